/** Every call the Reports area makes (src/server/routes/reports.ts). */
import { apiFetch } from '../../lib/api-error';
import type { Reports, ReportTable } from '../../shared/schemas/reports';

export interface ReportRange {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

const query = (range: ReportRange, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra);
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const s = params.toString();
  return s ? `?${s}` : '';
};

export const reportsApi = {
  get: (range: ReportRange, signal?: AbortSignal) =>
    apiFetch<Reports>(`/api/reports${query(range)}`, signal ? { signal } : {}),
  /** A CSV download: a plain link, so the browser saves it with the server's file name. */
  exportUrl: (table: ReportTable, range: ReportRange) => `/api/reports/export${query(range, { table })}`,
};
