/**
 * The Reports charts (recharts through Chakra's charts), loaded after the tables they draw: each is
 * an image whose label says what it shows, and the table beside it has every figure.
 */
import { Chart, useChart, type UseChartReturn } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { LEAD_SOURCE_LABELS } from '../../../shared/respond';
import type { Reports } from '../../../shared/schemas/reports';
import { duration, shortDay } from '../format';

/**
 * Axis ticks chosen here, not by recharts: left to itself it drops labels that it measures as
 * colliding, and the measuring depends on when the font arrived, so two runs drew different axes.
 */
export const niceTicks = (max: number, intervals = 4): number[] => {
  if (max <= 0) return [0, 1];
  const raw = max / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((m) => m >= raw && Number.isInteger(m)) ?? 10 * magnitude;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
};

/** Every `every`-th label of a category axis, from the first. */
const everyNth = <T,>(values: readonly T[], every: number) => values.filter((_, i) => i % every === 0);

const axis = <T,>(chart: UseChartReturn<T>) => ({
  stroke: chart.color('border'),
  tick: { fill: chart.color('fg.muted'), fontSize: 12 },
  axisLine: false,
  tickLine: false,
});

export function SalesChart({ sales }: { sales: Reports['sales'] }) {
  const chart = useChart({
    data: sales.map((d) => ({ date: d.date, units: d.units, revenue: d.revenueCents / 100 })),
    series: [{ name: 'units', color: 'teal.solid', label: 'Units sold' }],
  });
  const total = sales.reduce((s, d) => s + d.units, 0);
  return (
    <Chart.Root
      h="56"
      w="full"
      aspectRatio="auto"
      chart={chart}
      role="img"
      aria-label={`Units sold per day, ${total} in all; the table lists each day with a sale.`}
    >
      {/* recharts 3 sizes a chart from its box only when told to (`responsive`). */}
      <BarChart responsive data={chart.data} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={chart.key('date')}
          ticks={everyNth(
            sales.map((d) => d.date),
            Math.max(1, Math.ceil(sales.length / 8)),
          )}
          interval={0}
          tickFormatter={(v: string) => shortDay(v)}
          {...axis(chart)}
        />
        <YAxis
          ticks={niceTicks(Math.max(...sales.map((d) => d.units)))}
          domain={[0, niceTicks(Math.max(...sales.map((d) => d.units))).at(-1)!]}
          interval={0}
          allowDecimals={false}
          width={40}
          {...axis(chart)}
        />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={0}
          // Called before any bar is hovered too (with an index or nothing): only a day becomes a date.
          labelFormatter={(v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? shortDay(v) : '')}
          content={<Chart.Tooltip />}
        />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={2}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

export function AgingChart({ aging }: { aging: Reports['aging'] }) {
  const chart = useChart({
    data: aging.map((a) => ({ bucket: `${a.bucket} days`, vehicles: a.vehicles, value: a.valueCents / 100 })),
    series: [{ name: 'vehicles', color: 'blue.solid', label: 'Vehicles' }],
  });
  return (
    <Chart.Root
      h="56"
      w="full"
      aspectRatio="auto"
      chart={chart}
      role="img"
      aria-label={`Vehicles in stock by days in stock: ${aging.map((a) => `${a.vehicles} at ${a.bucket} days`).join(', ')}.`}
    >
      <BarChart responsive data={chart.data} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('bucket')} interval={0} {...axis(chart)} />
        <YAxis
          ticks={niceTicks(Math.max(...aging.map((a) => a.vehicles)))}
          domain={[0, niceTicks(Math.max(...aging.map((a) => a.vehicles))).at(-1)!]}
          interval={0}
          allowDecimals={false}
          width={40}
          {...axis(chart)}
        />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={<Chart.Tooltip />} />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={2}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

export function FunnelChart({ funnel }: { funnel: Reports['funnel'] }) {
  const chart = useChart({
    data: funnel.map((f) => ({
      source: LEAD_SOURCE_LABELS[f.source],
      leads: f.leads,
      contacted: f.contacted,
      appointment: f.appointment,
      converted: f.converted,
    })),
    series: [
      { name: 'leads', color: 'gray.solid', label: 'Leads' },
      { name: 'contacted', color: 'blue.solid', label: 'Contacted' },
      { name: 'appointment', color: 'purple.solid', label: 'Appointment' },
      { name: 'converted', color: 'green.solid', label: 'Converted' },
    ],
  });
  return (
    <Chart.Root
      h="56"
      w="full"
      aspectRatio="auto"
      chart={chart}
      role="img"
      aria-label={`Leads by source and how far they went: ${funnel
        .map((f) => `${LEAD_SOURCE_LABELS[f.source]} ${f.leads} leads, ${f.converted} converted`)
        .join('; ')}.`}
    >
      <BarChart responsive data={chart.data} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('source')} interval={0} {...axis(chart)} />
        <YAxis
          ticks={niceTicks(Math.max(...funnel.map((f) => f.leads)))}
          domain={[0, niceTicks(Math.max(...funnel.map((f) => f.leads))).at(-1)!]}
          interval={0}
          allowDecimals={false}
          width={40}
          {...axis(chart)}
        />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={2}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

export function ResponseChart({ response }: { response: Reports['response'] }) {
  const chart = useChart({
    data: response.map((p) => ({ name: p.name, median: p.medianMinutes ?? 0 })),
    series: [{ name: 'median', color: 'orange.solid', label: 'Median minutes to first reply' }],
  });
  return (
    <Chart.Root
      h="56"
      w="full"
      aspectRatio="auto"
      chart={chart}
      role="img"
      aria-label={`Median time to first reply: ${response.map((p) => `${p.name} ${duration(p.medianMinutes)}`).join(', ')}.`}
    >
      <BarChart responsive data={chart.data} layout="vertical" margin={{ left: 8, right: 16, top: 8, bottom: 0 }}>
        <CartesianGrid stroke={chart.color('border')} horizontal={false} />
        <XAxis
          type="number"
          ticks={niceTicks(Math.max(...response.map((p) => p.medianMinutes ?? 0)))}
          domain={[0, niceTicks(Math.max(...response.map((p) => p.medianMinutes ?? 0))).at(-1)!]}
          interval={0}
          tickFormatter={(v: number) => `${v}m`}
          {...axis(chart)}
        />
        <YAxis type="category" dataKey={chart.key('name')} interval={0} width={110} {...axis(chart)} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={0}
          content={<Chart.Tooltip formatter={(v: number) => duration(v)} />}
        />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={2}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
