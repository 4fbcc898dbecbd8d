/** Every call the dashboard home makes (src/server/routes/overview.ts). */
import { apiFetch } from '../../lib/api-error';
import type { Overview } from '../../shared/schemas/overview';

export const overviewApi = {
  get: (signal?: AbortSignal) => apiFetch<Overview>('/api/overview', signal ? { signal } : {}),
};
