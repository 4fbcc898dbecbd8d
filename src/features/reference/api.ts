/**
 * The admin edits of the reference database (platform admins only; the API enforces it). Reads
 * live in src/lib/reference-queries.ts, where other areas can reach them.
 */
import { apiFetch } from '../../lib/api-error';
import type {
  PatchMakeInput,
  PatchModelInput,
  PatchWmiInput,
  ReferenceMake,
  ReferenceModel,
  ReferenceWmi,
  UpsertMakeInput,
  UpsertModelInput,
  UpsertWmiInput,
} from '../../shared/schemas/reference';

export type ReferenceKind = 'makes' | 'models' | 'wmis';

const path = (kind: ReferenceKind, id?: string) =>
  id ? `/api/reference/${kind}/${encodeURIComponent(id)}` : `/api/reference/${kind}`;

export const referenceAdminApi = {
  createMake: async (input: UpsertMakeInput) =>
    (await apiFetch<{ make: ReferenceMake }>(path('makes'), { body: input })).make,
  patchMake: async (id: string, patch: PatchMakeInput) =>
    (await apiFetch<{ make: ReferenceMake }>(path('makes', id), { method: 'PATCH', body: patch })).make,
  createModel: async (input: UpsertModelInput) =>
    (await apiFetch<{ model: ReferenceModel }>(path('models'), { body: input })).model,
  patchModel: async (id: string, patch: PatchModelInput) =>
    (await apiFetch<{ model: ReferenceModel }>(path('models', id), { method: 'PATCH', body: patch })).model,
  createWmi: async (input: UpsertWmiInput) =>
    (await apiFetch<{ wmi: ReferenceWmi }>(path('wmis'), { body: input })).wmi,
  patchWmi: async (id: string, patch: PatchWmiInput) =>
    (await apiFetch<{ wmi: ReferenceWmi }>(path('wmis', id), { method: 'PATCH', body: patch })).wmi,
  remove: async (kind: ReferenceKind, id: string) => {
    await apiFetch<unknown>(path(kind, id), { method: 'DELETE' });
  },
};
