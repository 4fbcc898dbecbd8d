/**
 * SQL of plan limits: what a dealership uses against its plan (active listings, seats). The
 * checks that add to a count run inside the writer's transaction with the dealership's row locked,
 * so two listings at once cannot both take the last free place.
 */
import { and, count, desc, eq, gt, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PlanId, PlanState, PlanStatus } from '../../../shared/plans';
import { limitProblem } from '../../../shared/plans';
import { PlanLimitError } from '../../billing/plan-limit-error';
import type { Db } from '../client';
import { checkouts, invitations, invoices, members, organizations, vehicles } from '../schema';
import { newId } from './ids';

const stateColumns = {
  plan: organizations.plan,
  planStatus: organizations.planStatus,
  trialEndsAt: organizations.trialEndsAt,
};

const toState = (row: { plan: string | null; planStatus: string | null; trialEndsAt: Date | null }): PlanState => ({
  plan: row.plan as PlanId | null,
  planStatus: row.planStatus as PlanStatus | null,
  trialEndsAt: row.trialEndsAt,
});

/** Listed, live vehicles of the dealership, leaving out `except` (those a change re-lists). */
const countListed = async (db: Db, organizationId: string, except: readonly string[] = []) => {
  const where: SQL[] = [
    eq(vehicles.organizationId, organizationId),
    eq(vehicles.listed, true),
    isNull(vehicles.deletedAt),
  ];
  if (except.length) where.push(notInArray(vehicles.id, [...except]));
  const [row] = await db
    .select({ n: count() })
    .from(vehicles)
    .where(and(...where));
  return row?.n ?? 0;
};

/**
 * Members plus pending, unexpired invitations: an invitation holds its seat until it is settled.
 * `replacing`: an email invited again, whose earlier invitation the new one replaces.
 */
const countSeats = async (db: Db, organizationId: string, now: Date, replacing?: string) => {
  // Deactivated members free their seat (their history stays; reactivating takes one again).
  const [m] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), isNull(members.deactivatedAt)));
  const [i] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, now),
        replacing === undefined ? undefined : ne(sql`lower(${invitations.email})`, replacing.toLowerCase()),
      ),
    );
  return (m?.n ?? 0) + (i?.n ?? 0);
};

/** The dealership's plan and what it uses of it now. */
export const findPlanUsage = async (db: Db, organizationId: string, now = new Date()) => {
  const [row] = await db.select(stateColumns).from(organizations).where(eq(organizations.id, organizationId));
  if (!row) return undefined;
  return {
    state: toState(row),
    listings: await countListed(db, organizationId),
    seats: await countSeats(db, organizationId, now),
  };
};

const lockedState = async (tx: Db, organizationId: string) => {
  const [row] = await tx
    .select(stateColumns)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (!row) throw new Error(`No dealership ${organizationId}`);
  return toState(row);
};

/**
 * Inside a transaction: refuses (throws PlanLimitError) when listing `adding` more vehicles would
 * pass the plan, counting the listed ones except `relisting` (the vehicles this change lists).
 */
export const assertListingRoom = async (
  tx: Db,
  organizationId: string,
  adding: number,
  relisting: readonly string[] = [],
  now = new Date(),
) => {
  if (adding <= 0) return;
  const state = await lockedState(tx, organizationId);
  // The row is locked now, so a suspension written meanwhile is seen (issue 11 › Dealers).
  const [suspension] = await tx
    .select({ at: organizations.suspendedAt, reason: organizations.suspensionReason })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (suspension?.at)
    throw new PlanLimitError({
      code: 'DEALER_SUSPENDED',
      kind: 'listings',
      used: 0,
      limit: null,
      message: `Your dealership is suspended, so nothing new can be listed until Lotline lifts the suspension.${
        suspension.reason ? ` Reason: “${suspension.reason}”` : ''
      }`,
    });
  const problem = limitProblem(state, 'listings', await countListed(tx, organizationId, relisting), adding, now);
  if (problem) throw new PlanLimitError(problem);
};

/**
 * Refuses (throws PlanLimitError) an invitation the plan has no seat for. Checked before better-auth
 * writes the invitation, so two invitations sent in the same instant could both pass; the next one
 * is refused and the seat meter shows the overage.
 */
export const assertSeatRoom = async (db: Db, organizationId: string, email?: string, now = new Date()) =>
  db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const state = await lockedState(t, organizationId);
    const problem = limitProblem(state, 'seats', await countSeats(t, organizationId, now, email), 1, now);
    if (problem) throw new PlanLimitError(problem);
  });

// ---------------------------------------------------------------------------------------------
// Plan in force, checkouts and invoices

/** The Stripe subscription a dealership pays through, if any. */
export const findStripeSubscription = async (db: Db, organizationId: string) => {
  const [row] = await db
    .select({ id: organizations.stripeSubscriptionId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.id ?? null;
};

export const findBillingState = async (db: Db, organizationId: string) => {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      ...stateColumns,
      interval: organizations.billingInterval,
      currentPeriodEnd: organizations.currentPeriodEnd,
      stripeCustomerId: organizations.stripeCustomerId,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ? { ...row, state: toState(row) } : undefined;
};

/** The latest invoices first (two years of monthly ones fit the page). */
export const listInvoices = (db: Db, organizationId: string, limit = 24) =>
  db
    .select()
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit);

export type InvoiceRow = Awaited<ReturnType<typeof listInvoices>>[number];

export const findInvoice = async (db: Db, organizationId: string, id: string) => {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, id)));
  return row;
};

