/** The OpenAPI document served at /api/openapi.json. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './deps';

/** Our OpenAPI 3.1 document with better-auth's endpoints merged in under /api/auth. */
export const buildOpenApiDocument = async (app: OpenAPIHono, deps: AppDeps) => {
  const ours = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Lotline API',
      version: '1.0.0',
      description: 'The Lotline API. Errors share one shape: `{ error: { code, message, fields? } }`.',
    },
    servers: [{ url: deps.env.publicUrl }],
  });
  const authDoc = (await deps.auth.api.generateOpenAPISchema()) as {
    paths?: Record<string, unknown>;
    components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
    tags?: { name: string; description?: string }[];
  };
  const authPaths = Object.fromEntries(
    Object.entries(authDoc.paths ?? {}).map(([path, item]) => [`/api/auth${path}`, item]),
  );
  return {
    ...ours,
    paths: { ...ours.paths, ...authPaths },
    components: {
      ...ours.components,
      schemas: { ...(authDoc.components?.schemas ?? {}), ...(ours.components?.schemas ?? {}) },
      securitySchemes: { ...(authDoc.components?.securitySchemes ?? {}) },
    },
    tags: [...(ours.tags ?? []), ...(authDoc.tags ?? [])],
  };
};
