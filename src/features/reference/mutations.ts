/** Admin edits; each refreshes every reference read (choices elsewhere included) and VIN checks. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceQueries } from '../../lib/reference-queries';
import type { PatchMakeInput, PatchModelInput, PatchWmiInput } from '../../shared/schemas/reference';
import type { UpsertMakeInput, UpsertModelInput, UpsertWmiInput } from '../../shared/schemas/reference';
import { referenceAdminApi, type ReferenceKind } from './api';

const useInvalidate = () => {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: referenceQueries.all() }),
      client.invalidateQueries({ queryKey: ['vin'] }),
    ]);
  };
};

export type ReferenceCreateInput =
  | { kind: 'makes'; input: UpsertMakeInput }
  | { kind: 'models'; input: UpsertModelInput }
  | { kind: 'wmis'; input: UpsertWmiInput };

export function useCreateReference() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (change: ReferenceCreateInput) => {
      if (change.kind === 'makes') return referenceAdminApi.createMake(change.input);
      if (change.kind === 'models') return referenceAdminApi.createModel(change.input);
      return referenceAdminApi.createWmi(change.input);
    },
    onSuccess: invalidate,
  });
}

export type ReferencePatch =
  | { kind: 'makes'; id: string; patch: PatchMakeInput }
  | { kind: 'models'; id: string; patch: PatchModelInput }
  | { kind: 'wmis'; id: string; patch: PatchWmiInput };

export function usePatchReference() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (change: ReferencePatch) => {
      if (change.kind === 'makes') return referenceAdminApi.patchMake(change.id, change.patch);
      if (change.kind === 'models') return referenceAdminApi.patchModel(change.id, change.patch);
      return referenceAdminApi.patchWmi(change.id, change.patch);
    },
    onSuccess: invalidate,
  });
}

export function useDeleteReference() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: ReferenceKind; id: string }) => referenceAdminApi.remove(kind, id),
    onSuccess: invalidate,
  });
}
