/**
 * Lead writes. Each puts the saved lead in the cache and refetches what it changed: the lists
 * (rows, counts, flags) and the lead's timeline, which the server wrote in the same transaction.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ChangeLeadStatusInput,
  CreateLeadInput,
  Lead,
  LeadBulkInput,
  LogCallInput,
} from '../../shared/schemas/leads';
import { leadsApi, type AddNoteInput, type UpdateLeadSettingsInput } from './api';
import { leadQueries } from './queries';

const refreshLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: leadQueries.lists() });

const refreshTimeline = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({ queryKey: leadQueries.timeline(id).queryKey });

/** The answer is the lead as saved: into the cache, then the lists and its timeline again. */
const afterLeadWrite = async (queryClient: QueryClient, lead: Lead) => {
  queryClient.setQueryData(leadQueries.detail(lead.id).queryKey, lead);
  await Promise.all([refreshLists(queryClient), refreshTimeline(queryClient, lead.id)]);
};

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLeadInput) => leadsApi.create(input),
    onSuccess: (lead) => afterLeadWrite(queryClient, lead),
  });
}

export function useChangeLeadStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeLeadStatusInput) => leadsApi.changeStatus(id, input),
    onSuccess: (lead) => afterLeadWrite(queryClient, lead),
  });
}

export function useAssignLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: string | null) => leadsApi.assign(id, assigneeId),
    onSuccess: (lead) => afterLeadWrite(queryClient, lead),
  });
}

export function useSetFollowUp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (at: string | null) => leadsApi.followUp(id, at),
    onSuccess: (lead) => afterLeadWrite(queryClient, lead),
  });
}

/** A note or a call is a timeline entry; a connected call also stops the response timer. */
export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddNoteInput) => leadsApi.addNote(id, input),
    onSuccess: () =>
      Promise.all([
        refreshTimeline(queryClient, id),
        queryClient.invalidateQueries({ queryKey: leadQueries.detail(id).queryKey, exact: true }),
        refreshLists(queryClient),
      ]),
  });
}

export function useLogCall(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LogCallInput) => leadsApi.logCall(id, input),
    onSuccess: () =>
      Promise.all([
        refreshTimeline(queryClient, id),
        queryClient.invalidateQueries({ queryKey: leadQueries.detail(id).queryKey, exact: true }),
        refreshLists(queryClient),
      ]),
  });
}

/** Bulk changes touch many leads: every list and every open lead is refetched. */
export function useLeadBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeadBulkInput) => leadsApi.bulk(input),
    onSuccess: () =>
      Promise.all([refreshLists(queryClient), queryClient.invalidateQueries({ queryKey: leadQueries.details() })]),
  });
}

/** New thresholds change every flag: the lists are fetched again with them. */
export function useUpdateLeadSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLeadSettingsInput) => leadsApi.updateSettings(input),
    onSuccess: (settings) => {
      queryClient.setQueryData(leadQueries.settings().queryKey, settings);
      return refreshLists(queryClient);
    },
  });
}
