import type { ConversationListQuery } from './api';

/** The Messages screen's URL (registry entry `messages`) as the list's query. */
export interface MessagesSearch {
  readonly c: string;
  readonly filter: 'all' | 'unread';
  readonly view: 'all' | 'mine';
  readonly q: string;
  readonly page: number;
}

/** The list the URL asks for; "assigned to me" is a dealer's view (a shopper's list is theirs anyway). */
export const listQueryOf = (search: MessagesSearch, dealerStaff: boolean): ConversationListQuery => ({
  filter: search.filter,
  q: search.q || undefined,
  view: dealerStaff ? search.view : undefined,
  page: search.page,
});
