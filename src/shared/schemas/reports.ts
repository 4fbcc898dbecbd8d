/**
 * Reports (issue 11 › Reports, DOMAIN.md › Areas › Reports): a date range compared with the period
 * before it — units sold, revenue, front gross (owners and managers), average days to sell, sales
 * by day, inventory aging, the lead funnel by source and first-response time by salesperson. All
 * computed in SQL on the server; each table has a CSV export.
 */
import { z } from 'zod';
import { AGE_BUCKETS } from '../vehicles';
import { LEAD_SOURCES } from '../respond';

/** A whole range in UTC days, at most a year and a day (a leap year's report plus its comparison). */
export const REPORT_MAX_DAYS = 366;
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_TABLES = ['summary', 'sales', 'aging', 'funnel', 'response'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-24')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'That is not a date',
    },
  );

export const ReportQuerySchema = z.object({ from: isoDay.optional(), to: isoDay.optional() }).superRefine((q, ctx) => {
  if (q.from && q.to) {
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'End the range on or after its start' });
    else if (days > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['from'], message: `Choose at most ${REPORT_MAX_DAYS} days` });
  }
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export const ReportExportQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  table: z.enum(REPORT_TABLES, { error: `Choose one of: ${REPORT_TABLES.join(', ')}` }),
});

const compared = <T extends z.ZodType>(value: T) => z.object({ current: value, previous: value });
const range = z.object({ from: z.string(), to: z.string() });

export const ReportsSchema = z.object({
  range,
  previous: range,
  /** Front gross is for owners and managers (DOMAIN.md › Who uses it). */
  grossVisible: z.boolean(),
  summary: z.object({
    unitsSold: compared(z.number().int()),
    revenueCents: compared(z.number().int()),
    frontGrossCents: compared(z.number().int()).nullable(),
    avgDaysToSell: compared(z.number().nullable()),
  }),
  /** One row per day of the range (days without a sale are zeros). */
  sales: z.array(
    z.object({
      date: z.string(),
      units: z.number().int(),
      revenueCents: z.number().int(),
      frontGrossCents: z.number().int().nullable(),
    }),
  ),
  /** The stock today (not sold, wholesaled or archived), by days in stock. */
  aging: z.array(z.object({ bucket: z.enum(AGE_BUCKETS), vehicles: z.number().int(), valueCents: z.number().int() })),
  /** Leads created in the range by source, and how far they went. */
  funnel: z.array(
    z.object({
      source: z.enum(LEAD_SOURCES),
      leads: z.number().int(),
      contacted: z.number().int(),
      appointment: z.number().int(),
      converted: z.number().int(),
      lost: z.number().int(),
    }),
  ),
  /** Leads created in the range, by the salesperson they are assigned to. */
  response: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      leads: z.number().int(),
      answered: z.number().int(),
      avgMinutes: z.number().nullable(),
      medianMinutes: z.number().nullable(),
    }),
  ),
});
export type Reports = z.infer<typeof ReportsSchema>;
