import { z } from 'zod/mini';

/**
 * Search-param building blocks. Every field has a default and a `catch`, so a missing or
 * malformed value in a URL falls back instead of throwing (a bad URL must never crash a screen).
 * zod/mini, not classic zod: every page's JavaScript loads the registry, and classic's schema
 * classes carry every method (and the JSON-schema and locale code) whether used or not (issue 14).
 */
export const text = (max = 200) => z.catch(z._default(z.string().check(z.maxLength(max)), ''), '');

export const page = () => z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1);

/** One of `values`, else `fallback` (absent or not one of them). */
export const choice = <const T extends readonly string[]>(values: T, fallback: T[number]) =>
  z.catch(z._default(z.enum(values), fallback), fallback);

/** A same-origin relative path ("/dashboard/leads?x=1"); anything else becomes empty. */
export const relativePath = () =>
  z.catch(
    z._default(
      z.string().check(
        z.maxLength(2000),
        z.refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')), {
          message: 'redirect must be a same-origin relative path',
        }),
      ),
      '',
    ),
    '',
  );

/**
 * A URL value the router parsed as JSON (`?overdue=true` → true, `?q=2021` → 2021) back to the
 * string the API's schema expects, so a typed or shared link keeps its filters. The screens write
 * flags as booleans, so the URL reads `?overdue=true` rather than a quoted string.
 */
const asText = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);

// The pipes below are classic's `preprocess(asText, schema)`, which zod/mini lacks: classic builds
// the same pipe (a transform, then the schema). A value they cannot parse is left out (undefined).

/** An optional filter's text (a list query's `q`, an id): trimmed, not empty, at most `max`. */
export const textParam = (max: number) =>
  z.optional(
    z.catch(
      z.pipe(z.transform(asText), z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)))),
      undefined,
    ),
  );

/** An optional yes/no filter, as the API's query takes it ("true" / "false"). */
export const flagParam = () =>
  z.optional(z.catch(z.pipe(z.transform(asText), z.optional(z.enum(['true', 'false']))), undefined));

export const noSearch = () => z.object({});
