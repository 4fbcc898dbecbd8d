import { Button, Card, Heading, HStack, Skeleton, Stack, Text, Timeline, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  Camera,
  CircleDot,
  DollarSign,
  Eye,
  EyeOff,
  FilePlus,
  Heart,
  Inbox,
  MessageSquare,
  Pencil,
  RotateCcw,
  Trash2,
  Upload,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { VehicleEvent } from '../../../shared/schemas/vehicles';
import { inventoryQueries } from '../queries';
import { formatDateTime } from './format';

const ICONS: Readonly<Record<VehicleEvent['kind'], ReactNode>> = {
  created: <FilePlus aria-hidden />,
  imported: <Upload aria-hidden />,
  edited: <Pencil aria-hidden />,
  status: <CircleDot aria-hidden />,
  price: <DollarSign aria-hidden />,
  listed: <Eye aria-hidden />,
  unlisted: <EyeOff aria-hidden />,
  photos: <Camera aria-hidden />,
  deleted: <Trash2 aria-hidden />,
  restored: <RotateCcw aria-hidden />,
  lead: <Inbox aria-hidden />,
  message: <MessageSquare aria-hidden />,
  favorite: <Heart aria-hidden />,
};

/**
 * What happened to the vehicle, newest first, with who and when: its own changes, and the leads,
 * messages and favorites about it (a lead or message entry opens its lead).
 */
export function ActivitySection({ vehicleId }: { vehicleId: string }) {
  const events = useQuery(inventoryQueries.events(vehicleId));
  return (
    <Card.Root data-testid="activity-section">
      <Card.Header>
        <Heading as="h2" size="md">
          Activity
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Changes to this vehicle, and the leads, messages and favorites about it.{' '}
          <Link to="/dashboard/leads" search={{ vehicleId }} data-testid="vehicle-leads-link">
            <Text as="span" textDecoration="underline">
              See its leads
            </Text>
          </Link>
        </Text>
      </Card.Header>
      <Card.Body>
        {events.isPending ? (
          <Stack gap="3" aria-busy="true">
            <VisuallyHidden>Loading the activity…</VisuallyHidden>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="10" />
            ))}
          </Stack>
        ) : events.isError ? (
          <HStack>
            <Text color="fg.error">Could not load the activity.</Text>
            <Button size="sm" variant="outline" onClick={() => void events.refetch()}>
              Try again
            </Button>
          </HStack>
        ) : events.data.length === 0 ? (
          <Text color="fg.muted">Nothing has happened to this vehicle yet.</Text>
        ) : (
          <Timeline.Root size="md" as="ol" aria-label="Vehicle activity" data-testid="activity-list">
            {[...events.data]
              .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
              .map((event) => (
                <Timeline.Item key={event.id} as="li">
                  <Timeline.Connector>
                    <Timeline.Separator />
                    <Timeline.Indicator>{ICONS[event.kind]}</Timeline.Indicator>
                  </Timeline.Connector>
                  <Timeline.Content>
                    <Timeline.Title>
                      {event.leadId ? (
                        <Link to="/dashboard/leads/$id" params={{ id: event.leadId }}>
                          <Text as="span" textDecoration="underline">
                            {event.summary}
                          </Text>
                        </Link>
                      ) : (
                        event.summary
                      )}
                    </Timeline.Title>
                    <Timeline.Description>
                      <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                      {event.actor ? ` · ${event.actor}` : ''}
                    </Timeline.Description>
                  </Timeline.Content>
                </Timeline.Item>
              ))}
          </Timeline.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
