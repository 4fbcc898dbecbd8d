/** Inventory: the dealership's vehicles (list, search, create, edit, status, bulk). */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../deps';
import { defaultHook } from '../errors';

// Placeholder mounted in app.ts so the area's routes land in one file; filled by the Post issue's work.
export const inventoryRoutes = (deps: AppDeps) => {
  void deps;
  return new OpenAPIHono({ defaultHook });
};
