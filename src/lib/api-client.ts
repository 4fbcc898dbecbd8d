/**
 * The typed API client. Types come from the server's route definitions (type-only import, so no
 * server code reaches the bundle): `api.api.session.$get()`, `api.api.invitations.$post({ json })`.
 * Errors answer `{ error: { code, message, fields? } }`; screens read them as `ApiError` (src/lib/api-error.ts).
 */
import { hc } from 'hono/client';
import type { AppType } from '../server/app';

const baseUrl = typeof window !== 'undefined' ? window.location.origin : 'http://localhost:3000';

export const api = hc<AppType>(baseUrl, {
  init: { credentials: 'include' },
});

export type Api = typeof api;
