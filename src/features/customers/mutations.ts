/**
 * Customer writes. Each puts the saved customer in the cache and refetches what it changed: the
 * lists (rows, counts, tags in use) always, and the customer's timeline.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateCustomerInput, Customer, UpdateCustomerInput } from '../../shared/schemas/customers';
import type { CustomerImportMapping } from '../../shared/schemas/customers';
import { customersApi } from './api';
import { customerQueries } from './queries';

const afterWrite = async (queryClient: QueryClient, customer: Customer) => {
  queryClient.setQueryData(customerQueries.detail(customer.id).queryKey, customer);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: customerQueries.lists() }),
    queryClient.invalidateQueries({ queryKey: customerQueries.timeline(customer.id).queryKey }),
  ]);
};

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCustomerInput) => customersApi.create(input),
    onSuccess: (customer) => afterWrite(queryClient, customer),
  });
}

export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCustomerInput) => customersApi.update(id, input),
    onSuccess: (customer) => afterWrite(queryClient, customer),
  });
}

/** Merge `otherId` into `keepId`: the other customer is gone, so its cached detail goes too. */
export function useMergeCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keepId, otherId }: { keepId: string; otherId: string }) => customersApi.merge(keepId, otherId),
    onSuccess: async (customer, { otherId }) => {
      queryClient.removeQueries({ queryKey: customerQueries.detail(otherId).queryKey });
      await afterWrite(queryClient, customer);
    },
  });
}

export interface CustomerImportRequest {
  readonly file: File;
  readonly mapping?: CustomerImportMapping | undefined;
}

/** A preview is a check with a file, not a cached read. */
export const usePreviewCustomerImport = () =>
  useMutation({
    mutationFn: ({ file, mapping }: CustomerImportRequest) => customersApi.importPreview(file, mapping),
  });

export const useRunCustomerImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping }: CustomerImportRequest) => customersApi.importRun(file, mapping),
    // New customers and the ones a row added to show in every list and detail already loaded.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueries.all }),
  });
};
