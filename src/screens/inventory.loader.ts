import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { inventoryQueries } from '../features/inventory/queries';

/** The page of stock the URL asks for, under the same query key the screen reads. */
export const load: ScreenLoader<SearchOf<'inventory'>> = async ({ context, search }) => {
  await waitBriefly(context.queryClient.ensureQueryData(inventoryQueries.list(search)));
};
