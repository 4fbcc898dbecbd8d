import { favoriteQueries } from '../features/marketplace/queries';
import { waitBriefly, type ScreenLoader } from '../lib/route-loader';

/** The person's saved vehicles, under the same query key the screen reads. */
export const load: ScreenLoader = async ({ context }) => {
  await waitBriefly(context.queryClient.ensureQueryData(favoriteQueries.list()));
};
