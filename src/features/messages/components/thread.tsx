import { Box, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { AlertCircle, Check, CheckCheck, RotateCcw, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { Message, ReadState, SenderSide } from '../../../shared/schemas/messages';
import { dayKey, dayLabel, fullStamp, messageTime } from '../format';
import type { OutgoingMessage } from '../outbox';
import { MessageBody } from './message-body';

/** The other side's read receipt: how far they have read, from the caller's side. */
export function seenState(messages: readonly Message[], readState: ReadState, mySide: SenderSide) {
  const mine = messages.findLast((m) => m.side === mySide);
  if (!mine) return null;
  const theirLast = mySide === 'dealer' ? readState.shopperLastReadMessageId : readState.dealerLastReadMessageId;
  const theirAt = mySide === 'dealer' ? readState.shopperReadAt : readState.dealerReadAt;
  const readIndex = theirLast ? messages.findIndex((m) => m.id === theirLast) : -1;
  const seen = readIndex >= 0 && readIndex >= messages.indexOf(mine);
  return { messageId: mine.id, seen, at: seen ? theirAt : null };
}

function Bubble({
  mine,
  failed,
  faded,
  children,
}: {
  mine: boolean;
  failed?: boolean;
  faded?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      maxW={{ base: '85%', md: '70%' }}
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      px="3.5"
      py="2"
      borderRadius="xl"
      borderBottomRightRadius={mine ? 'sm' : 'xl'}
      borderBottomLeftRadius={mine ? 'xl' : 'sm'}
      // On its way: a lighter bubble (not a transparent one: its text keeps its contrast).
      bg={mine ? (faded ? 'blue.subtle' : 'blue.solid') : 'bg.muted'}
      color={mine ? (faded ? 'blue.fg' : 'blue.contrast') : 'fg'}
      outline={failed ? '2px solid' : undefined}
      outlineColor={failed ? 'red.solid' : undefined}
      css={mine ? { '& a': { color: 'inherit' } } : undefined}
    >
      {children}
    </Box>
  );
}

export interface ThreadProps {
  readonly messages: readonly Message[];
  readonly outgoing: readonly OutgoingMessage[];
  readonly viewerId: string;
  readonly mySide: SenderSide;
  readonly readState: ReadState;
  /** Who the thread is with, for its accessible name. */
  readonly counterpart: string;
  readonly onRetry: (localId: string) => void;
  readonly onDiscard: (localId: string) => void;
  /** Older messages exist: the button at the top loads them. */
  readonly olderAction?: ReactNode;
}

/**
 * The thread, oldest first, with day separators, each run of one sender's messages under their
 * name, the messages on their way (sending, or failed with Retry), and the other side's "Seen" under
 * the newest message of the caller's side. A log region: screen readers hear what arrives.
 */
export function Thread({
  messages,
  outgoing,
  viewerId,
  mySide,
  readState,
  counterpart,
  onRetry,
  onDiscard,
  olderAction,
}: ThreadProps) {
  const receipt = seenState(messages, readState, mySide);
  return (
    <Stack
      gap="1.5"
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={`Messages with ${counterpart}`}
      data-testid="thread"
    >
      {olderAction}
      {messages.map((m, i) => {
        const prev = messages[i - 1];
        const mine = m.side === mySide;
        const newDay = !prev || dayKey(prev.createdAt) !== dayKey(m.createdAt);
        const newRun = newDay || prev?.sender.id !== m.sender.id;
        return (
          <Fragment key={m.id}>
            {newDay && (
              <HStack gap="3" my="3" aria-hidden>
                <Separator flex="1" />
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {dayLabel(m.createdAt)}
                </Text>
                <Separator flex="1" />
              </HStack>
            )}
            {newRun && m.sender.id !== viewerId && (
              <Text fontSize="xs" color="fg.muted" alignSelf={mine ? 'flex-end' : 'flex-start'} mt="2">
                {m.sender.name}
              </Text>
            )}
            <Bubble mine={mine}>
              <MessageBody body={m.body} />
            </Bubble>
            <Text
              as="span"
              fontSize="xs"
              color="fg.muted"
              alignSelf={mine ? 'flex-end' : 'flex-start'}
              title={fullStamp(m.createdAt)}
            >
              <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
              {receipt?.messageId === m.id && (
                <Text as="span" ms="2" data-testid="read-receipt">
                  {receipt.seen ? (
                    <>
                      <CheckCheck size={12} aria-hidden style={{ display: 'inline', verticalAlign: 'middle' }} /> Seen
                      {receipt.at ? ` ${messageTime(receipt.at)}` : ''}
                    </>
                  ) : (
                    <>
                      <Check size={12} aria-hidden style={{ display: 'inline', verticalAlign: 'middle' }} /> Sent
                    </>
                  )}
                </Text>
              )}
            </Text>
          </Fragment>
        );
      })}
      {outgoing.map((o) => (
        <Fragment key={o.localId}>
          <Bubble mine failed={o.status === 'failed'} faded={o.status === 'sending'}>
            <MessageBody body={o.body} />
          </Bubble>
          {o.status === 'sending' ? (
            <Text as="span" fontSize="xs" color="fg.muted" alignSelf="flex-end">
              Sending…
            </Text>
          ) : (
            <Stack gap="1" alignSelf="flex-end" align="flex-end" data-testid="failed-send">
              <HStack gap="1" color="fg.error" fontSize="xs">
                <AlertCircle size={14} aria-hidden />
                <Text>Not sent. {o.error}</Text>
              </HStack>
              <HStack gap="1">
                <Button size="xs" variant="outline" onClick={() => onRetry(o.localId)}>
                  <RotateCcw /> Retry
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => onDiscard(o.localId)}
                  aria-label="Discard unsent message"
                >
                  <Trash2 /> Discard
                </Button>
              </HStack>
            </Stack>
          )}
        </Fragment>
      ))}
    </Stack>
  );
}
