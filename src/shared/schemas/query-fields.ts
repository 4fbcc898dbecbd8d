/**
 * What the list queries share: the id field and the lenient wrapper the route registry puts around
 * them. Kept apart from the area schema modules because the registry, which every page's JavaScript
 * loads, reads the list queries: a zod schema built at a module's top level is a side effect to the
 * bundler, so importing one schema from a module keeps every schema of that module (issue 14).
 * For the same reason the list queries are zod/mini: classic zod's schema classes carry every method
 * (and the JSON-schema and locale code) on every page. The server and the classic schema modules
 * take them through `toClassic` (to-classic.ts).
 */
import { z } from 'zod/mini';

export const idField = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * The same fields for a route's `validateSearch`: each falls back to its default (or undefined)
 * when the URL holds something it cannot parse, so a hand-edited link never crashes a screen.
 */
export const lenientSearch = <S extends z.ZodMiniObject>(schema: S) =>
  z.object(
    Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [
        key,
        z.catch(field, () => z.safeParse(field, undefined).data),
      ]),
    ) as { [K in keyof S['shape']]: z.ZodMiniCatch<S['shape'][K]> },
  );
