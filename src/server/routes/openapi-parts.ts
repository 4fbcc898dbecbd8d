/**
 * Pieces every API route module declares the same way, so each route's createRoute says only what
 * is its own. Built with @hono/zod-openapi's z so the document names and describes them.
 */
import { z } from '@hono/zod-openapi';

/** A JSON response: `responses: { 200: json(Schema, 'What it is') }`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body: `request: { ...body(Schema) }`. */
export const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** An id in the path: bounded so a pasted page of text is a 400, not a query. */
export const pathParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name, in: 'path' } });

/** `{id}` in the path. */
export const IdParam = z.object({ id: pathParam('id') });
