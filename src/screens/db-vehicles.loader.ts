import { referenceQueries, vinQueries } from '../lib/reference-queries';
import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';

/** The tab's page (or the VIN's check) under the same query key the screen reads. */
export const load: ScreenLoader<SearchOf<'db-vehicles'>> = async ({ context, search }) => {
  const admin = (await context.getViewer())?.roles.includes('admin') ?? false;
  const options = { includeHidden: admin };
  const query =
    search.tab === 'makes'
      ? referenceQueries.makes(search.q, search.page, options)
      : search.tab === 'models'
        ? referenceQueries.models({ make: search.make, q: search.q, page: search.page }, options)
        : search.tab === 'wmis'
          ? referenceQueries.wmis(search.q, search.page, options)
          : search.vin
            ? vinQueries.check(search.vin)
            : null;
  if (query) await waitBriefly(context.queryClient.prefetchQuery(query as never));
};
