import { notificationQueries } from '../features/notifications/queries';
import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';

/** The page of notifications the URL asks for, under the key the screen reads. */
export const load: ScreenLoader<SearchOf<'notifications'>> = async ({ context, search }) => {
  await waitBriefly(context.queryClient.ensureQueryData(notificationQueries.list(search)));
};
