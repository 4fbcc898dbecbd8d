import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { leadQueries } from '../features/leads/queries';

/** The page of leads the URL asks for, under the same query key the screen reads. */
export const load: ScreenLoader<SearchOf<'leads'>> = async ({ context, search }) => {
  const { lead, ...query } = search;
  // A notification's link to one lead: the screen sends it on, so there is no list to load.
  if (lead) return;
  await waitBriefly(context.queryClient.ensureQueryData(leadQueries.list(query)));
};
