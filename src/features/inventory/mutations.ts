/**
 * Inventory writes. Each invalidates what it changed: the lists (counts and rows) always, and the
 * one vehicle's detail, price history and events when it is about one vehicle.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BulkActionInput, CreateVehicleInput, UpdateVehicleInput, Vehicle } from '../../shared/schemas/vehicles';
import type { VehicleStatus } from '../../shared/vehicles';
import { inventoryApi, type UpdateInventorySettingsInput } from './api';
import { inventoryQueries } from './queries';

const refreshLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: inventoryQueries.lists() });

/** The answer is the vehicle as saved: put it in the cache, then refetch its history and the lists. */
const afterVehicleWrite = async (queryClient: QueryClient, vehicle: Vehicle) => {
  queryClient.setQueryData(inventoryQueries.detail(vehicle.id).queryKey, vehicle);
  await Promise.all([
    refreshLists(queryClient),
    queryClient.invalidateQueries({ queryKey: inventoryQueries.priceHistory(vehicle.id).queryKey }),
    queryClient.invalidateQueries({ queryKey: inventoryQueries.events(vehicle.id).queryKey }),
  ]);
};

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateVehicleInput) => inventoryApi.create(input),
    onSuccess: (vehicle) => afterVehicleWrite(queryClient, vehicle),
  });
}

export function useUpdateVehicle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateVehicleInput) => inventoryApi.update(id, input),
    onSuccess: (vehicle) => afterVehicleWrite(queryClient, vehicle),
  });
}

export function useChangeStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: VehicleStatus) => inventoryApi.changeStatus(id, status),
    onSuccess: (vehicle) => afterVehicleWrite(queryClient, vehicle),
  });
}

export function useSetListed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listed: boolean) => inventoryApi.setListed(id, listed),
    onSuccess: (vehicle) => afterVehicleWrite(queryClient, vehicle),
  });
}

/** Bulk changes touch many vehicles: every inventory read is refetched. */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkActionInput) => inventoryApi.bulk(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQueries.all }),
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => inventoryApi.remove(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: inventoryQueries.detail(id).queryKey });
      return refreshLists(queryClient);
    },
  });
}

/** Undo of a delete (single or bulk), within DELETE_UNDO_SECONDS. */
export function useRestoreVehicles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => inventoryApi.restore(ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQueries.all }),
  });
}

export function useUpdateInventorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInventorySettingsInput) => inventoryApi.updateSettings(input),
    onSuccess: (settings) => queryClient.setQueryData(inventoryQueries.settings().queryKey, settings),
  });
}
