import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { dealerQueries } from '../features/dealers/queries';

/**
 * The directory page the URL asks for, under the key the screen reads. Unlike other loaders this
 * one rethrows a failure that arrives within the wait: the area has its own error screen (the
 * route's errorComponent), and the screen throws a later failure to it the same way.
 */
export const load: ScreenLoader<SearchOf<'dealers'>> = async ({ context, search }) => {
  let failure: unknown;
  await waitBriefly(
    context.queryClient.ensureQueryData(dealerQueries.directory(search)).catch((error: unknown) => {
      failure = error;
    }),
  );
  if (failure) throw failure;
};
