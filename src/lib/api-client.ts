/**
 * The typed API client. Types come from the server's route definitions (type-only import, so no
 * server code reaches the bundle): `api.api.session.$get()`, `api.api.invitations.$post({ json })`.
 * Errors answer `{ error: { code, message, fields? } }` — see `readApiError`.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '../server/app';

const baseUrl = typeof window !== 'undefined' ? window.location.origin : 'http://localhost:3000';

export const api = hc<AppType>(baseUrl, {
  init: { credentials: 'include' },
});

export type Api = typeof api;

export interface ApiErrorBody {
  readonly error: {
    readonly code: string;
    readonly message: string;
    readonly fields?: Record<string, string>;
    readonly retryAfter?: number;
  };
}

/** An API error as a throwable value, so query/mutation code can `throw` and forms can read fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfter: number | undefined;

  constructor(status: number, body: ApiErrorBody['error']) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.retryAfter = body.retryAfter;
  }
}

/** Parses an error response into an ApiError (any non-JSON body becomes a generic one). */
export const readApiError = async (res: Response | ClientResponse<unknown>): Promise<ApiError> => {
  try {
    const body = (await res.json()) as Partial<ApiErrorBody>;
    if (body?.error?.code) return new ApiError(res.status, body.error);
  } catch {
    /* not JSON */
  }
  return new ApiError(res.status, { code: `HTTP_${res.status}`, message: 'Something went wrong. Please try again.' });
};

/** Await a typed call and return its JSON, or throw an ApiError. */
export const unwrap = async <T>(call: Promise<ClientResponse<T>>): Promise<T> => {
  const res = await call;
  if (!res.ok) throw await readApiError(res);
  return (await res.json()) as T;
};
