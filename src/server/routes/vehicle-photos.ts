/** Vehicle photos: upload, order, cover, alt text, delete, and serving the files. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../deps';
import { defaultHook } from '../errors';

// Placeholder mounted in app.ts so the area's routes land in one file; filled by the Post issue's work.
export const vehiclePhotosRoutes = (deps: AppDeps) => {
  void deps;
  return new OpenAPIHono({ defaultHook });
};
