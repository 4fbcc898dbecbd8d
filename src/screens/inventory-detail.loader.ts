import { waitBriefly, type ScreenLoader } from '../lib/route-loader';
import { inventoryQueries } from '../features/inventory/queries';

/** A row hovered in the list starts loading its vehicle, so the click shows it at once. */
export const load: ScreenLoader = async ({ context, params }) => {
  await waitBriefly(context.queryClient.ensureQueryData(inventoryQueries.detail(params.id ?? '')));
};
