/**
 * Reports (issue 11 › Reports; DOMAIN.md › Areas › Reports): one read of every figure for a date
 * range and the period before it, and a CSV of each table. Dealer staff read them; front gross is
 * for owners and managers only (sales get null, and no gross column in the CSV).
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from '../../shared/respond';
import {
  REPORT_DEFAULT_DAYS,
  ReportExportQuerySchema,
  ReportQuerySchema,
  ReportsSchema as SharedReportsSchema,
  type Reports,
  type ReportTable,
} from '../../shared/schemas/reports';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import {
  inventoryAging,
  leadFunnel,
  responseBySalesperson,
  salesByDay,
  salesTotals,
  type DayRange,
} from '../db/queries/reports';
import type { AppDeps } from '../deps';
import { defaultHook, errorResponses } from '../errors';
import { csvLine } from '../inventory/csv';
import { json } from './openapi-parts';

const ReportsSchema = z.object(SharedReportsSchema.shape).openapi('Reports');

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The range asked for (default: the last 30 days to today, UTC) and the same length just before it. */
export const reportRanges = (query: { from?: string | undefined; to?: string | undefined }, now = Date.now()) => {
  const to = query.to ?? (query.from ? isoDay(Math.max(dayMs(query.from), now)) : isoDay(now));
  const from = query.from ?? isoDay(dayMs(to) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS);
  const days = (dayMs(to) - dayMs(from)) / DAY_MS + 1;
  const previous = { from: isoDay(dayMs(from) - days * DAY_MS), to: isoDay(dayMs(from) - DAY_MS) };
  return { range: { from, to }, previous };
};

const cents = (v: number | null) => (v === null ? '' : (v / 100).toFixed(2));

export const reportsRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, ACCESS.dealerStaff);
  const tags = ['Reports'];

  const get = createRoute({
    method: 'get',
    path: '/reports',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Every report for a date range (default the last 30 days), with the period before it',
    middleware: guard,
    request: { query: ReportQuerySchema },
    responses: { 200: json(ReportsSchema, 'The figures'), ...errorResponses(400, 401, 403) },
  });
  const exportCsv = createRoute({
    method: 'get',
    path: '/reports/export',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: "One report's table as CSV (summary, sales, aging, funnel, response)",
    middleware: guard,
    request: { query: ReportExportQuerySchema },
    responses: {
      200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
      ...errorResponses(400, 401, 403),
    },
  });

  const build = async (organizationId: string, ranges: { range: DayRange; previous: DayRange }, gross: boolean) => {
    const [current, before, sales, aging, funnelRows, response] = await Promise.all([
      salesTotals(deps.db, organizationId, ranges.range),
      salesTotals(deps.db, organizationId, ranges.previous),
      salesByDay(deps.db, organizationId, ranges.range),
      inventoryAging(deps.db, organizationId),
      leadFunnel(deps.db, organizationId, ranges.range),
      responseBySalesperson(deps.db, organizationId, ranges.range),
    ]);
    const bySource = new Map(funnelRows.map((r) => [r.source, r]));
    const reports: Reports = {
      ...ranges,
      grossVisible: gross,
      summary: {
        unitsSold: { current: current.units, previous: before.units },
        revenueCents: { current: current.revenueCents, previous: before.revenueCents },
        frontGrossCents: gross ? { current: current.frontGrossCents, previous: before.frontGrossCents } : null,
        avgDaysToSell: { current: current.avgDaysToSell, previous: before.avgDaysToSell },
      },
      sales: sales.map((d) => ({ ...d, frontGrossCents: gross ? d.frontGrossCents : null })),
      aging,
      funnel: LEAD_SOURCES.map(
        (source) => bySource.get(source) ?? { source, leads: 0, contacted: 0, appointment: 0, converted: 0, lost: 0 },
      ),
      response,
    };
    return reports;
  };

  const csvOf = (table: ReportTable, r: Reports): string[][] => {
    const g = r.grossVisible;
    switch (table) {
      case 'summary': {
        const s = r.summary;
        const rows = [
          ['Units sold', String(s.unitsSold.current), String(s.unitsSold.previous)],
          ['Revenue (USD)', cents(s.revenueCents.current), cents(s.revenueCents.previous)],
          ...(s.frontGrossCents
            ? [['Front gross (USD)', cents(s.frontGrossCents.current), cents(s.frontGrossCents.previous)]]
            : []),
          ['Average days to sell', String(s.avgDaysToSell.current ?? ''), String(s.avgDaysToSell.previous ?? '')],
        ];
        return [['Figure', `${r.range.from} to ${r.range.to}`, `${r.previous.from} to ${r.previous.to}`], ...rows];
      }
      case 'sales':
        return [
          ['Date', 'Units sold', 'Revenue (USD)', ...(g ? ['Front gross (USD)'] : [])],
          ...r.sales.map((d) => [
            d.date,
            String(d.units),
            cents(d.revenueCents),
            ...(g ? [cents(d.frontGrossCents)] : []),
          ]),
        ];
      case 'aging':
        return [
          ['Days in stock', 'Vehicles', 'Asking value (USD)'],
          ...r.aging.map((a) => [a.bucket, String(a.vehicles), cents(a.valueCents)]),
        ];
      case 'funnel':
        return [
          ['Source', 'Leads', 'Contacted', 'Appointment', 'Converted', 'Lost'],
          ...r.funnel.map((f) => [
            LEAD_SOURCE_LABELS[f.source],
            ...[f.leads, f.contacted, f.appointment, f.converted, f.lost].map(String),
          ]),
        ];
      case 'response':
        return [
          ['Salesperson', 'Leads', 'Answered', 'Average minutes to first reply', 'Median minutes to first reply'],
          ...r.response.map((p) => [
            p.name,
            String(p.leads),
            String(p.answered),
            String(p.avgMinutes ?? ''),
            String(p.medianMinutes ?? ''),
          ]),
        ];
    }
  };

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(get, async (c) => {
      const viewer = getViewer(c);
      const reports = await build(
        viewer.membership!.organizationId,
        reportRanges(c.req.valid('query')),
        viewer.membership!.role !== 'sales',
      );
      c.header('Cache-Control', 'no-store');
      return c.json(reports, 200);
    })
    .openapi(exportCsv, async (c) => {
      const viewer = getViewer(c);
      const query = c.req.valid('query');
      const reports = await build(
        viewer.membership!.organizationId,
        reportRanges(query),
        viewer.membership!.role !== 'sales',
      );
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="lotline-${query.table}-${reports.range.from}-to-${reports.range.to}.csv"`,
      );
      c.header('Cache-Control', 'no-store');
      return c.body(`\uFEFF${csvOf(query.table, reports).map(csvLine).join('')}`, 200) as never;
    });
};