export type NewCheckout = Omit<typeof checkouts.$inferInsert, 'id' | 'status' | 'createdAt' | 'completedAt'>;

export const insertCheckout = async (db: Db, values: NewCheckout & { id: string }) => {
  const [row] = await db.insert(checkouts).values(values).returning();
  return row!;
};

export type CheckoutRow = Awaited<ReturnType<typeof insertCheckout>>;

/** A checkout of this dealership, or (organizationId undefined: the provider's webhook) any. */
export const findCheckout = async (db: Db, id: string, organizationId?: string) => {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(
      organizationId ? and(eq(checkouts.id, id), eq(checkouts.organizationId, organizationId)) : eq(checkouts.id, id),
    );
  return row;
};

export const setCheckoutProvider = (db: Db, id: string, providerRef: string, url: string) =>
  db.update(checkouts).set({ providerRef, url }).where(eq(checkouts.id, id));

const addPeriod = (from: Date, interval: 'month' | 'year') => {
  const end = new Date(from);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

/** INV-YYYY-NNNNNN from the platform-wide sequence. */
const nextInvoiceNumber = async (tx: Db, at: Date) => {
  const [row] = await tx.select({ n: sql<string>`nextval('invoice_number_seq')::text` }).from(sql`(select 1) as one`);
  return `INV-${at.getUTCFullYear()}-${row!.n.padStart(6, '0')}`;
};

/**
 * Settles a paid checkout, once: the plan, interval and a fresh period go in force (a trial ends),
 * a paid invoice is written, and the checkout is marked completed — all in one transaction, with the
 * checkout row locked so a webhook retried while the browser completes it applies it one time.
 * Answers the checkout and its invoice (`applied` false when it was already completed).
 */
export const completeCheckout = async (
  db: Db,
  id: string,
  paid: { at: Date; amountCents?: number; stripe?: { customerId: string | null; subscriptionId: string | null } },
) =>
  db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
    if (!checkout) return undefined;
    if (checkout.status === 'completed') {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.checkoutId, id));
      return { checkout, invoice, applied: false, replacedSubscriptionId: null };
    }
    const periodEnd = addPeriod(paid.at, checkout.interval);
    const [before] = await tx
      .select({ subscriptionId: organizations.stripeSubscriptionId })
      .from(organizations)
      .where(eq(organizations.id, checkout.organizationId));
    const newSubscription = paid.stripe?.subscriptionId ?? null;
    // A plan change through Stripe Checkout starts a new subscription: the old one must stop billing.
    const replacedSubscriptionId =
      newSubscription && before?.subscriptionId && before.subscriptionId !== newSubscription
        ? before.subscriptionId
        : null;
    await tx
      .update(organizations)
      .set({
        plan: checkout.planId,
        planStatus: 'active',
        billingInterval: checkout.interval,
        trialEndsAt: null,
        currentPeriodEnd: periodEnd,
        ...(paid.stripe?.customerId ? { stripeCustomerId: paid.stripe.customerId } : {}),
        ...(paid.stripe?.subscriptionId ? { stripeSubscriptionId: paid.stripe.subscriptionId } : {}),
      })
      .where(eq(organizations.id, checkout.organizationId));
    const [invoice] = await tx
      .insert(invoices)
      .values({
        id: newId(),
        organizationId: checkout.organizationId,
        number: await nextInvoiceNumber(t, paid.at),
        planId: checkout.planId,
        interval: checkout.interval,
        amountCents: paid.amountCents ?? checkout.amountCents,
        status: 'paid',
        periodStart: paid.at,
        periodEnd,
        issuedAt: paid.at,
        paidAt: paid.at,
        checkoutId: id,
      })
      .returning();
    const [done] = await tx
      .update(checkouts)
      .set({ status: 'completed', completedAt: paid.at })
      .where(eq(checkouts.id, id))
      .returning();
    return { checkout: done!, invoice, applied: true, replacedSubscriptionId };
  });

/** Demo history: paid invoices, oldest first, each a period long, ending with the one in force. */
export const insertInvoiceHistory = async (
  db: Db,
  organizationId: string,
  plan: { planId: 'starter' | 'dealer' | 'pro'; interval: 'month' | 'year'; amountCents: number },
  starts: readonly Date[],
) => {
  for (const start of starts) {
    await db.insert(invoices).values({
      id: newId(),
      organizationId,
      number: await nextInvoiceNumber(db, start),
      ...plan,
      status: 'paid',
      periodStart: start,
      periodEnd: addPeriod(start, plan.interval),
      issuedAt: start,
      paidAt: start,
    });
  }
  const last = starts.at(-1);
  if (last)
    await db
      .update(organizations)
      .set({ billingInterval: plan.interval, currentPeriodEnd: addPeriod(last, plan.interval) })
      .where(eq(organizations.id, organizationId));
};

/** Stripe's word on a subscription (paid, failed, cancelled) applied to the dealership it pays for. */
export const setPlanStatusBySubscription = (db: Db, subscriptionId: string, status: PlanStatus) =>
  db.update(organizations).set({ planStatus: status }).where(eq(organizations.stripeSubscriptionId, subscriptionId));
