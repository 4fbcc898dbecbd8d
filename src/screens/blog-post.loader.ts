import { waitBriefly, type ScreenLoader } from '../lib/route-loader';
import { marketingQueries } from '../features/marketing/queries';

/** The post a link points at starts loading on hover, so the click shows it at once. */
export const load: ScreenLoader = async ({ context, params }) => {
  await waitBriefly(context.queryClient.prefetchQuery(marketingQueries.blogPost(params.slug ?? '')));
};
