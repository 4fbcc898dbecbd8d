import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Text, Timeline, VisuallyHidden } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  ArrowDownLeft,
  ArrowUpRight,
  CalendarClock,
  CircleDot,
  DollarSign,
  GitMerge,
  Handshake,
  PhoneCall,
  Sparkles,
  StickyNote,
  UserRound,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LeadEventKind } from '../../../shared/respond';
import type { LeadEvent } from '../../../shared/schemas/leads';
import { formatDateTime } from '../format';
import { leadQueries } from '../queries';

const ICONS: Readonly<Record<LeadEventKind, ReactNode>> = {
  created: <Sparkles aria-hidden />,
  message_in: <ArrowDownLeft aria-hidden />,
  message_out: <ArrowUpRight aria-hidden />,
  status: <CircleDot aria-hidden />,
  assigned: <UserRound aria-hidden />,
  follow_up: <CalendarClock aria-hidden />,
  note: <StickyNote aria-hidden />,
  call: <PhoneCall aria-hidden />,
  price_change: <DollarSign aria-hidden />,
  merged: <GitMerge aria-hidden />,
  deal: <Handshake aria-hidden />,
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The words behind an entry, when it has any: a message's preview, a note, a call's notes, a reason's note. */
const detailOf = (event: LeadEvent): string | null => {
  switch (event.kind) {
    case 'message_in':
    case 'message_out':
      return text(event.data['preview']);
    case 'note':
      return text(event.data['body']);
    case 'call':
      return text(event.data['note']);
    case 'status':
      return text(event.data['reasonNote']);
    default:
      return null;
  }
};

/**
 * The entry's sentence. A follow-up's time is the reader's own (the server writes it in UTC).
 */
const summaryOf = (event: LeadEvent): string => {
  if (event.kind === 'follow_up') {
    const at = text(event.data['at']);
    return at && !Number.isNaN(Date.parse(at)) ? `Follow-up set for ${formatDateTime(at)}` : 'Follow-up cleared';
  }
  return event.summary;
};

/**
 * Everything that happened to the lead, newest first, with who and when: messages, status changes,
 * assignment, follow-ups, notes, calls and the vehicle's price changes. It refetches when the lead
 * changes (a write here, or a live event), and a new entry is announced to screen readers.
 */
export function LeadTimeline({ leadId }: { leadId: string }) {
  const timeline = useInfiniteQuery(leadQueries.timeline(leadId));
  const items = timeline.data?.pages.flatMap((p) => p.items) ?? [];
  const newest = items[0];
  const seen = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!newest) return;
    if (seen.current !== null && seen.current !== newest.id)
      setAnnouncement(`New on the timeline: ${summaryOf(newest)}`);
    seen.current = newest.id;
  }, [newest]);

  return (
    <Card.Root data-testid="lead-timeline">
      <Card.Header>
        <Heading as="h2" size="md">
          Timeline
        </Heading>
      </Card.Header>
      <Card.Body>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        {timeline.isPending ? (
          <Stack gap="3" aria-busy="true">
            <VisuallyHidden>Loading the timeline…</VisuallyHidden>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="10" />
            ))}
          </Stack>
        ) : timeline.isError ? (
          <HStack>
            <Text color="fg.error">Could not load the timeline.</Text>
            <Button size="sm" variant="outline" onClick={() => void timeline.refetch()}>
              Try again
            </Button>
          </HStack>
        ) : items.length === 0 ? (
          <Text color="fg.muted">Nothing has happened on this lead yet.</Text>
        ) : (
          <Stack gap="4">
            <Timeline.Root size="md" as="ol" aria-label="Lead timeline" data-testid="timeline-list">
              {items.map((event) => {
                const detail = detailOf(event);
                return (
                  <Timeline.Item key={event.id} as="li" data-kind={event.kind}>
                    <Timeline.Connector>
                      <Timeline.Separator />
                      <Timeline.Indicator>{ICONS[event.kind]}</Timeline.Indicator>
                    </Timeline.Connector>
                    <Timeline.Content>
                      <Timeline.Title>{summaryOf(event)}</Timeline.Title>
                      <Timeline.Description>
                        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                        {event.actor ? ` · ${event.actor.name}` : ''}
                      </Timeline.Description>
                      {detail && (
                        <Box
                          mt="1"
                          px="3"
                          py="2"
                          borderRadius="md"
                          bg="bg.muted"
                          fontSize="sm"
                          whiteSpace="pre-wrap"
                          overflowWrap="anywhere"
                        >
                          {detail}
                        </Box>
                      )}
                    </Timeline.Content>
                  </Timeline.Item>
                );
              })}
            </Timeline.Root>
            {timeline.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                alignSelf="center"
                loading={timeline.isFetchingNextPage}
                onClick={() => void timeline.fetchNextPage()}
              >
                Show older
              </Button>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
