import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { LazyInBrowser } from '../../../components/feedback/lazy-in-browser';
import type { PriceChange } from '../../../shared/schemas/vehicles';
import { inventoryQueries } from '../queries';
import { formatPrice } from '../search-params';
import { formatDateTime } from './format';

// recharts is most of this screen's JavaScript (~120 kB gzip) and only the Pricing tab draws a
// chart: it comes in its own chunk when the tab opens, and the skeleton holds the chart's height.
const PriceChart = lazy(() => import('./price-chart').then((m) => ({ default: m.PriceChart })));

function ChartSkeleton({ label }: { label: string }) {
  return (
    <Stack aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton h="64" />
    </Stack>
  );
}

function changeText(change: PriceChange): string {
  if (change.oldPriceCents === null) return 'Price set';
  if (change.newPriceCents === null) return 'Price removed';
  const diff = change.newPriceCents - change.oldPriceCents;
  if (diff === 0) return 'No change';
  return `${diff < 0 ? '−' : '+'}${formatPrice(Math.abs(diff))}`;
}

function PriceTable({ changes }: { changes: readonly PriceChange[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label="Price history" data-testid="price-history-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">From</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">To</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {/* Newest first to read; the chart runs oldest to newest. */}
          {[...changes].reverse().map((change) => (
            <Table.Row key={change.id}>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatPrice(change.oldPriceCents)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPrice(change.newPriceCents)}</Table.Cell>
              <Table.Cell textAlign="end">{changeText(change)}</Table.Cell>
              <Table.Cell>{change.changedBy ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The full price history: a step chart (the price held from each change on) and the same as a table. */
export function PriceHistory({ vehicleId }: { vehicleId: string }) {
  const history = useQuery(inventoryQueries.priceHistory(vehicleId));
  return (
    <Card.Root data-testid="price-history">
      <Card.Header>
        <Heading as="h2" size="md">
          Price history
        </Heading>
      </Card.Header>
      <Card.Body>
        {history.isPending ? (
          <ChartSkeleton label="Loading the price history…" />
        ) : history.isError ? (
          <HStack>
            <Text color="fg.error">Could not load the price history.</Text>
            <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </HStack>
        ) : history.data.length === 0 ? (
          <Text color="fg.muted">No asking price yet: its changes show here once it has one.</Text>
        ) : (
          <Stack gap="5">
            <Box>
              <LazyInBrowser fallback={<ChartSkeleton label="Loading the chart…" />}>
                <PriceChart changes={history.data} />
              </LazyInBrowser>
            </Box>
            <PriceTable changes={history.data} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
