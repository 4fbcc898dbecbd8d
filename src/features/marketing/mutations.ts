import { useMutation } from '@tanstack/react-query';
import type { Contact, Quote } from '../../shared/schemas/marketing';
import { apiFetch } from '../../lib/api-error';

export const useSendContact = () =>
  useMutation({ mutationFn: (input: Contact) => apiFetch<{ ok: true }>('/api/contact', { body: input }) });

export const useRequestQuote = () =>
  useMutation({ mutationFn: (input: Quote) => apiFetch<{ reference: string }>('/api/quotes', { body: input }) });
