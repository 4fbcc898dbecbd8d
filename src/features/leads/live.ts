/**
 * How the leads caches follow the live stream (the dashboard layout hands this to the live
 * feature's <LiveSync>): a new lead or a change to one refetches the lists (rows, counts, flags)
 * and that lead with its timeline; a message, which writes its lead's timeline and may stop the
 * response timer, refetches the open leads; after a drop, everything of the area is refetched.
 * Only queries on screen refetch; the rest are marked stale.
 */
import type { QueryClient } from '@tanstack/react-query';
import { leadQueries } from './queries';

type EventData = Readonly<Record<string, unknown>>;

const leadIdOf = (data: EventData): string | null => (typeof data['leadId'] === 'string' ? data['leadId'] : null);

export const leadsLiveSync = (queryClient: QueryClient) => {
  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: leadQueries.lists() });
  const refreshLead = (id: string | null) =>
    void queryClient.invalidateQueries({ queryKey: id ? [...leadQueries.details(), id] : leadQueries.details() });
  return {
    'lead.created': () => refreshLists(),
    'lead.updated': (data: EventData) => {
      refreshLists();
      refreshLead(leadIdOf(data));
    },
    'message.created': () => {
      refreshLists();
      refreshLead(null);
    },
    reconnected: () => void queryClient.invalidateQueries({ queryKey: leadQueries.all }),
  };
};
