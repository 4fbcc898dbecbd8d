import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { blogAdminQueries } from '../features/blog-admin/queries';

/** The page of posts the URL asks for, under the same query key the screen reads. */
export const load: ScreenLoader<SearchOf<'blog-admin'>> = async ({ context, search }) => {
  await waitBriefly(context.queryClient.ensureQueryData(blogAdminQueries.list(search)));
};
