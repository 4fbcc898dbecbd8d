/**
 * SQL of the dealers area (issue 11 › Dealers): the directory (rating, live inventory count),
 * a dealer's public profile, shoppers' ratings, and verify / suspend with their audit entries.
 * A suspended dealership's vehicles leave the marketplace by the marketplace's own rule
 * (marketplace.ts › visible; the deal-badge groups follow through their trigger on organizations):
 * suspending is setting `suspended_at`, nothing else is deleted or unlisted, so unsuspending puts
 * everything back as it was.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { LISTABLE_STATUSES } from '../../../shared/vehicles';
import { DEALERS_PAGE_SIZE, type DealerDirectoryQuery } from '../../../shared/schemas/dealers';
import type { Db } from '../client';
import { conversations, dealerRatings, organizations, users, vehicles } from '../schema';
import { recordAudit } from './audit';

/** `%`, `_` and `\` typed by a person are characters to find, not patterns. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The outer row's id, qualified by hand: in a one-table select Drizzle prints a column bare ("id"),
 * which inside a subquery over vehicles or conversations would name theirs.
 */
const orgId = sql.raw('"organizations"."id"');

/** Listed, shopper-visible vehicles of the row's dealership (the marketplace's own predicate, per vehicle). */
const liveListings = sql<number | string>`(select count(*) from ${vehicles} v
  where v.organization_id = ${orgId} and v.listed and v.deleted_at is null
  and v.status in (${sql.raw(LISTABLE_STATUSES.map((s) => `'${s}'`).join(', '))}))`;

const ratingAverage = sql<
  number | string | null
>`(select round(avg(r.stars)::numeric, 1) from ${dealerRatings} r where r.organization_id = ${orgId})`;
const ratingCount = sql<number | string>`(select count(*) from ${dealerRatings} r where r.organization_id = ${orgId})`;

const dealerColumns = (viewerId: string | null) => ({
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  city: organizations.city,
  region: organizations.region,
  verifiedAt: organizations.verifiedAt,
  suspendedAt: organizations.suspendedAt,
  suspensionReason: organizations.suspensionReason,
  liveListings,
  ratingAverage,
  ratingCount,
  canRate: viewerId
    ? sql<boolean>`exists (select 1 from ${conversations} c where c.organization_id = ${orgId} and c.shopper_id = ${viewerId})`
    : sql<boolean>`false`,
  myStars: viewerId
    ? sql<
        number | null
      >`(select r.stars from ${dealerRatings} r where r.organization_id = ${orgId} and r.user_id = ${viewerId})`
    : sql<number | null>`null`,
  myComment: viewerId
    ? sql<
        string | null
      >`(select r.comment from ${dealerRatings} r where r.organization_id = ${orgId} and r.user_id = ${viewerId})`
    : sql<string | null>`null`,
});

export interface DealerRow {
  id: string;
  name: string;
  slug: string;
  city: string | null;
  region: string | null;
  verifiedAt: Date | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  liveListings: number;
  ratingAverage: number | null;
  ratingCount: number;
  canRate: boolean;
  myStars: number | null;
  myComment: string | null;
}

/** Numbers and booleans as the drivers give them (numeric and bigint may come as text, booleans as 't'). */
const toDealerRow = (row: {
  [K in keyof DealerRow]: unknown;
}): DealerRow => ({
  id: row.id as string,
  name: row.name as string,
  slug: row.slug as string,
  city: (row.city as string | null) ?? null,
  region: (row.region as string | null) ?? null,
  verifiedAt: (row.verifiedAt as Date | null) ?? null,
  suspendedAt: (row.suspendedAt as Date | null) ?? null,
  suspensionReason: (row.suspensionReason as string | null) ?? null,
  liveListings: Number(row.liveListings ?? 0),
  ratingAverage: row.ratingAverage == null ? null : Number(row.ratingAverage),
  ratingCount: Number(row.ratingCount ?? 0),
  canRate: row.canRate === true || row.canRate === 't',
  myStars: row.myStars == null ? null : Number(row.myStars),
  myComment: (row.myComment as string | null) ?? null,
});

/** Every word must be in the name, city or region. */
const searchFilter = (q: string | undefined): SQL | undefined => {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  return and(
    ...words.map(
      (w) =>
        sql`(${organizations.name} || ' ' || coalesce(${organizations.city}, '') || ' ' || coalesce(${organizations.region}, '')) ilike ${`%${likeEscape(w)}%`}`,
    ),
  );
};

/** Who a filter shows: non-admins only ever the dealerships that are not suspended. */
const filterOf = (filter: DealerDirectoryQuery['filter'], isAdmin: boolean): SQL | undefined => {
  if (!isAdmin) return isNull(organizations.suspendedAt);
  if (filter === 'to-verify') return and(isNull(organizations.verifiedAt), isNull(organizations.suspendedAt));
  if (filter === 'suspended') return isNotNull(organizations.suspendedAt);
  return undefined;
};

/** One page of the directory, by name, with the total under the filters. */
export const listDealers = async (
  db: Db,
  query: DealerDirectoryQuery,
  viewer: { id: string | null; isAdmin: boolean },
) => {
  const where = and(searchFilter(query.q), filterOf(query.filter, viewer.isAdmin));
  const [rows, [counted]] = await Promise.all([
    db
      .select(dealerColumns(viewer.id))
      .from(organizations)
      .where(where)
      .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
      .limit(DEALERS_PAGE_SIZE)
      .offset((query.page - 1) * DEALERS_PAGE_SIZE),
    db
      .select({ n: sql<number | string>`count(*)` })
      .from(organizations)
      .where(where),
  ]);
  return { items: rows.map(toDealerRow), total: Number(counted?.n ?? 0) };
};

