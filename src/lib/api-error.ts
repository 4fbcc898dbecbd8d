/**
 * The one error the screens handle, for every area. Built from our API's error shape
 * `{ error: { code, message, fields?, retryAfter?, upgradeUrl? } }` (and from better-fetch's wrapper around it).
 * `status` is read by the global 401 handler (src/app/query-client.ts).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly retryAfter: number | undefined;
  /** Where the plan can be changed, when a plan limit refused the request (402, 409). */
  readonly upgradeUrl: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    retryAfter?: number | undefined;
    upgradeUrl?: string | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter;
    this.upgradeUrl = init.upgradeUrl;
  }
}

const GENERIC = 'Something went wrong. Please try again.';

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
  retryAfter?: unknown;
  upgradeUrl?: unknown;
}

/** Accepts our body, better-fetch's `{ ...body, status }`, or better-auth's bare `{ code, message }`. */
export function toApiError(status: number, body: unknown): ApiError {
  const outer = (body && typeof body === 'object' ? body : {}) as ErrorLike & { error?: unknown };
  const inner = (outer.error && typeof outer.error === 'object' ? outer.error : outer) as ErrorLike;
  const fields: Record<string, string> = {};
  if (inner.fields && typeof inner.fields === 'object') {
    for (const [k, v] of Object.entries(inner.fields as Record<string, unknown>))
      if (typeof v === 'string') fields[k] = v;
  }
  const retryAfter = typeof inner.retryAfter === 'number' ? inner.retryAfter : undefined;
  return new ApiError({
    status,
    code: typeof inner.code === 'string' ? inner.code : status === 429 ? 'RATE_LIMITED' : `HTTP_${status}`,
    message:
      typeof inner.message === 'string' && inner.message
        ? inner.message
        : status === 429
          ? 'Too many attempts. Please wait a moment and try again.'
          : GENERIC,
    fields,
    retryAfter,
    // Only a path of our own: the screens link to it.
    upgradeUrl: typeof inner.upgradeUrl === 'string' && inner.upgradeUrl.startsWith('/') ? inner.upgradeUrl : undefined,
  });
}

/** Network failures become an ApiError too, so every screen has one error path. */
export const networkError = () =>
  new ApiError({
    status: 0,
    code: 'NETWORK',
    message: 'We could not reach Lotline. Check your connection and try again.',
  });

/**
 * Request to our own API, answered in JSON; throws ApiError on any non-2xx answer (an abort stays
 * an abort). The body goes as JSON, or as multipart when it is FormData (file uploads: the browser
 * writes the content type with its boundary). `headers` adds request headers (an Idempotency-Key).
 */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Readonly<Record<string, string>> } = {},
): Promise<T> {
  const multipart = init.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: multipart ? (init.body as FormData) : JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw networkError();
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) throw toApiError(res.status, body);
  return body as T;
}
