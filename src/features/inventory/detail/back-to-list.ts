import type { QueryClient } from '@tanstack/react-query';
import type { InventoryQuery } from '../../../shared/schemas/vehicles';
import { inventoryQueries } from '../queries';

/**
 * The inventory list view the person last looked at (filters, sort, page), so the breadcrumb goes
 * back to it rather than to the unfiltered list. The list's cache keys are its compact queries
 * (queries.ts), and the most recently fetched one is the view just left; with none cached (a
 * shared link opened cold) the breadcrumb goes to the plain list.
 */
export function lastInventorySearch(queryClient: QueryClient): Partial<InventoryQuery> {
  const lists = queryClient.getQueryCache().findAll({ queryKey: inventoryQueries.lists() });
  let latest: { at: number; query: Partial<InventoryQuery> } | null = null;
  for (const entry of lists) {
    const query = entry.queryKey[2];
    if (!query || typeof query !== 'object') continue;
    const at = entry.state.dataUpdatedAt;
    if (latest === null || at > latest.at) latest = { at, query: query as Partial<InventoryQuery> };
  }
  return latest?.query ?? {};
}
