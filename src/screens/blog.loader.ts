import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { marketingQueries } from '../features/marketing/queries';

/** The page of posts the URL asks for (page, tag), with the same query key the screen reads. */
export const load: ScreenLoader<SearchOf<'blog'>> = async ({ context, search }) => {
  await waitBriefly(context.queryClient.prefetchQuery(marketingQueries.blogList(search.page, search.tag)));
};
