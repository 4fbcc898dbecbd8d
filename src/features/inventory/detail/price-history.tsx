import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { PriceChange } from '../../../shared/schemas/vehicles';
import { inventoryQueries } from '../queries';
import { formatPrice } from '../search-params';
import { formatDate, formatDateTime } from './format';

interface Point {
  at: number;
  price: number;
}

/** Each change sets the price from its time on; unpriced spells (null) break the line. */
const toPoints = (changes: readonly PriceChange[]): Point[] =>
  changes
    .filter((c) => c.newPriceCents !== null)
    .map((c) => ({ at: Date.parse(c.changedAt), price: (c.newPriceCents ?? 0) / 100 }));

const axisDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const axisMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

function PriceChart({ changes }: { changes: readonly PriceChange[] }) {
  const chart = useChart<Point>({
    data: toPoints(changes),
    series: [{ name: 'price', color: 'blue.solid', label: 'Asking price' }],
  });
  const first = chart.data[0];
  const last = chart.data[chart.data.length - 1];
  const summary =
    first && last
      ? `Asking price from ${formatPrice(first.price * 100)} on ${formatDate(new Date(first.at).toISOString())} to ${formatPrice(last.price * 100)} on ${formatDate(new Date(last.at).toISOString())}, ${chart.data.length} prices in all. The table below lists every change.`
      : 'No prices yet.';
  return (
    <Chart.Root
      h="64"
      w="full"
      aspectRatio="auto"
      chart={chart}
      role="img"
      aria-label={summary}
      data-testid="price-chart"
    >
      {/* recharts 3 sizes a chart from its box only when told to (`responsive`): else it draws nothing. */}
      <LineChart responsive data={chart.data} margin={{ left: 8, right: 16, top: 8, bottom: 0 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={chart.key('at')}
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(value: number) => axisDate.format(new Date(value))}
          stroke={chart.color('border')}
          tick={{ fill: chart.color('fg.muted') }}
          axisLine={false}
        />
        <YAxis
          dataKey={chart.key('price')}
          tickFormatter={(value: number) => axisMoney.format(value)}
          stroke={chart.color('border')}
          tick={{ fill: chart.color('fg.muted') }}
          axisLine={false}
          tickLine={false}
          width={64}
          domain={['auto', 'auto']}
        />
        <Tooltip
          cursor={false}
          animationDuration={0}
          // Called with no label too (before any point is hovered): only a real time becomes a date.
          labelFormatter={(value) =>
            Number.isFinite(Number(value)) && value !== null && value !== ''
              ? formatDateTime(new Date(Number(value)).toISOString())
              : ''
          }
          content={<Chart.Tooltip formatter={(value: number) => formatPrice(value * 100)} />}
        />
        {chart.series.map((item) => (
          <Line
            key={item.name}
            type="stepAfter"
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            dot={{ r: 3, fill: chart.color(item.color) }}
          />
        ))}
      </LineChart>
    </Chart.Root>
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
          <Stack aria-busy="true">
            <VisuallyHidden>Loading the price history…</VisuallyHidden>
            <Skeleton h="64" />
          </Stack>
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
              <PriceChart changes={history.data} />
            </Box>
            <PriceTable changes={history.data} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
