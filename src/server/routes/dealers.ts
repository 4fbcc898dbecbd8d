/**
 * Dealers (issue 11 › Dealers, DOMAIN.md › Areas › Dealers): the directory any signed-in person
 * reads (rating from shoppers who messaged the dealership, verified badge, live inventory count),
 * a dealer's public page (no sign-in), a shopper's rating, and the platform admins' verify and
 * suspend. A suspended dealership is hidden from everyone but admins, its vehicles leave the
 * marketplace (marketplace.ts › visible), its staff read why (the session carries it) and new
 * listings are refused while it lasts (billing.ts › assertListingRoom).
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  DealerDirectoryQuerySchema,
  DealerModerationSchema as SharedDealerModerationSchema,
  DealerProfileQuerySchema,
  DealerProfileSchema as SharedDealerProfileSchema,
  DealerRatingInputSchema,
  DealersPageSchema as SharedDealersPageSchema,
  DEALERS_PAGE_SIZE,
  SuspendDealerSchema,
  type DealerSummary,
} from '../../shared/schemas/dealers';
import { MarketplaceQuerySchema } from '../../shared/schemas/vehicles';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type Viewer, type ViewerEnv } from '../auth/authorize';
import {
  countDealersToVerify,
  findDealer,
  findDealerDetails,
  hasConversationWith,
  listDealerReviews,
  listDealers,
  moderateDealer,
  upsertDealerRating,
  type DealerRow,
  type ModerationAction,
} from '../db/queries/dealers';
import { isMemberOf } from '../db/queries/leads';
import { searchListings } from '../db/queries/marketplace';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { body, IdParam, json, pathParam } from './openapi-parts';

const DealersPageSchema = z.object(SharedDealersPageSchema.shape).openapi('DealersPage');
const DealerProfileSchema = z.object(SharedDealerProfileSchema.shape).openapi('DealerProfile');
const DealerModerationSchema = z.object(SharedDealerModerationSchema.shape).openapi('DealerModeration');

const isAdmin = (viewer: Viewer | undefined) => Boolean(viewer?.roles.includes('admin'));

/** The directory's facts of a dealership; why it is suspended only for admins. */
export const dealerSummary = (row: DealerRow, admin: boolean): DealerSummary => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  city: row.city,
  region: row.region,
  rating: { average: row.ratingAverage, count: row.ratingCount },
  verified: row.verifiedAt !== null,
  verifiedAt: row.verifiedAt ? row.verifiedAt.toISOString() : null,
  suspendedAt: admin && row.suspendedAt ? row.suspendedAt.toISOString() : null,
  suspensionReason: admin ? row.suspensionReason : null,
  liveListings: row.suspendedAt ? 0 : row.liveListings,
  canRate: row.canRate,
  myRating: row.myStars === null ? null : { stars: row.myStars, comment: row.myComment },
});

/** "Rachel G.": a shopper's rating is public, their full name is not. */
const authorName = (r: { firstName: string | null; lastName: string | null; name: string }) => {
  const first = r.firstName?.trim() || r.name.trim().split(/\s+/)[0] || 'A shopper';
  const last = r.lastName?.trim() || r.name.trim().split(/\s+/).slice(1).join(' ');
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
};

const notFound = (c: Context) => apiError(c, 404, 'DEALER_NOT_FOUND', 'There is no such dealership on Lotline.');

