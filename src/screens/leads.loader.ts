import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { leadQueries } from '../features/leads/queries';

/**
 * The page of leads the URL asks for, and the people leads can be assigned to (the filters and the
 * bulk bar read them), under the same query keys the screen reads. Fetched after the screen had
 * mounted, the people's answer re-rendered the whole list a moment after it showed (issue 14).
 */
export const load: ScreenLoader<SearchOf<'leads'>> = async ({ context, search }) => {
  const { lead, ...query } = search;
  // A notification's link to one lead: the screen sends it on, so there is no list to load.
  if (lead) return;
  await waitBriefly(
    Promise.all([
      context.queryClient.ensureQueryData(leadQueries.list(query)),
      context.queryClient.ensureQueryData(leadQueries.assignees()),
    ]),
  );
};
