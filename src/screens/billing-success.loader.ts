import { billingQueries } from '../features/billing/queries';
import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';

/** The checkout the URL names, under the same query key the screen reads. */
export const load: ScreenLoader<SearchOf<'billing-success'>> = async ({ context, search }) => {
  if (!search.checkout) return;
  await waitBriefly(context.queryClient.ensureQueryData(billingQueries.checkout(search.checkout)));
};
