/**
 * Every call the customers area makes to /api/customers… (src/server/routes/customers.ts) and the
 * assignee options of /api/leads/assignees, typed from the shared schemas the server validates
 * with. Screens and forms never call fetch themselves; stories answer these calls at the network
 * (stories/builders/customers.ts).
 */
import { apiFetch } from '../../lib/api-error';
import type {
  CreateCustomerInput,
  Customer,
  CustomerImportMapping,
  CustomerImportPreview,
  CustomersPage,
  UpdateCustomerInput,
  MergePreview,
} from '../../shared/schemas/customers';
import type { PersonRef, TimelinePage } from '../../shared/schemas/leads';
import { customerSearchString, type CustomerSearch } from './search-params';

/** A member a customer can be assigned to (GET /api/leads/assignees). */
export type AssigneeOption = PersonRef & { readonly role: string };
export interface CustomerImportResult {
  readonly created: number;
  readonly updated: number;
}

const id$ = (id: string) => `/api/customers/${encodeURIComponent(id)}`;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

const sendCsv = <T>(path: string, file: File, mapping: CustomerImportMapping | undefined): Promise<T> => {
  const form = new FormData();
  form.set('file', file, file.name);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  return apiFetch<T>(path, { method: 'POST', body: form });
};

export const customersApi = {
  list: (query: CustomerSearch, signal?: AbortSignal) =>
    apiFetch<CustomersPage>(`/api/customers${customerSearchString(query)}`, opts(signal)),
  get: async (id: string, signal?: AbortSignal) =>
    (await apiFetch<{ customer: Customer }>(id$(id), opts(signal))).customer,
  create: async (input: CreateCustomerInput) =>
    (await apiFetch<{ customer: Customer }>('/api/customers', { body: input })).customer,
  update: async (id: string, input: UpdateCustomerInput) =>
    (await apiFetch<{ customer: Customer }>(id$(id), { method: 'PATCH', body: input })).customer,
  timeline: (id: string, before: string | undefined, signal?: AbortSignal) =>
    apiFetch<TimelinePage>(`${id$(id)}/timeline${before ? `?before=${encodeURIComponent(before)}` : ''}`, opts(signal)),
  mergePreview: (id: string, otherId: string, signal?: AbortSignal) =>
    apiFetch<MergePreview>(`${id$(id)}/merge-preview?otherId=${encodeURIComponent(otherId)}`, opts(signal)),
  /** `otherId` is folded into `id` and removed; the answer is the kept customer. */
  merge: async (id: string, otherId: string) =>
    (await apiFetch<{ customer: Customer }>(`${id$(id)}/merge`, { body: { otherId } })).customer,
  assignees: async (signal?: AbortSignal) =>
    (await apiFetch<{ members: AssigneeOption[] }>('/api/leads/assignees', opts(signal))).members,
  importPreview: (file: File, mapping?: CustomerImportMapping) =>
    sendCsv<CustomerImportPreview>('/api/customers/import/preview', file, mapping),
  importRun: (file: File, mapping?: CustomerImportMapping) =>
    sendCsv<CustomerImportResult>('/api/customers/import', file, mapping),
  /** The export of the list's filter (every match, not the page): a plain link the browser downloads. */
  exportUrl: (search: CustomerSearch) => {
    const { page: _page, ...filter } = search;
    return `/api/customers/export.csv${customerSearchString(filter)}`;
  },
};
