/** Favorites: vehicles a signed-in person saved. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../deps';
import { defaultHook } from '../errors';

// Placeholder mounted in app.ts so the area's routes land in one file; filled by the Post issue's work.
export const favoritesRoutes = (deps: AppDeps) => {
  void deps;
  return new OpenAPIHono({ defaultHook });
};
