/**
 * Every call the inventory area makes to /api/inventory… (engineer A's routes) and the VIN check,
 * typed from the shared schemas the server validates with. Screens and forms never call fetch
 * themselves; stories answer these calls at the network (stories/builders/vehicles.ts).
 */
import { apiFetch } from '../../lib/api-error';
import type {
  BulkActionInput,
  BulkResult,
  CreateVehicleInput,
  InventoryPage,
  InventoryQuery,
  InventorySettings,
  UpdateInventorySettingsInput,
  PriceChange,
  UpdateVehicleInput,
  Vehicle,
  VehicleEvent,
} from '../../shared/schemas/vehicles';
import type { VehicleStatus } from '../../shared/vehicles';
import { inventorySearchString } from './search-params';

/** GET/PATCH /api/inventory/settings: the dealership's inventory rules (shared schemas). */
export type { InventorySettings, UpdateInventorySettingsInput };

/** POST /api/inventory/bulk: how many changed, and each vehicle left alone with the reason. */
export type { BulkResult };

const id$ = (id: string) => `/api/inventory/${encodeURIComponent(id)}`;

export const inventoryApi = {
  list: (query: Partial<InventoryQuery>, signal?: AbortSignal) =>
    apiFetch<InventoryPage>(`/api/inventory${inventorySearchString(query)}`, signal ? { signal } : {}),
  get: async (id: string, signal?: AbortSignal) =>
    (await apiFetch<{ vehicle: Vehicle }>(id$(id), signal ? { signal } : {})).vehicle,
  create: async (input: CreateVehicleInput) =>
    (await apiFetch<{ vehicle: Vehicle }>('/api/inventory', { body: input })).vehicle,
  update: async (id: string, input: UpdateVehicleInput) =>
    (await apiFetch<{ vehicle: Vehicle }>(id$(id), { method: 'PATCH', body: input })).vehicle,
  changeStatus: async (id: string, status: VehicleStatus) =>
    (await apiFetch<{ vehicle: Vehicle }>(`${id$(id)}/status`, { body: { status } })).vehicle,
  setListed: async (id: string, listed: boolean) =>
    (await apiFetch<{ vehicle: Vehicle }>(`${id$(id)}/listed`, { body: { listed } })).vehicle,
  bulk: (input: BulkActionInput) => apiFetch<BulkResult>('/api/inventory/bulk', { body: input }),
  remove: async (id: string) => {
    await apiFetch<unknown>(id$(id), { method: 'DELETE' });
  },
  restore: async (ids: readonly string[]) => {
    await apiFetch<unknown>('/api/inventory/restore', { body: { ids } });
  },
  priceHistory: async (id: string, signal?: AbortSignal) =>
    (await apiFetch<{ changes: PriceChange[] }>(`${id$(id)}/price-history`, signal ? { signal } : {})).changes,
  events: async (id: string, signal?: AbortSignal) =>
    (await apiFetch<{ events: VehicleEvent[] }>(`${id$(id)}/events`, signal ? { signal } : {})).events,
  settings: async (signal?: AbortSignal) =>
    (await apiFetch<{ settings: InventorySettings }>('/api/inventory/settings', signal ? { signal } : {})).settings,
  updateSettings: async (input: UpdateInventorySettingsInput) =>
    (await apiFetch<{ settings: InventorySettings }>('/api/inventory/settings', { method: 'PATCH', body: input }))
      .settings,
};
