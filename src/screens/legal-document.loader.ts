import type { ScreenLoader } from '../lib/route-loader';
import { marketingQueries } from '../features/marketing/queries';

export const load: ScreenLoader = async ({ context, params }) => {
  await context.queryClient.prefetchQuery(marketingQueries.contentItem('legal', params.slug ?? ''));
};