/** Live dealerships not verified yet: the admins' queue. */
export const countDealersToVerify = async (db: Db) => {
  const [row] = await db
    .select({ n: sql<number | string>`count(*)` })
    .from(organizations)
    .where(and(isNull(organizations.verifiedAt), isNull(organizations.suspendedAt)));
  return Number(row?.n ?? 0);
};

export const findDealer = async (db: Db, by: { id: string } | { slug: string }, viewerId: string | null = null) => {
  const [row] = await db
    .select(dealerColumns(viewerId))
    .from(organizations)
    .where('id' in by ? eq(organizations.id, by.id) : eq(organizations.slug, by.slug));
  return row ? toDealerRow(row) : undefined;
};

/** What the public page shows beyond the directory's facts. */
export const findDealerDetails = async (db: Db, organizationId: string) => {
  const [row] = await db
    .select({
      about: organizations.about,
      phone: organizations.phone,
      website: organizations.website,
      addressLine1: organizations.addressLine1,
      addressLine2: organizations.addressLine2,
      postalCode: organizations.postalCode,
      country: organizations.country,
      hours: organizations.hours,
      createdAt: organizations.createdAt,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
};

/** The latest ratings that say something, newest first, with their authors' names. */
export const listDealerReviews = async (db: Db, organizationId: string, limit = 5) =>
  db
    .select({
      stars: dealerRatings.stars,
      comment: dealerRatings.comment,
      updatedAt: dealerRatings.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
    })
    .from(dealerRatings)
    .innerJoin(users, eq(users.id, dealerRatings.userId))
    .where(
      and(
        eq(dealerRatings.organizationId, organizationId),
        isNotNull(dealerRatings.comment),
        sql`${dealerRatings.comment} <> ''`,
      ),
    )
    .orderBy(desc(dealerRatings.updatedAt), desc(dealerRatings.userId))
    .limit(limit);

/** A live dealership's name and words for its page's head (undefined when unknown or suspended). */
export const findPublicDealerHead = async (db: Db, slug: string) => {
  const [row] = await db
    .select({
      name: organizations.name,
      about: organizations.about,
      city: organizations.city,
      region: organizations.region,
    })
    .from(organizations)
    .where(and(eq(organizations.slug, slug), isNull(organizations.suspendedAt)));
  return row;
};

/** Slugs of the live dealerships, for the sitemap. */
export const listLiveDealerSlugs = async (db: Db) =>
  db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(isNull(organizations.suspendedAt))
    .orderBy(asc(organizations.slug));

/** A shopper "messaged them": they have a conversation with the dealership. */
export const hasConversationWith = async (db: Db, userId: string, organizationId: string) => {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.shopperId, userId)))
    .limit(1);
  return Boolean(row);
};

/** Saves the shopper's rating; a later one replaces the earlier (one per shopper and dealership). */
export const upsertDealerRating = async (
  db: Db,
  input: { organizationId: string; userId: string; stars: number; comment: string | null },
) => {
  const now = new Date();
  await db
    .insert(dealerRatings)
    .values({ ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [dealerRatings.organizationId, dealerRatings.userId],
      set: { stars: input.stars, comment: input.comment, updatedAt: now },
    });
};

export type ModerationAction = 'verify' | 'unverify' | 'suspend' | 'unsuspend';

/** The audit action of each change (audit_log.action). */
export const MODERATION_AUDIT_ACTIONS: Record<ModerationAction, string> = {
  verify: 'dealer.verified',
  unverify: 'dealer.unverified',
  suspend: 'dealer.suspended',
  unsuspend: 'dealer.unsuspended',
};

/**
 * A platform admin's verify / unverify / suspend / unsuspend, with its audit entry on the
 * dealership's log in the same transaction. Returns 'unchanged' when the dealership already was so
 * (nothing written), undefined when there is no such dealership.
 */
export const moderateDealer = async (
  db: Db,
  organizationId: string,
  action: ModerationAction,
  actor: { id: string; name: string },
  reason?: string,
): Promise<'changed' | 'unchanged' | undefined> =>
  db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await t
      .select({
        name: organizations.name,
        verifiedAt: organizations.verifiedAt,
        suspendedAt: organizations.suspendedAt,
        suspensionReason: organizations.suspensionReason,
      })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!before) return undefined;
    const now = new Date();
    let set: Partial<typeof organizations.$inferInsert>;
    switch (action) {
      case 'verify':
        if (before.verifiedAt) return 'unchanged';
        set = { verifiedAt: now };
        break;
      case 'unverify':
        if (!before.verifiedAt) return 'unchanged';
        set = { verifiedAt: null };
        break;
      case 'suspend':
        // Suspending again with a new reason updates the reason staff read.
        if (before.suspendedAt && before.suspensionReason === reason) return 'unchanged';
        set = { suspendedAt: before.suspendedAt ?? now, suspensionReason: reason ?? null };
        break;
      case 'unsuspend':
        if (!before.suspendedAt) return 'unchanged';
        set = { suspendedAt: null, suspensionReason: null };
        break;
    }
    await t.update(organizations).set(set).where(eq(organizations.id, organizationId));
    const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
    const snapshot = (v: { verifiedAt?: Date | null; suspendedAt?: Date | null; suspensionReason?: string | null }) =>
      action === 'verify' || action === 'unverify'
        ? { verifiedAt: iso(v.verifiedAt) }
        : { suspendedAt: iso(v.suspendedAt), suspensionReason: v.suspensionReason ?? null };
    await recordAudit(t, {
      organizationId,
      actor,
      action: MODERATION_AUDIT_ACTIONS[action],
      target: before.name,
      before: snapshot(before),
      after: snapshot({ ...before, ...set }),
    });
    return 'changed';
  });
