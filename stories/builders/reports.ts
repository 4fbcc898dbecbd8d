/** Typed builders for the Reports stories: figures shaped by the server's own schema. */
import type { Reports } from '../../src/shared/schemas/reports';
import { mockApi, ok, type MockReply } from './auth';

const FROM = '2026-10-26';
const DAYS = 30;
const day = (i: number) => new Date(Date.parse(`${FROM}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);

/** Sales on a handful of days: [day index, units, revenue $, gross $]. */
const SALES: readonly [number, number, number, number][] = [
  [2, 1, 24_900, 2_150],
  [6, 2, 51_300, 4_020],
  [11, 1, 18_750, 1_480],
  [15, 1, 32_400, 2_900],
  [19, 3, 77_850, 6_210],
  [24, 1, 21_990, 1_730],
  [28, 2, 46_200, 3_640],
];

export function buildReports(overrides: Partial<Reports> = {}): Reports {
  const sales = Array.from({ length: DAYS }, (_, i) => {
    const hit = SALES.find(([d]) => d === i);
    return {
      date: day(i),
      units: hit?.[1] ?? 0,
      revenueCents: (hit?.[2] ?? 0) * 100,
      frontGrossCents: (hit?.[3] ?? 0) * 100,
    };
  });
  const units = SALES.reduce((s, [, u]) => s + u, 0);
  const revenue = SALES.reduce((s, [, , r]) => s + r * 100, 0);
  const gross = SALES.reduce((s, [, , , g]) => s + g * 100, 0);
  return {
    range: { from: FROM, to: day(DAYS - 1) },
    previous: { from: '2026-09-26', to: '2026-10-25' },
    grossVisible: true,
    summary: {
      unitsSold: { current: units, previous: 9 },
      revenueCents: { current: revenue, previous: 24_150_000 },
      frontGrossCents: { current: gross, previous: 2_010_000 },
      avgDaysToSell: { current: 34.5, previous: 41.2 },
    },
    sales,
    aging: [
      { bucket: '0-30', vehicles: 38, valueCents: 101_240_000 },
      { bucket: '31-60', vehicles: 27, valueCents: 68_930_000 },
      { bucket: '61-90', vehicles: 14, valueCents: 33_120_000 },
      { bucket: '90+', vehicles: 9, valueCents: 17_640_000 },
    ],
    funnel: [
      { source: 'marketplace', leads: 31, contacted: 27, appointment: 12, converted: 6, lost: 5 },
      { source: 'walk_in', leads: 8, contacted: 8, appointment: 5, converted: 3, lost: 1 },
      { source: 'phone', leads: 6, contacted: 5, appointment: 2, converted: 1, lost: 2 },
      { source: 'other', leads: 2, contacted: 1, appointment: 0, converted: 0, lost: 1 },
    ],
    response: [
      { userId: 'usr_elena', name: 'Elena Ortiz', leads: 19, answered: 18, avgMinutes: 14.2, medianMinutes: 9 },
      { userId: 'usr_jordan', name: 'Jordan Kim', leads: 17, answered: 15, avgMinutes: 42.7, medianMinutes: 26.5 },
      { userId: 'usr_sam', name: 'Sam Rivera', leads: 7, answered: 7, avgMinutes: 95, medianMinutes: 71 },
    ],
    ...overrides,
  };
}

/** What a salesperson gets: the same figures without gross. */
export const buildSalesReports = (): Reports => {
  const base = buildReports();
  return {
    ...base,
    grossVisible: false,
    summary: { ...base.summary, frontGrossCents: null },
    sales: base.sales.map((d) => ({ ...d, frontGrossCents: null })),
  };
};

/** A range with nothing in it: a new dealership's first month. */
export const buildEmptyReports = (): Reports => {
  const base = buildReports();
  return {
    ...base,
    summary: {
      unitsSold: { current: 0, previous: 0 },
      revenueCents: { current: 0, previous: 0 },
      frontGrossCents: { current: 0, previous: 0 },
      avgDaysToSell: { current: null, previous: null },
    },
    sales: base.sales.map((d) => ({ ...d, units: 0, revenueCents: 0, frontGrossCents: 0 })),
    funnel: base.funnel.map((f) => ({ ...f, leads: 0, contacted: 0, appointment: 0, converted: 0, lost: 0 })),
    response: [],
  };
};

export const reportsStoryApi = (reply: MockReply | ((body: unknown) => MockReply) = ok(buildReports())) =>
  mockApi({ 'GET /api/reports': reply, 'GET /api/unread': ok({ messages: 0, notifications: 0 }) });
