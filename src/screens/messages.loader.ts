import { messageQueries } from '../features/messages/queries';
import { listQueryOf } from '../features/messages/search-params';
import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { DEALER_ROLES } from '../shared/constants';

/** The list, and the open conversation with its newest messages, under the keys the screen reads. */
export const load: ScreenLoader<SearchOf<'messages'>> = async ({ context, search }) => {
  const viewer = await context.getViewer();
  const staff = Boolean(viewer?.roles.some((r) => (DEALER_ROLES as readonly string[]).includes(r)));
  const work: Promise<unknown>[] = [
    context.queryClient.ensureQueryData(messageQueries.list(listQueryOf(search, staff))),
  ];
  if (search.c) {
    work.push(
      context.queryClient.ensureQueryData(messageQueries.detail(search.c)),
      context.queryClient.ensureInfiniteQueryData(messageQueries.thread(search.c)),
    );
  }
  await waitBriefly(Promise.all(work));
};
