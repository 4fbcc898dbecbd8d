/**
 * Favorites: the heart on a card and on a listing is optimistic (it flips at once, and flips back
 * with a toast if the server says no); the favorites list is refreshed after either.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toaster } from '../../components/ui/toaster';
import type { ListingDetail, MarketplacePage } from '../../shared/schemas/vehicles';
import { marketplaceApi } from './api';
import { favoriteQueries, marketplaceQueries } from './queries';

/** Marks `vehicleId` favorited (or not) in every cached page and in its cached detail. */
const setFavorited = (queryClient: QueryClient, vehicleId: string, favorited: boolean) => {
  queryClient.setQueriesData<MarketplacePage>({ queryKey: marketplaceQueries.lists() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === vehicleId ? { ...item, favorited } : item)) } : page,
  );
  queryClient.setQueryData<ListingDetail>(marketplaceQueries.detail(vehicleId).queryKey, (listing) =>
    listing ? { ...listing, favorited } : listing,
  );
};

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, favorited }: { vehicleId: string; favorited: boolean }) =>
      favorited ? marketplaceApi.save(vehicleId) : marketplaceApi.remove(vehicleId),
    onMutate: async ({ vehicleId, favorited }) => {
      await queryClient.cancelQueries({ queryKey: marketplaceQueries.all });
      setFavorited(queryClient, vehicleId, favorited);
    },
    onError: (_error, { vehicleId, favorited }) => {
      setFavorited(queryClient, vehicleId, !favorited);
      toaster.create({
        type: 'error',
        title: favorited ? 'Could not save this vehicle' : 'Could not remove this vehicle',
        description: 'Check your connection and try again.',
      });
    },
    // The lists are fetched again too: onMutate cancelled any list still loading (a filter just
    // applied), which would otherwise keep showing the page from before, heart unfilled.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favoriteQueries.all }),
        queryClient.invalidateQueries({ queryKey: marketplaceQueries.lists() }),
      ]),
  });
}

/** Removes a saved vehicle from the favorites list (the screen offers Undo before calling it). */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicleId: string) => marketplaceApi.remove(vehicleId),
    onSuccess: (_data, vehicleId) => setFavorited(queryClient, vehicleId, false),
    onError: () =>
      toaster.create({
        type: 'error',
        title: 'Could not remove this vehicle',
        description: 'Check your connection and try again.',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteQueries.all }),
  });
}
