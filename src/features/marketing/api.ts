import { ApiError } from '../../lib/api-error';

/** A 404 is an answer (no such post or page), not a failure to retry. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
