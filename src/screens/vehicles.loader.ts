import { marketplaceQueries } from '../features/marketplace/queries';
import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';

/** The page of listings the URL asks for, under the same query key the screen reads. */
export const load: ScreenLoader<SearchOf<'vehicles'>> = async ({ context, search }) => {
  await waitBriefly(context.queryClient.prefetchQuery(marketplaceQueries.list(search)));
};
