import { marketplaceQueries } from '../features/marketplace/queries';
import { waitBriefly, type ScreenLoader } from '../lib/route-loader';

/** The listing, under the same query key the screen reads (a 404 is the screen's Not Found). */
export const load: ScreenLoader = async ({ context, params }) => {
  if (params.id) await waitBriefly(context.queryClient.prefetchQuery(marketplaceQueries.detail(params.id)));
};