export const dealersRoutes = (deps: AppDeps) => {
  const tags = ['Dealers'];
  const signedIn = requireAccess(deps, 'dealers');
  // Anyone: a signed-in caller is still recognized (whether they may rate), a visitor is not refused.
  const anyone = requireAccess(deps, ACCESS.anyone);
  const admin = requireAccess(deps, ACCESS.admin);

  const directory = createRoute({
    method: 'get',
    path: '/dealers',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary:
      'The dealer directory: name or city search, 20 a page, each with rating, verified badge and live inventory count (suspended ones to admins only)',
    middleware: signedIn,
    request: { query: DealerDirectoryQuerySchema },
    responses: { 200: json(DealersPageSchema, 'One page of dealerships'), ...errorResponses(400, 401) },
  });
  const profile = createRoute({
    method: 'get',
    path: '/dealers/{slug}',
    ...declareAccess(ACCESS.anyone),
    tags,
    summary:
      'A dealer’s public page: profile, hours, rating, reviews and a page of listed vehicles (404 when suspended)',
    middleware: anyone,
    request: { params: z.object({ slug: pathParam('slug') }), query: DealerProfileQuerySchema },
    responses: { 200: json(DealerProfileSchema, 'The dealer'), ...errorResponses(400, 404) },
  });
  const rate = createRoute({
    method: 'post',
    path: '/dealers/{id}/rating',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary: 'Rate a dealership you messaged: 1–5 stars and an optional comment (replaces your earlier rating)',
    middleware: signedIn,
    request: { params: IdParam, ...body(DealerRatingInputSchema) },
    responses: {
      200: json(DealerModerationSchema, 'Rated'),
      ...errorResponses(400, 401, 403, 404),
    },
  });
  const moderation = (action: ModerationAction, summary: string) =>
    createRoute({
      method: 'post',
      path: `/dealers/{id}/${action}`,
      ...declareAccess(ACCESS.admin),
      tags,
      summary,
      middleware: admin,
      request: { params: IdParam },
      responses: { 200: json(DealerModerationSchema, 'Done'), ...errorResponses(401, 403, 404) },
    });
  const verify = moderation('verify', 'Mark a dealership verified (platform admins)');
  const unverify = moderation('unverify', 'Take a dealership’s verified badge away (platform admins)');
  const unsuspend = moderation(
    'unsuspend',
    'Lift a suspension: the dealership and its vehicles come back (platform admins)',
  );
  const suspend = createRoute({
    method: 'post',
    path: '/dealers/{id}/suspend',
    ...declareAccess(ACCESS.admin),
    tags,
    summary:
      'Suspend a dealership with a reason its staff read: it leaves the directory, its vehicles leave the marketplace (platform admins)',
    middleware: admin,
    request: { params: IdParam, ...body(SuspendDealerSchema) },
    responses: { 200: json(DealerModerationSchema, 'Suspended'), ...errorResponses(400, 401, 403, 404) },
  });

  const moderate = async (c: Context<ViewerEnv>, action: ModerationAction, id: string, reason?: string) => {
    const viewer = getViewer(c);
    const done = await moderateDealer(deps.db, id, action, { id: viewer.user.id, name: viewer.user.name }, reason);
    const row = done ? await findDealer(deps.db, { id }, viewer.user.id) : undefined;
    if (!row) return notFound(c);
    return c.json({ dealer: dealerSummary(row, true) }, 200);
  };

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(directory, async (c) => {
      const viewer = getViewer(c);
      const admin = isAdmin(viewer);
      const query = c.req.valid('query');
      const page = await listDealers(deps.db, query, { id: viewer.user.id, isAdmin: admin });
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: page.items.map((row) => dealerSummary(row, admin)),
          total: page.total,
          page: query.page,
          pageSize: DEALERS_PAGE_SIZE,
          canModerate: admin,
          toVerify: admin ? await countDealersToVerify(deps.db) : null,
        },
        200,
      );
    })
    .openapi(profile, async (c) => {
      const viewer = c.get('viewer') as Viewer | undefined;
      const { slug } = c.req.valid('param');
      const { page } = c.req.valid('query');
      const row = await findDealer(deps.db, { slug }, viewer?.user.id ?? null);
      // A suspended dealership has no public page, for admins too (they see it in the directory).
      if (!row || row.suspendedAt) return notFound(c);
      const [details, reviews, listings] = await Promise.all([
        findDealerDetails(deps.db, row.id),
        listDealerReviews(deps.db, row.id),
        // The marketplace's own read, so the page shows exactly what shoppers can open (and the deal badge).
        searchListings(deps.db, viewer?.user.id ?? '', MarketplaceQuerySchema.parse({ dealer: row.id, page })),
      ]);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          ...dealerSummary(row, false),
          about: details?.about ?? null,
          phone: details?.phone ?? null,
          website: details?.website ?? null,
          addressLine1: details?.addressLine1 ?? null,
          addressLine2: details?.addressLine2 ?? null,
          postalCode: details?.postalCode ?? null,
          country: details?.country ?? null,
          hours: details?.hours ?? null,
          joinedAt: (details?.createdAt ?? new Date()).toISOString(),
          reviews: reviews.map((r) => ({
            stars: r.stars,
            comment: r.comment ?? '',
            author: authorName(r),
            at: r.updatedAt.toISOString(),
          })),
          listings: {
            items: listings.items.filter((l) => l.dealer.id === row.id),
            total: listings.total,
            page: listings.page,
            pageSize: listings.pageSize,
          },
        },
        200,
      );
    })
    .openapi(rate, async (c) => {
      const viewer = getViewer(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const row = await findDealer(deps.db, { id }, viewer.user.id);
      if (!row || (row.suspendedAt && !isAdmin(viewer))) return notFound(c);
      if (await isMemberOf(deps.db, id, viewer.user.id))
        return apiError(c, 403, 'OWN_DEALERSHIP', 'You work at this dealership: ratings come from shoppers.');
      if (!(await hasConversationWith(deps.db, viewer.user.id, id)))
        return apiError(
          c,
          403,
          'NOT_A_CUSTOMER',
          'Only shoppers who messaged this dealership can rate it: message them about a vehicle first.',
        );
      await upsertDealerRating(deps.db, {
        organizationId: id,
        userId: viewer.user.id,
        stars: input.stars,
        comment: input.comment ?? null,
      });
      const saved = (await findDealer(deps.db, { id }, viewer.user.id))!;
      return c.json({ dealer: dealerSummary(saved, isAdmin(viewer)) }, 200);
    })
    .openapi(verify, (c) => moderate(c, 'verify', c.req.valid('param').id))
    .openapi(unverify, (c) => moderate(c, 'unverify', c.req.valid('param').id))
    .openapi(suspend, (c) => moderate(c, 'suspend', c.req.valid('param').id, c.req.valid('json').reason))
    .openapi(unsuspend, (c) => moderate(c, 'unsuspend', c.req.valid('param').id));
};
