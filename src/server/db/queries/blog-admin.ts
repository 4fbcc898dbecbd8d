/**
 * SQL of the blog admin: every post whatever its status, paged and filtered here. Writes go through
 * marketing.ts (insertBlogPost, updateBlogPost, deleteBlogPost), which tell the public blog's cache.
 */
import { and, count, desc, eq, ilike, inArray, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { blogPosts } from '../schema';
import type { BlogStatus } from '../../../shared/schemas/blog-admin';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Live as the public blog reads it (marketing.ts isLive), as a column. */
export const liveColumn = sql<boolean>`(${blogPosts.status} in ('published', 'scheduled') and ${blogPosts.publishedAt} <= now())`;

const adminColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  coverUrl: blogPosts.coverUrl,
  coverAlt: blogPosts.coverAlt,
  tags: blogPosts.tags,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  author: blogPosts.author,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  live: liveColumn,
};

export const listBlogPostsForAdmin = async (
  db: Db,
  options: { q: string; status: '' | BlogStatus; page: number; pageSize: number },
) => {
  const words = options.q.split(/\s+/).filter(Boolean);
  const search: SQL[] = words.map((w) => {
    const pattern = `%${escapeLike(w)}%`;
    return or(
      ilike(blogPosts.title, pattern),
      ilike(blogPosts.slug, pattern),
      ilike(blogPosts.excerpt, pattern),
      sql`exists (select 1 from unnest(${blogPosts.tags}) as t(tag) where t.tag ilike ${pattern})`,
    )!;
  });
  const matching = and(...search);
  const where = and(matching, options.status ? eq(blogPosts.status, options.status) : undefined);
  const [rows, [totalRow], byStatus] = await Promise.all([
    db
      .select(adminColumns)
      .from(blogPosts)
      .where(where)
      // Drafts have no date: the newest work first, then the rest by their publish time.
      .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.updatedAt})`), desc(blogPosts.createdAt))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
    db.select({ status: blogPosts.status, n: count() }).from(blogPosts).where(matching).groupBy(blogPosts.status),
  ]);
  const counts = { all: 0, draft: 0, scheduled: 0, published: 0 };
  for (const r of byStatus) {
    counts[r.status] = Number(r.n);
    counts.all += Number(r.n);
  }
  return { rows, total: Number(totalRow?.total ?? 0), counts };
};

export const findBlogPostForAdmin = async (db: Db, id: string) => {
  const [row] = await db
    .select({ ...adminColumns, bodyMarkdown: blogPosts.bodyMarkdown })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row;
};

/** Slugs equal to `base` or `base-N`, other than the post `exceptId`'s own. */
export const slugsLike = async (db: Db, base: string, exceptId: string) => {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        or(eq(blogPosts.slug, base), like(blogPosts.slug, `${escapeLike(base)}-%`)),
        exceptId ? ne(blogPosts.id, exceptId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.slug));
};

/** Whether a live post shows this cover (covers of drafts are for admins only). */
export const isLiveCover = async (db: Db, url: string) => {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.coverUrl, url),
        inArray(blogPosts.status, ['published', 'scheduled']),
        lte(blogPosts.publishedAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
};

/** Whether any post (any status) still shows this cover. */
export const isCoverInUse = async (db: Db, url: string) => {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.coverUrl, url)).limit(1);
  return Boolean(row);
};

export type BlogAdminRow = NonNullable<Awaited<ReturnType<typeof findBlogPostForAdmin>>>;
