import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { dealQueries } from '../features/deals/queries';

/** The board, or the page of the list the URL asks for, under the same query key the screen reads. */
export const load: ScreenLoader<SearchOf<'deals'>> = async ({ context, search }) => {
  const { view, deal: _deal, ...query } = search;
  const { queryClient } = context;
  await waitBriefly(
    view === 'list'
      ? queryClient.ensureQueryData(dealQueries.list(query))
      : queryClient.ensureQueryData(dealQueries.board()),
  );
};
