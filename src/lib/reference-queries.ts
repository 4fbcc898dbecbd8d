/**
 * Reads of the vehicle reference database and the VIN check, shared by every area that needs them
 * (inventory's add-vehicle form and filters, the marketplace filters, the DB vehicles screen). They
 * live in lib/ rather than a feature because features never import each other (DESIGN.md habit 8).
 * Cache keys are defined here only (habit 7).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ReferenceMake, ReferenceModel, ReferenceWmi, VinCheck } from '../shared/schemas/reference';
import { apiFetch } from './api-error';

export interface ReferencePage<T> {
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface ModelsParams {
  readonly make: string;
  readonly year?: number | undefined;
  readonly q?: string | undefined;
  readonly page?: number | undefined;
}

/** Platform admins curating the database also see hidden entries; everyone else gets choices only. */
export interface ReferenceReadOptions {
  readonly includeHidden?: boolean | undefined;
}

const search = (params: Record<string, string | number | boolean | undefined>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === false) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
};

export const referenceApi = {
  makes: (q = '', page = 1, options: ReferenceReadOptions = {}) =>
    apiFetch<ReferencePage<ReferenceMake>>(
      `/api/reference/makes${search({ q, page: page === 1 ? undefined : page, includeHidden: options.includeHidden })}`,
    ),
  models: (params: ModelsParams, options: ReferenceReadOptions = {}) =>
    apiFetch<ReferencePage<ReferenceModel>>(
      `/api/reference/models${search({
        make: params.make,
        year: params.year,
        q: params.q,
        page: params.page === 1 ? undefined : params.page,
        includeHidden: options.includeHidden,
      })}`,
    ),
  wmis: (q = '', page = 1, options: ReferenceReadOptions = {}) =>
    apiFetch<ReferencePage<ReferenceWmi>>(
      `/api/reference/wmis${search({ q, page: page === 1 ? undefined : page, includeHidden: options.includeHidden })}`,
    ),
  checkVin: (vin: string) => apiFetch<VinCheck>(`/api/vin/${encodeURIComponent(vin)}`),
};

// Reference data changes only when an admin edits it (their mutations invalidate ['reference']).
const REFERENCE_STALE_MS = 5 * 60_000;

export const referenceQueries = {
  all: () => ['reference'] as const,
  makes: (q = '', page = 1, options: ReferenceReadOptions = {}) =>
    queryOptions({
      queryKey: ['reference', 'makes', { q, page, includeHidden: options.includeHidden === true }] as const,
      queryFn: () => referenceApi.makes(q, page, options),
      staleTime: REFERENCE_STALE_MS,
    }),
  models: (params: ModelsParams, options: ReferenceReadOptions = {}) =>
    queryOptions({
      queryKey: [
        'reference',
        'models',
        {
          make: params.make,
          year: params.year ?? null,
          q: params.q ?? '',
          page: params.page ?? 1,
          includeHidden: options.includeHidden === true,
        },
      ] as const,
      queryFn: () => referenceApi.models(params, options),
      staleTime: REFERENCE_STALE_MS,
    }),
  wmis: (q = '', page = 1, options: ReferenceReadOptions = {}) =>
    queryOptions({
      queryKey: ['reference', 'wmis', { q, page, includeHidden: options.includeHidden === true }] as const,
      queryFn: () => referenceApi.wmis(q, page, options),
      staleTime: REFERENCE_STALE_MS,
    }),
};

export const vinQueries = {
  /** GET /api/vin/{vin}: validation, model years, region, rescue and (when valid) the vPIC decode. */
  check: (vin: string) =>
    queryOptions({
      queryKey: ['vin', vin] as const,
      queryFn: () => referenceApi.checkVin(vin),
      // A VIN's facts never change within a session; local overrides are rare enough to wait for a reload.
      staleTime: 30 * 60_000,
      retry: false,
    }),
};
