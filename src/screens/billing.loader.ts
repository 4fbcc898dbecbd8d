import { billingQueries } from '../features/billing/queries';
import { waitBriefly, type ScreenLoader } from '../lib/route-loader';

/** The plan, usage and invoices, under the same query key the screen reads. */
export const load: ScreenLoader = async ({ context }) => {
  await waitBriefly(context.queryClient.ensureQueryData(billingQueries.overview()));
};
