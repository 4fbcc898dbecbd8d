import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { PriceChange } from '../../../shared/schemas/vehicles';
import { formatPrice } from '../search-params';
import { formatDate, formatDateTime } from './format';
import { dateTimeFormat } from '../../../shared/render-moment';

interface Point {
  at: number;
  price: number;
}

/** Each change sets the price from its time on; unpriced spells (null) break the line. */
const toPoints = (changes: readonly PriceChange[]): Point[] =>
  changes
    .filter((c) => c.newPriceCents !== null)
    .map((c) => ({ at: Date.parse(c.changedAt), price: (c.newPriceCents ?? 0) / 100 }));

const axisDate = dateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const axisMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The asking price over time as a step chart (recharts: loaded only when a price history is shown). */
export function PriceChart({ changes }: { changes: readonly PriceChange[] }) {
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
