/** JSON requests to our own API with its one error shape `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string> }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
  }
}

const GENERIC = 'Something went wrong. Please try again.';

export const toApiError = (status: number, body: unknown): ApiError => {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error ?? {};
  const fields: Record<string, string> = {};
  if (error.fields && typeof error.fields === 'object') {
    for (const [k, v] of Object.entries(error.fields as Record<string, unknown>))
      if (typeof v === 'string') fields[k] = v;
  }
  return new ApiError({
    status,
    code: typeof error.code === 'string' ? error.code : `HTTP_${status}`,
    message:
      typeof error.message === 'string' && error.message
        ? error.message
        : status === 429
          ? 'Too many requests. Please wait a few minutes.'
          : GENERIC,
    fields,
  });
};

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: 'We could not reach Lotline. Check your connection and try again.',
    });
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
