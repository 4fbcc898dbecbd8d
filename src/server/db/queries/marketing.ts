/** SQL of the marketing site: the public blog, contact messages and quote requests. */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, like, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { blogPosts, contactMessages, quoteRequests } from '../schema';

/** Published, or scheduled with its time come; never a draft. */
const isLive = () => and(inArray(blogPosts.status, ['published', 'scheduled']), lte(blogPosts.publishedAt, sql`now()`));

const withTag = (tag: string) => (tag ? sql`${tag} = any(${blogPosts.tags})` : undefined);

export type BlogPostRow = typeof blogPosts.$inferSelect;

/**
 * Blog writes per database handle, in this process. The blog routes cache their answers and start
 * over when this moves, so every write goes through the functions below. (A write from another
 * process — `npm run db:seed`, a second instance — shows up when the cache entry expires.)
 */
const blogWrites = new WeakMap<Db, number>();
export const blogWriteCount = (db: Db): number => blogWrites.get(db) ?? 0;
const noteBlogWrite = (db: Db) => {
  blogWrites.set(db, blogWriteCount(db) + 1);
};

/**
 * When the next post goes live by itself (ms since the epoch; null: none ahead), as the blog's
 * routes last read it in this process. Caches of what /blog shows (the API's, the server-rendered
 * pages') keep nothing past it.
 */
const blogDue = new WeakMap<Db, number | null>();
export const knownBlogDue = (db: Db): number | null | undefined => blogDue.get(db);
export const noteBlogDue = (db: Db, due: number | null | undefined) => {
  if (due === undefined) blogDue.delete(db);
  else blogDue.set(db, due);
};

export const insertBlogPosts = async (db: Db, rows: (typeof blogPosts.$inferInsert)[]) => {
  if (rows.length === 0) return;
  try {
    await db.insert(blogPosts).values(rows);
  } finally {
    noteBlogWrite(db);
  }
};

export const updateBlogPost = async (
  db: Db,
  id: string,
  patch: Partial<Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>,
) => {
  try {
    const [row] = await db
      .update(blogPosts)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    return row;
  } finally {
    noteBlogWrite(db);
  }
};

/** One post, answered as stored (the blog admin's create). */
export const insertBlogPost = async (db: Db, row: typeof blogPosts.$inferInsert) => {
  try {
    const [inserted] = await db.insert(blogPosts).values(row).returning();
    return inserted!;
  } finally {
    noteBlogWrite(db);
  }
};

/** True when a post was deleted. */
export const deleteBlogPost = async (db: Db, id: string) => {
  try {
    const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
    return rows.length > 0;
  } finally {
    noteBlogWrite(db);
  }
};

/**
 * When the next post goes live by itself (the earliest publish time still ahead), or null. The
 * blog's cache keeps no answer past it, so a scheduled post appears at its time without a write.
 */
export const nextBlogPostDue = async (db: Db): Promise<Date | null> => {
  const [row] = await db
    .select({ next: min(blogPosts.publishedAt) })
    .from(blogPosts)
    .where(and(inArray(blogPosts.status, ['published', 'scheduled']), gt(blogPosts.publishedAt, sql`now()`)));
  const next = row?.next;
  return next ? new Date(next) : null;
};

export const listLiveBlogPosts = async (db: Db, options: { page: number; pageSize: number; tag: string }) => {
  const where = and(isLive(), withTag(options.tag));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
};

/** Tags of live posts with how many posts carry each, most used first. */
export const listLiveBlogTags = async (db: Db): Promise<{ tag: string; count: number }[]> => {
  const result = await db.execute<{ tag: string; count: number | string }>(sql`
    select t.tag as tag, count(*) as count
    from ${blogPosts}, unnest(${blogPosts.tags}) as t(tag)
    where ${isLive()}
    group by t.tag
    order by count(*) desc, t.tag asc`);
  const rows = (
    Array.isArray(result) ? result : (result as { rows: { tag: string; count: number | string }[] }).rows
  ) as {
    tag: string;
    count: number | string;
  }[];
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
};

export const findLiveBlogPost = async (db: Db, slug: string) => {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isLive()))
    .limit(1);
  return row;
};

/** Slugs and dates of every live post, for the sitemap. */
export const listLiveBlogSlugs = async (db: Db) =>
  db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isLive())
    .orderBy(desc(blogPosts.publishedAt));

export const insertContactMessage = async (
  db: Db,
  row: { name: string; email: string; topic: string; message: string },
) => {
  const id = randomUUID();
  await db.insert(contactMessages).values({ id, ...row });
  return id;
};

export const findContactMessagesByEmail = async (db: Db, email: string) =>
  db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email.toLowerCase()))
    .orderBy(desc(contactMessages.createdAt));

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Stores a quote request under the next reference of the year, Q-YYYY-NNNNNN (a per-year counter,
 * no personal data). The counter is the highest reference of the year plus one; two requests racing
 * for the same number meet the unique index, and the loser takes the next one.
 */
export const insertQuoteRequest = async (
  db: Db,
  row: {
    name: string;
    email: string;
    phone: string;
    dealershipName: string;
    rooftops: number;
    monthlyUnits: number;
    plan: string;
    message: string | null;
  },
  now: Date = new Date(),
): Promise<string> => {
  const year = now.getUTCFullYear();
  const prefix = `Q-${year}-`;
  for (let attempt = 0; attempt < 8; attempt++) {
    const [last] = await db
      .select({ reference: quoteRequests.reference })
      .from(quoteRequests)
      .where(like(quoteRequests.reference, `${prefix}%`))
      .orderBy(desc(quoteRequests.reference))
      .limit(1);
    const next = (last ? Number(last.reference.slice(prefix.length)) : 0) + 1;
    const reference = `${prefix}${String(next).padStart(6, '0')}`;
    try {
      await db.insert(quoteRequests).values({ id: randomUUID(), reference, ...row });
      return reference;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not allocate a quote reference');
};

export const findQuoteRequest = async (db: Db, reference: string) => {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.reference, reference));
  return row;
};
