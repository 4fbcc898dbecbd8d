import { waitBriefly, type ScreenLoader } from '../lib/route-loader';
import { customerQueries } from '../features/customers/queries';

/** A row hovered in the list starts loading its customer, so the click shows them at once. */
export const load: ScreenLoader = async ({ context, params }) => {
  await waitBriefly(context.queryClient.ensureQueryData(customerQueries.detail(params.id ?? '')));
};
