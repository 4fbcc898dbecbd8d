import { waitBriefly, type ScreenLoader } from '../lib/route-loader';
import { blogAdminQueries } from '../features/blog-admin/queries';

/** A post hovered in the list starts loading, so Edit opens it filled in. */
export const load: ScreenLoader = async ({ context, params }) => {
  await waitBriefly(context.queryClient.ensureQueryData(blogAdminQueries.detail(params.id ?? '')));
};
