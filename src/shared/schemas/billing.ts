/**
 * Billing (issue 11 › Billing, DOMAIN.md › Areas › Billing, › Decisions › Plans and prices,
 * › Checkout): the dealership's plan with usage meters and invoices, the checkout that changes the
 * plan, and the printable invoice. One schema per input, shared by the API and the screens.
 */
import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import { PlanSchema } from './marketing';

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const PLAN_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export const INVOICE_STATUSES = ['paid', 'open', 'void'] as const;
export const CHECKOUT_STATUSES = ['open', 'completed', 'expired'] as const;

/** One limit's meter: `limit` null is unlimited. */
export const UsageMeterSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

export const InvoiceSchema = z.object({
  id: z.string(),
  /** INV-YYYY-NNNNNN, unique per platform. */
  number: z.string(),
  planId: z.enum(PLAN_IDS),
  interval: z.enum(BILLING_INTERVALS),
  amountCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** What a plan change would mean now: allowed, or what must go first. */
export const PlanChangeSchema = z.object({
  planId: z.enum(PLAN_IDS),
  /** 'current' for the plan and interval in force. */
  kind: z.enum(['current', 'upgrade', 'downgrade', 'switch']),
  /** Why this plan cannot be chosen yet (a downgrade below current usage), else null. */
  blockedBy: z.string().nullable(),
});

export const BillingSchema = z.object({
  dealership: z.object({ id: z.string(), name: z.string() }),
  planId: z.enum(PLAN_IDS),
  status: z.enum(PLAN_STATUSES),
  interval: z.enum(BILLING_INTERVALS),
  trialEndsAt: z.string().nullable(),
  /** The next renewal (paid plans), else null. */
  renewsAt: z.string().nullable(),
  /** False once a trial ended or the plan was cancelled: new listings and invitations wait for a plan. */
  open: z.boolean(),
  usage: z.object({ listings: UsageMeterSchema, seats: UsageMeterSchema }),
  /** Owners change billing; managers read it. */
  canManage: z.boolean(),
  /** 'test' is the built-in checkout (no card is charged); 'stripe' when Stripe keys are set. */
  checkoutMode: z.enum(['test', 'stripe']),
  plans: z.array(PlanSchema),
  changes: z.array(PlanChangeSchema),
  invoices: z.array(InvoiceSchema),
});
export type Billing = z.infer<typeof BillingSchema>;

export const StartCheckoutSchema = z.object({
  planId: z.enum(PLAN_IDS, { error: 'Choose a plan' }),
  interval: z.enum(BILLING_INTERVALS, { error: 'Choose monthly or annual' }),
});
export type StartCheckout = z.infer<typeof StartCheckoutSchema>;

export const CheckoutSchema = z.object({
  id: z.string(),
  planId: z.enum(PLAN_IDS),
  interval: z.enum(BILLING_INTERVALS),
  amountCents: z.number().int(),
  status: z.enum(CHECKOUT_STATUSES),
  mode: z.enum(['test', 'stripe']),
  /** Where the browser goes to pay: Stripe's page, or the built-in test checkout's. */
  url: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;
