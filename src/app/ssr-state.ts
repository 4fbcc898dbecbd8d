import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { isNotFound } from '../features/marketing/api';

/**
 * The query cache a server-rendered page was rendered with, as JSON for the page, and back. Besides
 * answers, it carries "not found" errors: the server rendered "Not Found" for them, and hydration
 * must see the same state. An ApiError travels as its fields and becomes an ApiError again.
 */
interface SerializedApiError {
  readonly apiError: { status: number; code: string; message: string; fields: Record<string, string> };
}

export function dehydrateForPage(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || (query.state.status === 'error' && isNotFound(query.state.error)),
  });
  // `dehydrate` hands out the live queries' state objects: copy before replacing the error.
  const queries = state.queries.map((query) => {
    const error = query.state.error;
    if (!(error instanceof ApiError)) return query;
    const serialized: SerializedApiError = {
      apiError: { status: error.status, code: error.code, message: error.message, fields: { ...error.fields } },
    };
    return { ...query, state: { ...query.state, error: serialized } };
  });
  return JSON.stringify({ ...state, queries });
}

export function hydrateFromPage(queryClient: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as Partial<SerializedApiError> | null;
    if (error?.apiError) (query.state as { error: unknown }).error = new ApiError(error.apiError);
  }
  hydrate(queryClient, state);
}
