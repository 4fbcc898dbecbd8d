/**
 * Photo writes. Each puts the answer into the vehicle's cached detail (so the grid moves at once)
 * and refetches what depends on photos: the detail, its activity and the inventory lists (cover, count).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Photo, Vehicle } from '../../../shared/schemas/vehicles';
import { inventoryQueries } from '../queries';
import { photosApi } from './api';

const setCachedPhotos = (queryClient: QueryClient, vehicleId: string, update: (photos: Photo[]) => Photo[]) => {
  queryClient.setQueryData<Vehicle>(inventoryQueries.detail(vehicleId).queryKey, (vehicle) =>
    vehicle ? { ...vehicle, photos: update(vehicle.photos) } : vehicle,
  );
};

export const refreshAfterPhotos = (queryClient: QueryClient, vehicleId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: inventoryQueries.detail(vehicleId).queryKey }),
    queryClient.invalidateQueries({ queryKey: inventoryQueries.events(vehicleId).queryKey }),
    queryClient.invalidateQueries({ queryKey: inventoryQueries.lists() }),
  ]);

/** After one upload: append it to the cached detail, then refetch (covers and counts come from the server). */
export const photoUploaded = (queryClient: QueryClient, vehicleId: string, photo: Photo) => {
  setCachedPhotos(queryClient, vehicleId, (photos) => [...photos.filter((p) => p.id !== photo.id), photo]);
  return refreshAfterPhotos(queryClient, vehicleId);
};

export function useReorderPhotos(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoIds, coverPhotoId }: { photoIds: string[]; coverPhotoId?: string | null }) =>
      photosApi.reorder(vehicleId, photoIds, coverPhotoId),
    onSuccess: (photos) => {
      setCachedPhotos(queryClient, vehicleId, () => photos);
      return refreshAfterPhotos(queryClient, vehicleId);
    },
  });
}

export function useUpdatePhotoAlt(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, alt }: { photoId: string; alt: string }) => photosApi.updateAlt(vehicleId, photoId, alt),
    onSuccess: (photo) => {
      setCachedPhotos(queryClient, vehicleId, (photos) => photos.map((p) => (p.id === photo.id ? photo : p)));
      return refreshAfterPhotos(queryClient, vehicleId);
    },
  });
}

export function useDeletePhoto(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => photosApi.remove(vehicleId, photoId),
    onSuccess: (photos) => {
      setCachedPhotos(queryClient, vehicleId, () => photos);
      return refreshAfterPhotos(queryClient, vehicleId);
    },
  });
}
