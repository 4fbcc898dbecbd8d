/**
 * Every call the Billing screens make to /api/billing…, typed from the shared schemas the server
 * validates with (src/shared/schemas/billing.ts). Stories answer these calls at the network
 * (stories/builders/billing.ts).
 */
import { apiFetch } from '../../lib/api-error';
import type { Billing, Checkout, StartCheckout } from '../../shared/schemas/billing';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});
const checkout$ = (id: string) => `/api/billing/checkout/${encodeURIComponent(id)}`;

export const billingApi = {
  /** The plan, its usage, the plans to change to and the invoices (owners and managers). */
  get: (signal?: AbortSignal) => apiFetch<Billing>('/api/billing', opts(signal)),
  /** Starts a plan change (owners): the answer's `url` is where the browser goes to pay. */
  startCheckout: async (input: StartCheckout) =>
    (await apiFetch<{ checkout: Checkout }>('/api/billing/checkout', { body: input })).checkout,
  checkout: async (id: string, signal?: AbortSignal) =>
    (await apiFetch<{ checkout: Checkout }>(checkout$(id), opts(signal))).checkout,
  /** The built-in test checkout's "Pay" (test mode only): the plan changes as if a card was charged. */
  completeTestCheckout: async (id: string) =>
    (await apiFetch<{ checkout: Checkout }>(`${checkout$(id)}/complete`, { method: 'POST' })).checkout,
};

/** The printable page of one invoice (HTML, opened in a new tab). */
export const invoicePrintUrl = (id: string) => `/api/billing/invoices/${encodeURIComponent(id)}/print`;
