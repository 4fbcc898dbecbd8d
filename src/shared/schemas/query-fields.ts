/**
 * What the list queries share: the id field and the lenient wrapper the route registry puts around
 * them. Kept apart from the area schema modules because the registry, which every page's JavaScript
 * loads, reads the list queries: a zod schema built at a module's top level is a side effect to the
 * bundler, so importing one schema from a module keeps every schema of that module (issue 14).
 */
import { z } from 'zod';

export const idField = z.string().min(1).max(100);

/**
 * The same fields for a route's `validateSearch`: each falls back to its default (or undefined)
 * when the URL holds something it cannot parse, so a hand-edited link never crashes a screen.
 */
export const lenientSearch = <S extends z.ZodObject>(schema: S) =>
  z.object(
    Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [
        key,
        (field as z.ZodType).catch(() => (field as z.ZodType).safeParse(undefined).data),
      ]),
    ) as { [K in keyof S['shape']]: S['shape'][K] },
  );
