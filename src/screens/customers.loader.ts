import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { customerQueries } from '../features/customers/queries';

/** The page of customers the URL asks for, under the same query key the screen reads. */
export const load: ScreenLoader<SearchOf<'customers'>> = async ({ context, search }) => {
  await waitBriefly(context.queryClient.ensureQueryData(customerQueries.list(search)));
};
