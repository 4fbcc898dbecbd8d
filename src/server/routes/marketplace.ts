/**
 * The marketplace (DOMAIN.md › Areas › Vehicles): listed vehicles of every dealership, with the deal
 * rating. Any signed-in person reads it (DOMAIN.md › Decisions); nothing here writes.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ListingDetailSchema as SharedListingDetailSchema,
  MarketplacePageSchema as SharedMarketplacePageSchema,
  MarketplaceQuerySchema,
} from '../../shared/schemas/vehicles';
import { toClassic } from '../../shared/schemas/to-classic';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { API_ACCESS, getViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import { decodeCursor, findListing, searchListings } from '../db/queries/marketplace';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { IdParam, json } from './openapi-parts';

// Fresh objects from @hono/zod-openapi's z, so the document names them.
export const MarketplacePageSchema = z.object(SharedMarketplacePageSchema.shape).openapi('MarketplacePage');
export const ListingDetailSchema = z.object(SharedListingDetailSchema.shape).openapi('ListingDetail');

export const marketplaceRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, API_ACCESS.signedIn);

  const search = createRoute({
    method: 'get',
    path: '/marketplace',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Marketplace'],
    summary: 'Listed vehicles of every dealership: filters, sort, a page of 24, each with its deal rating',
    middleware: guard,
    request: { query: toClassic(MarketplaceQuerySchema) },
    responses: {
      200: json(MarketplacePageSchema, 'A page of listings'),
      ...errorResponses(400, 401),
    },
  });

  const detail = createRoute({
    method: 'get',
    path: '/marketplace/{id}',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Marketplace'],
    summary: 'One listed vehicle with its photos and specs (404 once it is off the marketplace)',
    middleware: guard,
    request: { params: IdParam },
    responses: {
      200: json(z.object({ listing: ListingDetailSchema }), 'The listing'),
      ...errorResponses(400, 401, 404),
    },
  });

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(search, async (c) => {
      const query = c.req.valid('query');
      if (query.after && !decodeCursor(query.after))
        return apiError(
          c,
          400,
          'VALIDATION_FAILED',
          'This page link is not valid any more: start from the first page.',
          {
            fields: { after: 'Not a page cursor' },
          },
        );
      const page = await searchListings(deps.db, getViewer(c).user.id, query);
      return c.json(page, 200);
    })
    .openapi(detail, async (c) => {
      const listing = await findListing(deps.db, getViewer(c).user.id, c.req.valid('param').id);
      if (!listing) return apiError(c, 404, 'LISTING_NOT_FOUND', 'This vehicle is not on the marketplace.');
      return c.json({ listing }, 200);
    });
};
