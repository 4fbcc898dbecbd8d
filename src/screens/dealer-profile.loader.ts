import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { dealerQueries } from '../features/dealers/queries';

/** The dealer a link points at starts loading on hover, so the click shows it at once. */
export const load: ScreenLoader<SearchOf<'dealer-profile'>> = async ({ context, params, search }) => {
  await waitBriefly(context.queryClient.prefetchQuery(dealerQueries.profile(params.slug ?? '', search.page)));
};
