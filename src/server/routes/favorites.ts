/**
 * Favorites (DOMAIN.md › Areas › Favorites): vehicles a signed-in person saved, with the price
 * change since. Each person reads and writes only their own list.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { FavoriteSchema as SharedFavoriteSchema } from '../../shared/schemas/vehicles';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { API_ACCESS, getViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import { listFavorites, removeFavorite, saveFavorite } from '../db/queries/marketplace';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { json, pathParam } from './openapi-parts';

export const FavoriteSchema = z.object(SharedFavoriteSchema.shape).openapi('Favorite');

const VehicleIdParam = z.object({ vehicleId: pathParam('vehicleId') });

const SavedSchema = z.object({ vehicleId: z.string(), saved: z.boolean() }).openapi('FavoriteSaved');

export const favoritesRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, API_ACCESS.signedIn);

  const list = createRoute({
    method: 'get',
    path: '/favorites',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Favorites'],
    summary: 'Your saved vehicles, newest saved first, with the price change since you saved each',
    middleware: guard,
    responses: {
      200: json(z.object({ favorites: z.array(FavoriteSchema) }), 'Saved vehicles'),
      ...errorResponses(401),
    },
  });

  const save = createRoute({
    method: 'put',
    path: '/favorites/{vehicleId}',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Favorites'],
    summary: 'Save a listed vehicle at its current price (saving again changes nothing)',
    middleware: guard,
    request: { params: VehicleIdParam },
    responses: {
      200: json(SavedSchema, 'Already saved'),
      201: json(SavedSchema, 'Saved'),
      ...errorResponses(400, 401, 404),
    },
  });

  const remove = createRoute({
    method: 'delete',
    path: '/favorites/{vehicleId}',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Favorites'],
    summary: 'Remove a saved vehicle (removing one not saved is not an error)',
    middleware: guard,
    request: { params: VehicleIdParam },
    responses: {
      200: json(SavedSchema, 'Not saved (any more)'),
      ...errorResponses(400, 401),
    },
  });

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(list, async (c) => {
      return c.json({ favorites: await listFavorites(deps.db, getViewer(c).user.id) }, 200);
    })
    .openapi(save, async (c) => {
      const { vehicleId } = c.req.valid('param');
      const result = await saveFavorite(deps.db, getViewer(c).user.id, vehicleId);
      if (result === 'not-listed')
        return apiError(c, 404, 'LISTING_NOT_FOUND', 'This vehicle is not on the marketplace.', {
          fields: { vehicleId: 'No listed vehicle with this id' },
        });
      return c.json({ vehicleId, saved: true }, result === 'created' ? 201 : 200);
    })
    .openapi(remove, async (c) => {
      const { vehicleId } = c.req.valid('param');
      await removeFavorite(deps.db, getViewer(c).user.id, vehicleId);
      return c.json({ vehicleId, saved: false }, 200);
    });
};
