import { waitBriefly, type ScreenLoader } from '../lib/route-loader';
import { leadQueries } from '../features/leads/queries';

/** A row hovered in the list starts loading its lead, so the click shows it at once. */
export const load: ScreenLoader = async ({ context, params }) => {
  await waitBriefly(context.queryClient.ensureQueryData(leadQueries.detail(params.id ?? '')));
};
