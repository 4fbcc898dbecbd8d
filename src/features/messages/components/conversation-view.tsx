import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { EmptyPanel } from '../../../components/layout/page';
import { conversationDraft } from '../drafts';
import { useMarkRead } from '../mutations';
import { useOutbox } from '../outbox';
import { isMissingConversation, messageQueries, threadMessages } from '../queries';
import { Composer, type ComposerOutcome } from './composer';
import { counterpartOf } from './conversation-list';
import { ConversationHeader } from './conversation-header';
import { Thread } from './thread';

/** How close to the bottom (px) still counts as "reading the newest": new messages then scroll into view. */
const NEAR_BOTTOM = 120;

function ThreadSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" data-testid="loading" p="2">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        Loading the conversation…
      </Text>
      <Skeleton h="10" w="50%" borderRadius="xl" />
      <Skeleton h="14" w="60%" borderRadius="xl" alignSelf="flex-end" />
      <Skeleton h="10" w="40%" borderRadius="xl" />
    </Stack>
  );
}

/**
 * One conversation: the header with its vehicle, the thread (older pages on demand), and the
 * composer. Opening it marks it read (and again when a message arrives while it is open and the
 * tab is visible), which is what the other side's "Seen" and everyone's unread counts follow.
 */
export function ConversationView({
  conversationId,
  viewerId,
  errorBlock,
}: {
  conversationId: string;
  viewerId: string;
  /** The screen's error block (retry included) for a conversation that failed to load. */
  errorBlock: (retry: () => void) => ReactNode;
}) {
  const detail = useQuery(messageQueries.detail(conversationId));
  const thread = useInfiniteQuery(messageQueries.thread(conversationId));
  const outbox = useOutbox(conversationId);
  const markRead = useMarkRead(conversationId);
  const messages = useMemo(() => threadMessages(thread.data?.pages), [thread.data]);
  const conversation = detail.data;
  const mySide = conversation?.shopper.id === viewerId ? 'shopper' : 'dealer';

  // Read on open, and again when something new arrives while the thread is on screen (and the tab
  // is visible). Once per newest message: a failed mark is not retried in a loop.
  const unread = conversation?.unreadCount ?? 0;
  const newestTheirs = messages.findLast((m) => m.side !== mySide)?.id ?? null;
  const { mutate: markReadNow } = markRead;
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!unread) return;
    const mark = () => {
      const target = `${newestTheirs}:${unread}`;
      if (document.visibilityState !== 'visible' || markedFor.current === target) return;
      markedFor.current = target;
      markReadNow();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unread, newestTheirs, markReadNow]);

  // Scrolling: the newest at the bottom on open; new messages scroll in when the reader is at the
  // bottom; loading older ones keeps the reader's place.
  const scroller = useRef<HTMLDivElement>(null);
  const lastSeen = useRef<{ first?: string; last?: string; height: number; nearBottom: boolean }>({
    height: 0,
    nearBottom: true,
  });
  const firstId = messages[0]?.id;
  const lastId = outbox.items.at(-1)?.localId ?? messages.at(-1)?.id;
  const sentByMe = outbox.items.at(-1)?.localId === lastId;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = lastSeen.current;
    const olderLoaded = before.first !== undefined && firstId !== before.first && lastId === before.last;
    if (olderLoaded) el.scrollTop += el.scrollHeight - before.height;
    else if (before.nearBottom || before.last === undefined || sentByMe) el.scrollTop = el.scrollHeight;
    lastSeen.current = {
      first: firstId,
      last: lastId,
      height: el.scrollHeight,
      nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM,
    };
  }, [firstId, lastId, sentByMe]);
  // Staying at the bottom while the pane or the thread changes size (the composer grows with its
  // text, a phone's keyboard opens): a reader at the newest message stays there.
  const loaded = Boolean(conversation && thread.data);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const keep = () => {
      if (lastSeen.current.nearBottom) el.scrollTop = el.scrollHeight;
    };
    const observer = new ResizeObserver(keep);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [loaded]);
  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    lastSeen.current = {
      ...lastSeen.current,
      height: el.scrollHeight,
      nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM,
    };
  }, []);

  // The live event of one's own send can arrive before the send's answer: show it once, not twice.
  const outgoing = useMemo(
    () =>
      outbox.items.filter(
        (o) =>
          !messages.some(
            (m) =>
              m.sender.id === viewerId &&
              m.body === o.body &&
              Date.parse(m.createdAt) >= Date.parse(o.createdAt) - 60_000,
          ),
      ),
    [outbox.items, messages, viewerId],
  );

  const send = useCallback((body: string): Promise<ComposerOutcome> => outbox.send(body), [outbox]);

  if (detail.isError && isMissingConversation(detail.error))
    return (
      <EmptyPanel
        icon={<MessageSquareOff />}
        title="This conversation is not available"
        description="It may belong to someone else, or the link is mistyped. Choose a conversation from the list."
      />
    );
  if (detail.isError || thread.isError)
    return errorBlock(() => {
      void detail.refetch();
      void thread.refetch();
    });
  if (!conversation || !thread.data) return <ThreadSkeleton />;

  const counterpart = counterpartOf(conversation, viewerId);
  return (
    <Stack gap="3" h="full" minH="0">
      <ConversationHeader conversation={conversation} mySide={mySide} counterpart={counterpart} />
      <Box ref={scroller} onScroll={onScroll} flex="1" minH="0" overflowY="auto" px="1" py="2">
        {messages.length === 0 && outgoing.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="8">
            No messages yet. Say hello.
          </Text>
        ) : (
          <Thread
            messages={messages}
            outgoing={outgoing}
            viewerId={viewerId}
            mySide={mySide}
            readState={conversation.readState}
            counterpart={counterpart}
            onRetry={(localId) => void outbox.retry(localId)}
            onDiscard={outbox.discard}
            olderAction={
              thread.hasNextPage ? (
                <Button
                  size="xs"
                  variant="outline"
                  alignSelf="center"
                  loading={thread.isFetchingNextPage}
                  onClick={() => void thread.fetchNextPage()}
                >
                  Load earlier messages
                </Button>
              ) : null
            }
          />
        )}
      </Box>
      <Composer
        draftKey={conversationDraft(conversationId)}
        onSend={send}
        label={`Message to ${counterpart}`}
        concurrent
      />
    </Stack>
  );
}
