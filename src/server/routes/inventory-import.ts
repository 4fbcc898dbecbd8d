/** Inventory CSV import and export. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../deps';
import { defaultHook } from '../errors';

// Placeholder mounted in app.ts so the area's routes land in one file; filled by the Post issue's work.
export const inventoryImportRoutes = (deps: AppDeps) => {
  void deps;
  return new OpenAPIHono({ defaultHook });
};
