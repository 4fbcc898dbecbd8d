import { waitBriefly, type ScreenLoader } from '../lib/route-loader';
import { inventoryQueries } from '../features/inventory/queries';
import { loadPhotoManager } from '../features/inventory/photos/lazy-photo-manager';

/**
 * A row hovered in the list starts loading its vehicle, so the click shows it at once. A page
 * opening on its Photos tab also has the photo manager's chunk (lazy-photo-manager.tsx).
 */
export const load: ScreenLoader = async ({ context, params, search }) => {
  await Promise.all([
    waitBriefly(context.queryClient.ensureQueryData(inventoryQueries.detail(params.id ?? ''))),
    search['tab'] === 'photos' ? loadPhotoManager() : undefined,
  ]);
};
