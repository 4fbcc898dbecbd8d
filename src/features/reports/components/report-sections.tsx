/**
 * The Reports screen's parts: the range form, the summary against the previous period, and one
 * section per report — its chart (loaded after the table) and the table with every figure, with a
 * CSV of it.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Download, TrendingDown, TrendingUp } from 'lucide-react';
import { lazy, useId, useState, type ReactNode } from 'react';
import { LazyInBrowser } from '../../../components/feedback/lazy-in-browser';
import { LEAD_SOURCE_LABELS } from '../../../shared/respond';
import type { Reports, ReportTable } from '../../../shared/schemas/reports';
import { reportsApi, type ReportRange } from '../api';
import { addDays, change, duration, money, rangeLabel, shortDay } from '../format';
import { renderNow } from '../../../shared/render-moment';

const charts = () => import('./charts');
const SalesChart = lazy(() => charts().then((m) => ({ default: m.SalesChart })));
const AgingChart = lazy(() => charts().then((m) => ({ default: m.AgingChart })));
const FunnelChart = lazy(() => charts().then((m) => ({ default: m.FunnelChart })));
const ResponseChart = lazy(() => charts().then((m) => ({ default: m.ResponseChart })));

const today = () => new Date(renderNow()).toISOString().slice(0, 10);

// The range is checked with the API's own schema, whose module brings classic zod (~12 kB gzip) the
// report does not need to show: it loads when a pointer or focus enters the range form, and a
// submit waits for it (issue 14: JavaScript per route).
const loadRangeSchema = () => import('../../../shared/schemas/reports').then((m) => m.ReportQuerySchema);
const preloadRangeSchema = () => void loadRangeSchema().catch(() => undefined);

const PRESETS = [
  { label: 'Last 7 days', days: 7 },
  { label: 'Last 30 days', days: 30 },
  { label: 'Last 90 days', days: 90 },
] as const;

/** From / To with presets; checked with the API's own schema before the URL changes. */
export function RangeForm({
  range,
  onChange,
}: {
  range: { from: string; to: string };
  onChange: (r: ReportRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const fromId = useId();
  const submit = async (next: { from: string; to: string }) => {
    const parsed = (await loadRangeSchema()).safeParse(next);
    if (!parsed.success) {
      const found: Partial<Record<'from' | 'to', string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'to' ? 'to' : 'from';
        found[key] ??= issue.message;
      }
      setErrors(found);
      document.getElementById(found.from ? fromId : `${fromId}-to`)?.focus();
      return;
    }
    setErrors({});
    onChange(next);
  };
  return (
    <Stack
      as="form"
      gap="3"
      aria-label="Date range"
      onPointerEnter={preloadRangeSchema}
      onFocus={preloadRangeSchema}
      onSubmit={(e) => {
        e.preventDefault();
        void submit({ from, to });
      }}
    >
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root invalid={Boolean(errors.from)} w={{ base: 'full', sm: '44' }}>
          <Field.Label htmlFor={fromId}>From</Field.Label>
          <Input id={fromId} type="date" value={from} max={today()} onChange={(e) => setFrom(e.target.value)} />
          <Field.ErrorText>{errors.from}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.to)} w={{ base: 'full', sm: '44' }}>
          <Field.Label htmlFor={`${fromId}-to`}>To</Field.Label>
          <Input id={`${fromId}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          <Field.ErrorText>{errors.to}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" variant="solid">
          Show
        </Button>
      </HStack>
      <HStack gap="2" wrap="wrap">
        {PRESETS.map((p) => (
          <Button
            key={p.days}
            size="xs"
            variant="outline"
            onClick={() => {
              const next = { from: addDays(today(), -(p.days - 1)), to: today() };
              setFrom(next.from);
              setTo(next.to);
              void submit(next);
            }}
          >
            {p.label}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

function Figure({
  label,
  value,
  previous,
  delta,
  lowerIsBetter = false,
}: {
  label: string;
  value: string;
  previous: string;
  delta: ReturnType<typeof change>;
  lowerIsBetter?: boolean;
}) {
  const good = delta && delta.direction !== 'same' && (delta.direction === 'up') !== lowerIsBetter;
  return (
    <Card.Root variant="outline">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="semibold">
          {value}
        </Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          {delta && delta.direction !== 'same' ? (
            <Badge colorPalette={good ? 'green' : 'red'} variant="subtle">
              {delta.direction === 'up' ? <TrendingUp aria-hidden /> : <TrendingDown aria-hidden />}
              {delta.text}
            </Badge>
          ) : null}
          <Text as="span">{previous} the period before</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function Summary({ reports }: { reports: Reports }) {
  const s = reports.summary;
  const days = (v: number | null) => (v === null ? 'no sales' : `${v} days`);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: s.frontGrossCents ? 4 : 3 }} gap="4" data-testid="report-summary">
      <Figure
        label="Units sold"
        value={String(s.unitsSold.current)}
        previous={String(s.unitsSold.previous)}
        delta={change(s.unitsSold.current, s.unitsSold.previous)}
      />
      <Figure
        label="Revenue"
        value={money(s.revenueCents.current)}
        previous={money(s.revenueCents.previous)}
        delta={change(s.revenueCents.current, s.revenueCents.previous)}
      />
      {s.frontGrossCents && (
        <Figure
          label="Front gross"
          value={money(s.frontGrossCents.current)}
          previous={money(s.frontGrossCents.previous)}
          delta={change(s.frontGrossCents.current, s.frontGrossCents.previous)}
        />
      )}
      <Figure
        label="Average days to sell"
        value={days(s.avgDaysToSell.current)}
        previous={days(s.avgDaysToSell.previous)}
        delta={change(s.avgDaysToSell.current, s.avgDaysToSell.previous)}
        lowerIsBetter
      />
    </SimpleGrid>
  );
}

function Section({
  id,
  title,
  description,
  table,
  range,
  chart,
  children,
}: {
  id: ReportTable;
  title: string;
  description: string;
  table: string;
  range: ReportRange;
  chart: ReactNode;
  children: ReactNode;
}) {
  const headingId = `report-${id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" id={headingId} size="md">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          </Stack>
          <Button asChild size="xs" variant="outline">
            <Link href={reportsApi.exportUrl(id, range)} download aria-label={`Download ${table} as CSV`}>
              <Download aria-hidden /> CSV
            </Link>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <LazyInBrowser fallback={<Skeleton h="56" borderRadius="md" />}>{chart}</LazyInBrowser>
        {/* A narrow screen scrolls the table sideways: the region takes focus so the keyboard can too. */}
        <Box overflowX="auto" tabIndex={0} role="region" aria-label={`${title}: table`} borderRadius="sm">
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

const Num = ({ children }: { children: ReactNode }) => <Table.Cell textAlign="end">{children}</Table.Cell>;
const NumHead = ({ children }: { children: ReactNode }) => (
  <Table.ColumnHeader textAlign="end">{children}</Table.ColumnHeader>
);

export function ReportSections({ reports, range }: { reports: Reports; range: ReportRange }) {
  const saleDays = reports.sales.filter((d) => d.units > 0);
  const gross = reports.grossVisible;
  return (
    <Stack gap="6">
      <Section
        id="sales"
        title="Sales"
        description={`Deals sold ${rangeLabel(reports.range)}. Days without a sale are left out of the table; the CSV has every day.`}
        table="sales by day"
        range={range}
        chart={<SalesChart sales={reports.sales} />}
      >
        {saleDays.length === 0 ? (
          <Text color="fg.muted">No deals were sold in this range.</Text>
        ) : (
          <Table.Root size="sm" aria-label="Sales by day">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Day</Table.ColumnHeader>
                <NumHead>Units</NumHead>
                <NumHead>Revenue</NumHead>
                {gross && <NumHead>Front gross</NumHead>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {saleDays.map((d) => (
                <Table.Row key={d.date}>
                  <Table.Cell>{shortDay(d.date)}</Table.Cell>
                  <Num>{d.units}</Num>
                  <Num>{money(d.revenueCents)}</Num>
                  {gross && <Num>{money(d.frontGrossCents ?? 0)}</Num>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Section>

      <Section
        id="aging"
        title="Inventory aging"
        description="Vehicles in stock today (not sold, wholesaled or archived) by days since they came in."
        table="inventory aging"
        range={range}
        chart={<AgingChart aging={reports.aging} />}
      >
        <Table.Root size="sm" aria-label="Inventory aging">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Days in stock</Table.ColumnHeader>
              <NumHead>Vehicles</NumHead>
              <NumHead>Asking value</NumHead>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {reports.aging.map((a) => (
              <Table.Row key={a.bucket}>
                <Table.Cell>{a.bucket}</Table.Cell>
                <Num>{a.vehicles}</Num>
                <Num>{money(a.valueCents)}</Num>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>

      <Section
        id="funnel"
        title="Lead funnel"
        description="Leads that arrived in this range, by source, and how far they have gone. Junk is left out."
        table="the lead funnel"
        range={range}
        chart={<FunnelChart funnel={reports.funnel} />}
      >
        <Table.Root size="sm" aria-label="Lead funnel by source">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Source</Table.ColumnHeader>
              <NumHead>Leads</NumHead>
              <NumHead>Contacted</NumHead>
              <NumHead>Appointment</NumHead>
              <NumHead>Converted</NumHead>
              <NumHead>Lost</NumHead>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {reports.funnel.map((f) => (
              <Table.Row key={f.source}>
                <Table.Cell>{LEAD_SOURCE_LABELS[f.source]}</Table.Cell>
                <Num>{f.leads}</Num>
                <Num>{f.contacted}</Num>
                <Num>{f.appointment}</Num>
                <Num>{f.converted}</Num>
                <Num>{f.lost}</Num>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>

      <Section
        id="response"
        title="First response by salesperson"
        description="Time from a lead's arrival to the dealership's first reply, for the leads of this range assigned to each person."
        table="first response times"
        range={range}
        chart={reports.response.length ? <ResponseChart response={reports.response} /> : null}
      >
        {reports.response.length === 0 ? (
          <Text color="fg.muted">No assigned leads arrived in this range.</Text>
        ) : (
          <Table.Root size="sm" aria-label="First response by salesperson">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Salesperson</Table.ColumnHeader>
                <NumHead>Leads</NumHead>
                <NumHead>Answered</NumHead>
                <NumHead>Average</NumHead>
                <NumHead>Median</NumHead>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reports.response.map((p) => (
                <Table.Row key={p.userId}>
                  <Table.Cell>{p.name}</Table.Cell>
                  <Num>{p.leads}</Num>
                  <Num>{p.answered}</Num>
                  <Num>{duration(p.avgMinutes)}</Num>
                  <Num>{duration(p.medianMinutes)}</Num>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Section>
    </Stack>
  );
}
