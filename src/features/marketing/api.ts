// The error type and JSON fetch are shared by every area (src/lib/api-error.ts).
export { ApiError, apiFetch, toApiError } from '../../lib/api-error';
import { ApiError } from '../../lib/api-error';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
