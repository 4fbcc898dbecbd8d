import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { reportQueries } from '../features/reports/queries';

/** The range the URL asks for, under the same query key the screen reads. */
export const load: ScreenLoader<SearchOf<'reports'>> = async ({ context, search }) => {
  await waitBriefly(
    context.queryClient.ensureQueryData(
      reportQueries.get({ from: search.from || undefined, to: search.to || undefined }),
    ),
  );
};
