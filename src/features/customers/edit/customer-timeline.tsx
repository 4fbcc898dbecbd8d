/**
 * Everything that happened across the customer's leads, newest first (messages, status changes,
 * assignments, notes, calls…), with who and when; "Load more" reads the older events.
 */
import { Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../format';
import { customerQueries } from '../queries';

export function CustomerTimeline({ customerId }: { customerId: string }) {
  const timeline = useInfiniteQuery(customerQueries.timeline(customerId));
  const events = timeline.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card.Root variant="outline">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          Timeline
        </Heading>
      </Card.Header>
      <Card.Body>
        {timeline.isPending ? (
          <Stack gap="3" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="10" />
            ))}
          </Stack>
        ) : timeline.isError ? (
          <Stack gap="2" align="flex-start">
            <Text color="fg.error">We could not load the timeline.</Text>
            <Button size="sm" variant="outline" onClick={() => void timeline.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : events.length === 0 ? (
          <Text color="fg.muted">Nothing has happened yet.</Text>
        ) : (
          <Stack gap="4">
            <Stack as="ol" gap="3" listStyleType="none" data-testid="customer-timeline">
              {events.map((event) => (
                <Stack as="li" key={event.id} gap="0.5" borderStartWidth="2px" ps="3">
                  <Text fontSize="sm">{event.summary}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(event.at)}
                    {event.actor ? ` · ${event.actor.name}` : ''} ·{' '}
                    <Link to="/dashboard/leads/$id" params={{ id: event.leadId }}>
                      <Text as="span" textDecoration="underline">
                        Open the lead
                      </Text>
                    </Link>
                  </Text>
                </Stack>
              ))}
            </Stack>
            {timeline.hasNextPage && (
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => void timeline.fetchNextPage()}
                loading={timeline.isFetchingNextPage}
                loadingText="Loading…"
              >
                Load more
              </Button>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
