import { Box, Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { MessagesSquare, Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { useViewer } from '../lib/session';
import { ErrorBlock } from '../features/marketing/components/query-state';
import { LiveStatusBanner, useLiveStatus } from '../features/live';
import { ConversationList, ConversationListSkeleton } from '../features/messages/components/conversation-list';
import { ConversationView } from '../features/messages/components/conversation-view';
import { messageQueries } from '../features/messages/queries';
import { listQueryOf } from '../features/messages/search-params';
import { DEALER_ROLES } from '../shared/constants';

const routeApi = getRouteApi('/dashboard/messages');

/** Narrows the list as you type, without a navigation per key. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <HStack gap="2" borderWidth="1px" borderRadius="md" px="2" flex="1" minW="0">
      <Search size={16} aria-hidden />
      <Input
        type="search"
        aria-label="Search conversations"
        placeholder="Search by name or vehicle"
        variant="flushed"
        border="0"
        size="sm"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </HStack>
  );
}

/**
 * Messages for dealer staff (the dealership's conversations) and shoppers (their own), one screen:
 * the list with unread counts beside the open thread (`?c=`), live over the tab's event stream.
 * On a phone the list and the thread take turns.
 */
export function MessagesScreen() {
  const route = routeById['messages'];
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const viewer = useViewer();
  const staff = Boolean(viewer?.roles.some((r) => (DEALER_ROLES as readonly string[]).includes(r)));
  const status = useLiveStatus();
  const list = useQuery(messageQueries.list(listQueryOf(search, staff)));
  const data = list.data;
  const selected = search.c;
  const viewerId = viewer?.id ?? '';
  const narrowed = search.filter === 'unread' || Boolean(search.q) || search.view === 'mine';
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  /** A new view of the list starts at its first page (a page change is its own history entry). */
  const setSearch = useCallback(
    (patch: Partial<typeof search>) =>
      void navigate({ search: (prev) => ({ ...prev, page: 1, ...patch }), replace: !('page' in patch) }),
    [navigate],
  );
  const onSearchText = useCallback((q: string) => setSearch({ q }), [setSearch]);

  return (
    <DashboardPage
      title={headingOf(route)}
      description={staff ? 'Conversations with shoppers about your vehicles.' : 'Your conversations with dealers.'}
    >
      <LiveStatusBanner status={status} />
      <Grid
        // The stream's state, for tests and tools (the banner is what people see).
        data-live-status={status}
        templateColumns={{ base: '1fr', lg: 'minmax(18rem, 24rem) 1fr' }}
        gap={{ base: '4', lg: '6' }}
        alignItems="stretch"
      >
        <Stack
          as="section"
          aria-label="Conversations"
          gap="3"
          display={{ base: selected ? 'none' : 'flex', lg: 'flex' }}
          minW="0"
        >
          <HStack gap="2" wrap="wrap">
            <SearchBox value={search.q} onSearch={onSearchText} />
          </HStack>
          <HStack role="group" aria-label="Show" gap="1" wrap="wrap">
            {(['all', 'unread'] as const).map((f) => (
              <Button
                key={f}
                size="xs"
                variant={search.filter === f ? 'subtle' : 'ghost'}
                colorPalette={search.filter === f ? 'blue' : 'gray'}
                aria-pressed={search.filter === f}
                onClick={() => setSearch({ filter: f })}
              >
                {f === 'all' ? 'All' : 'Unread'}
                {f === 'unread' && data && data.unreadTotal > 0 && (
                  <Text as="span" fontWeight="normal" color="fg.muted">
                    {data.unreadTotal}
                  </Text>
                )}
              </Button>
            ))}
            {staff && (
              <Button
                size="xs"
                variant={search.view === 'mine' ? 'subtle' : 'ghost'}
                colorPalette={search.view === 'mine' ? 'blue' : 'gray'}
                aria-pressed={search.view === 'mine'}
                onClick={() => setSearch({ view: search.view === 'mine' ? 'all' : 'mine' })}
              >
                Assigned to me
              </Button>
            )}
          </HStack>
          {list.isPending ? (
            <ConversationListSkeleton />
          ) : list.isError ? (
            <ErrorBlock title="We could not load your conversations." onRetry={() => void list.refetch()} />
          ) : !data || data.items.length === 0 ? (
            narrowed ? (
              <EmptyPanel title="No conversations match" description="Try other words, or show all conversations.">
                <Button variant="outline" size="sm" onClick={() => setSearch({ q: '', filter: 'all', view: 'all' })}>
                  Show all
                </Button>
              </EmptyPanel>
            ) : staff ? (
              <EmptyPanel
                icon={<MessagesSquare />}
                title="No conversations yet"
                description="When a shopper messages you about a listed vehicle, the conversation appears here at once."
              />
            ) : (
              <EmptyPanel
                icon={<MessagesSquare />}
                title="No conversations yet"
                description="Found a vehicle you like? Message its dealer from the vehicle's page."
              >
                <Button asChild size="sm" colorPalette="blue">
                  <Link to="/dashboard/vehicles">Browse vehicles</Link>
                </Button>
              </EmptyPanel>
            )
          ) : (
            <Box opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
              <ConversationList items={data.items} viewerId={viewerId} selectedId={selected} />
              {pages > 1 && (
                <HStack as="nav" aria-label="Conversation pages" justify="space-between" mt="3" px="1">
                  <Button
                    variant="outline"
                    size="xs"
                    disabled={data.page <= 1}
                    onClick={() => setSearch({ page: data.page - 1 })}
                  >
                    Newer
                  </Button>
                  <Text fontSize="xs" color="fg.muted">
                    Page {data.page} of {pages}
                  </Text>
                  <Button
                    variant="outline"
                    size="xs"
                    disabled={data.page >= pages}
                    onClick={() => setSearch({ page: data.page + 1 })}
                  >
                    Older
                  </Button>
                </HStack>
              )}
            </Box>
          )}
        </Stack>
        <Box
          as="section"
          aria-label="Conversation"
          display={{ base: selected ? 'flex' : 'none', lg: 'flex' }}
          flexDirection="column"
          borderWidth={{ lg: '1px' }}
          borderRadius="xl"
          p={{ base: '0', lg: '4' }}
          h={{ base: 'calc(100dvh - 12rem)', lg: 'calc(100dvh - 14rem)' }}
          minH="28rem"
          minW="0"
        >
          {selected ? (
            <ConversationView
              key={selected}
              conversationId={selected}
              viewerId={viewerId}
              errorBlock={(retry) => <ErrorBlock title="We could not load this conversation." onRetry={retry} />}
            />
          ) : (
            <Stack flex="1" justify="center">
              <EmptyPanel
                icon={<MessagesSquare />}
                title="Choose a conversation"
                description="Its messages and the vehicle it is about show here."
              />
            </Stack>
          )}
        </Box>
      </Grid>
    </DashboardPage>
  );
}
