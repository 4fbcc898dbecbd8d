/**
 * Guards every /api request before any route or better-auth sees it, so a client's mistake (or
 * an attacker's probe) is a clear 4xx in one place rather than a 500 deep in a driver:
 * - bodies over the limit → 413 (uploads, when they land, get their own route-level limit);
 * - a NUL character in the path, the query or any JSON string → 400 naming the field
 *   (PostgreSQL cannot store U+0000 in text and answered 500);
 * - JSON nested deeper than any of our inputs → 400 (deep nesting overflowed validators' stacks).
 */
import type { MiddlewareHandler } from 'hono';
import { AVATAR_MAX_BYTES } from '../../shared/schemas/account';
import { BLOG_COVER_MAX_BYTES } from '../../shared/schemas/blog-admin';
import { LOGO_MAX_BYTES } from '../../shared/schemas/settings';
import { CSV_MAX_BYTES, PHOTO_MAX_BYTES } from '../../shared/vehicles';
import { apiError } from '../errors';

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Routes that take files (multipart or CSV text) instead of JSON: their bodies may be larger and
 * are not read here as text (a photo is binary). Each such route enforces its own exact limit
 * with hono's bodyLimit and checks the file itself; here only the declared length is bounded.
 */
export const UPLOAD_ROUTES: readonly { readonly method: string; readonly path: RegExp; readonly maxBytes: number }[] = [
  // One photo per request (the screen sends several in parallel): 15 MB plus multipart framing.
  { method: 'POST', path: /^\/api\/inventory\/[^/]+\/photos$/, maxBytes: PHOTO_MAX_BYTES + 64 * 1024 },
  // A CSV file of at most 5 MB, as multipart or text/csv.
  { method: 'POST', path: /^\/api\/inventory\/import(\/preview)?$/, maxBytes: CSV_MAX_BYTES + 64 * 1024 },
  { method: 'POST', path: /^\/api\/customers\/import(\/preview)?$/, maxBytes: CSV_MAX_BYTES + 64 * 1024 },
  // A profile picture (Account): 5 MB plus multipart framing.
  { method: 'POST', path: /^\/api\/account\/avatar$/, maxBytes: AVATAR_MAX_BYTES + 64 * 1024 },
  // A dealership's logo (Settings): 5 MB plus multipart framing.
  { method: 'POST', path: /^\/api\/dealership\/logo$/, maxBytes: LOGO_MAX_BYTES + 64 * 1024 },
  // A blog post's cover (Blog admin): 10 MB plus multipart framing.
  { method: 'POST', path: /^\/api\/blog-admin\/covers$/, maxBytes: BLOG_COVER_MAX_BYTES + 64 * 1024 },
];

export const uploadRouteFor = (method: string, path: string) =>
  UPLOAD_ROUTES.find((r) => r.method === method && r.path.test(path));
/** Our deepest input is an object in an object in a list; 32 leaves room for growth. */
export const JSON_MAX_DEPTH = 32;

const hasNul = (value: string) => value.includes('\u0000');

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

type Finding = { kind: 'nul'; field: string } | { kind: 'depth' };

/** Walks parsed JSON without recursion (the input decides the depth, not our stack). */
export const inspectJson = (root: unknown, maxDepth = JSON_MAX_DEPTH): Finding | undefined => {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasNul(value)) return { kind: 'nul', field: path || 'body' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return { kind: 'depth' };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasNul(key)) return { kind: 'nul', field: childPath };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
};

/** Cheap pre-check on the raw text, so a 60-kB string of brackets is refused before JSON.parse. */
const rawDepthExceeds = (text: string, maxDepth: number) => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      if (++depth > maxDepth) return true;
    } else if (ch === 125 || ch === 93) depth--;
  }
  return false;
};

export const inputGuards = (): MiddlewareHandler => async (c, next) => {
  const url = new URL(c.req.url);
  if (hasNul(safeDecode(url.pathname))) {
    return apiError(c, 400, 'INVALID_CHARACTERS', 'The address contains a NUL character.', {
      fields: { path: 'Contains a NUL character' },
    });
  }
  for (const [key, value] of url.searchParams) {
    if (hasNul(key) || hasNul(value)) {
      return apiError(c, 400, 'INVALID_CHARACTERS', `"${key.replace(/\0/g, '')}" contains a NUL character.`, {
        fields: { [key.replace(/\0/g, '')]: 'Contains a NUL character' },
      });
    }
  }
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();

  const declared = Number(c.req.header('content-length'));
  const upload = uploadRouteFor(c.req.method, url.pathname);
  if (upload) {
    if (Number.isFinite(declared) && declared > upload.maxBytes) {
      return apiError(
        c,
        413,
        'PAYLOAD_TOO_LARGE',
        `The file is larger than ${Math.floor(upload.maxBytes / (1024 * 1024))} MB.`,
      );
    }
    return next();
  }
  const tooLarge = () =>
    apiError(c, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${JSON_BODY_LIMIT_BYTES / 1024} kB.`);
  if (Number.isFinite(declared) && declared > JSON_BODY_LIMIT_BYTES) return tooLarge();
  // Read through Hono's body cache so the route (or better-auth's wrapper) can read it again.
  const text = await c.req.text();
  if (Buffer.byteLength(text) > JSON_BODY_LIMIT_BYTES) return tooLarge();
  if (!text.trim() || !(c.req.header('content-type') ?? '').includes('json')) return next();
  if (rawDepthExceeds(text, JSON_MAX_DEPTH)) {
    return apiError(c, 400, 'TOO_DEEPLY_NESTED', `The request body nests deeper than ${JSON_MAX_DEPTH} levels.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return next(); // each route answers malformed JSON in its own words (400)
  }
  const finding = inspectJson(parsed);
  if (finding?.kind === 'nul') {
    return apiError(c, 400, 'INVALID_CHARACTERS', `"${finding.field}" contains a NUL character.`, {
      fields: { [finding.field]: 'Contains a NUL character' },
    });
  }
  if (finding?.kind === 'depth') {
    return apiError(c, 400, 'TOO_DEEPLY_NESTED', `The request body nests deeper than ${JSON_MAX_DEPTH} levels.`);
  }
  return next();
};
