/**
 * Every call the Sell › Deals screens make to /api/deals…, typed from the shared schemas the server
 * validates with. Screens never call fetch themselves; stories answer these calls at the network
 * (stories/builders/deals.ts).
 */
import { apiFetch } from '../../lib/api-error';
import type {
  CreateDealInput,
  Deal,
  DealBoard,
  DealEvent,
  DealOptions,
  DealQuery,
  DealsPage,
  MoveDealInput,
  UpdateDealInput,
} from '../../shared/schemas/deals';
import type { InventoryPage } from '../../shared/schemas/vehicles';
import { dealSearchString } from './search-params';

const id$ = (id: string) => `/api/deals/${encodeURIComponent(id)}`;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const dealsApi = {
  board: (signal?: AbortSignal) => apiFetch<DealBoard>('/api/deals/board', opts(signal)),
  list: (query: Partial<DealQuery>, signal?: AbortSignal) =>
    apiFetch<DealsPage>(`/api/deals${dealSearchString(query)}`, opts(signal)),
  options: (signal?: AbortSignal) => apiFetch<DealOptions>('/api/deals/options', opts(signal)),
  get: async (id: string, signal?: AbortSignal) => (await apiFetch<{ deal: Deal }>(id$(id), opts(signal))).deal,
  history: async (id: string, signal?: AbortSignal) =>
    (await apiFetch<{ items: DealEvent[] }>(`${id$(id)}/history`, opts(signal))).items,
  create: async (input: CreateDealInput) => (await apiFetch<{ deal: Deal }>('/api/deals', { body: input })).deal,
  update: async (id: string, input: UpdateDealInput) =>
    (await apiFetch<{ deal: Deal }>(id$(id), { method: 'PATCH', body: input })).deal,
  move: async (id: string, input: MoveDealInput) =>
    (await apiFetch<{ deal: Deal }>(`${id$(id)}/stage`, { body: input })).deal,
  /** The dealership's vehicles matching `q`, for the new deal's vehicle picker. */
  vehicles: (q: string, signal?: AbortSignal) =>
    apiFetch<InventoryPage>(`/api/inventory?q=${encodeURIComponent(q)}&status=available`, opts(signal)),
};
