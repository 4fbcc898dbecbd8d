import { waitBriefly, type ScreenLoader } from '../lib/route-loader';
import { marketingQueries } from '../features/marketing/queries';

export const load: ScreenLoader = async ({ context, params }) => {
  await waitBriefly(context.queryClient.prefetchQuery(marketingQueries.contentItem('legal', params.slug ?? '')));
};
