/**
 * Every call the Respond › Leads screens make to /api/leads…, typed from the shared schemas the
 * server validates with. Screens and forms never call fetch themselves; stories answer these calls
 * at the network (stories/builders/leads.ts).
 */
import { apiFetch } from '../../lib/api-error';
import type {
  AddNoteSchema,
  AssigneeOptionsSchema,
  ChangeLeadStatusInput,
  CreateLeadInput,
  Lead,
  LeadBulkInput,
  LeadBulkResult,
  LeadEvent,
  LeadQuery,
  LeadsPage,
  LeadSettings,
  LogCallInput,
  TimelinePage,
  UpdateLeadSettingsSchema,
} from '../../shared/schemas/leads';
import type { InventoryPage, Vehicle } from '../../shared/schemas/vehicles';
import type { z } from 'zod';
import { leadSearchString } from './search-params';

export type AssigneeOption = z.infer<typeof AssigneeOptionsSchema>['members'][number];
export type AddNoteInput = z.infer<typeof AddNoteSchema>;
export type UpdateLeadSettingsInput = z.infer<typeof UpdateLeadSettingsSchema>;

const id$ = (id: string) => `/api/leads/${encodeURIComponent(id)}`;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const leadsApi = {
  list: (query: Partial<LeadQuery>, signal?: AbortSignal) =>
    apiFetch<LeadsPage>(`/api/leads${leadSearchString(query)}`, opts(signal)),
  get: async (id: string, signal?: AbortSignal) => (await apiFetch<{ lead: Lead }>(id$(id), opts(signal))).lead,
  create: async (input: CreateLeadInput) => (await apiFetch<{ lead: Lead }>('/api/leads', { body: input })).lead,
  changeStatus: async (id: string, input: ChangeLeadStatusInput) =>
    (await apiFetch<{ lead: Lead }>(`${id$(id)}/status`, { body: input })).lead,
  assign: async (id: string, assigneeId: string | null) =>
    (await apiFetch<{ lead: Lead }>(`${id$(id)}/assign`, { body: { assigneeId } })).lead,
  followUp: async (id: string, nextFollowUpAt: string | null) =>
    (await apiFetch<{ lead: Lead }>(`${id$(id)}/follow-up`, { body: { nextFollowUpAt } })).lead,
  addNote: async (id: string, input: AddNoteInput) =>
    (await apiFetch<{ event: LeadEvent }>(`${id$(id)}/notes`, { body: input })).event,
  logCall: async (id: string, input: LogCallInput) =>
    (await apiFetch<{ event: LeadEvent }>(`${id$(id)}/calls`, { body: input })).event,
  timeline: (id: string, before: string | undefined, signal?: AbortSignal) =>
    apiFetch<TimelinePage>(`${id$(id)}/timeline${before ? `?before=${encodeURIComponent(before)}` : ''}`, opts(signal)),
  bulk: (input: LeadBulkInput) => apiFetch<LeadBulkResult>('/api/leads/bulk', { body: input }),
  assignees: async (signal?: AbortSignal) =>
    (await apiFetch<{ members: AssigneeOption[] }>('/api/leads/assignees', opts(signal))).members,
  settings: async (signal?: AbortSignal) =>
    (await apiFetch<{ settings: LeadSettings }>('/api/leads/settings', opts(signal))).settings,
  updateSettings: async (input: UpdateLeadSettingsInput) =>
    (await apiFetch<{ settings: LeadSettings }>('/api/leads/settings', { method: 'PATCH', body: input })).settings,
  /** The dealership's vehicles matching `q` (stock number, VIN, year/make/model), for the vehicle pickers. */
  vehicles: (q: string, signal?: AbortSignal) =>
    apiFetch<InventoryPage>(`/api/inventory?q=${encodeURIComponent(q)}`, opts(signal)),
  /** One vehicle of the dealership (the name of the list's vehicle filter). */
  vehicle: async (id: string, signal?: AbortSignal) =>
    (await apiFetch<{ vehicle: Vehicle }>(`/api/inventory/${encodeURIComponent(id)}`, opts(signal))).vehicle,
};
