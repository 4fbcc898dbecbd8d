import { overviewQueries } from '../features/overview/queries';
import { waitBriefly, type ScreenLoader } from '../lib/route-loader';

/** The home's one read, under the same query key the screen reads. */
export const load: ScreenLoader = async ({ context }) => {
  await waitBriefly(context.queryClient.ensureQueryData(overviewQueries.get()));
};
