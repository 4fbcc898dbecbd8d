/**
 * SQL of customers: one person per dealership, matched by email (a returning shopper is one
 * customer) or by the marketplace account they write from; several emails and phones each.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ConsentSource } from '../../../shared/respond';
import type { Db } from '../client';
import { customerEmails, customerPhones, customers } from '../schema';
import { newId } from './ids';

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

export const findCustomerIdByEmail = async (db: Db, organizationId: string, email: string) => {
  const [row] = await db
    .select({ id: customerEmails.customerId })
    .from(customerEmails)
    .where(and(eq(customerEmails.organizationId, organizationId), eq(customerEmails.email, email.toLowerCase())));
  return row?.id;
};

export const findCustomerIdByPhone = async (db: Db, organizationId: string, phone: string) => {
  const digits = phoneDigits(phone);
  if (!digits) return undefined;
  const [row] = await db
    .select({ id: customerPhones.customerId })
    .from(customerPhones)
    .where(and(eq(customerPhones.organizationId, organizationId), eq(customerPhones.digits, digits)))
    .orderBy(asc(customerPhones.createdAt))
    .limit(1);
  return row?.id;
};

export const customerExists = async (db: Db, organizationId: string, id: string) => {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, id)));
  return Boolean(row);
};

export interface NewCustomer {
  firstName: string;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  shopperUserId?: string | null;
  assigneeId?: string | null;
  tags?: string[];
  emailConsent?: { granted: boolean; source: ConsentSource };
}

export const insertCustomer = async (tx: Db, organizationId: string, input: NewCustomer) => {
  const id = newId();
  const now = new Date();
  await tx.insert(customers).values({
    id,
    organizationId,
    firstName: input.firstName,
    lastName: input.lastName ?? null,
    shopperUserId: input.shopperUserId ?? null,
    assigneeId: input.assigneeId ?? null,
    tags: input.tags ?? [],
    ...(input.emailConsent
      ? {
          emailConsent: input.emailConsent.granted,
          emailConsentAt: now,
          emailConsentSource: input.emailConsent.source,
        }
      : {}),
  });
  if (input.email)
    await tx
      .insert(customerEmails)
      .values({ id: newId(), organizationId, customerId: id, email: input.email.toLowerCase(), isPrimary: true });
  if (input.phone)
    await tx.insert(customerPhones).values({
      id: newId(),
      organizationId,
      customerId: id,
      phone: input.phone,
      digits: phoneDigits(input.phone),
      isPrimary: true,
    });
  return id;
};

/**
 * The customer a shopper's message belongs to, inside the caller's transaction: the one already
 * linked to their account, else the one with their email (linked now), else a new one.
 */
export const customerForShopper = async (
  tx: Db,
  organizationId: string,
  shopper: { id: string; email: string; firstName: string; lastName: string | null },
) => {
  const [linked] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.shopperUserId, shopper.id)));
  if (linked) return linked.id;
  const byEmail = await findCustomerIdByEmail(tx, organizationId, shopper.email);
  if (byEmail) {
    await tx
      .update(customers)
      .set({ shopperUserId: shopper.id })
      .where(and(eq(customers.id, byEmail), eq(customers.organizationId, organizationId)));
    return byEmail;
  }
  return insertCustomer(tx, organizationId, {
    firstName: shopper.firstName,
    lastName: shopper.lastName,
    email: shopper.email,
    shopperUserId: shopper.id,
  });
};

/**
 * The customer for a hand-added lead's contact, inside the caller's transaction: matched by email,
 * then by phone (the same person calling twice stays one customer), else a new one.
 */
export const customerForContact = async (
  tx: Db,
  organizationId: string,
  contact: { firstName: string; lastName?: string | undefined; email?: string | undefined; phone?: string | undefined },
) => {
  const byEmail = contact.email ? await findCustomerIdByEmail(tx, organizationId, contact.email) : undefined;
  if (byEmail) return byEmail;
  const byPhone = contact.phone ? await findCustomerIdByPhone(tx, organizationId, contact.phone) : undefined;
  if (byPhone) return byPhone;
  return insertCustomer(tx, organizationId, {
    firstName: contact.firstName,
    lastName: contact.lastName ?? null,
    email: contact.email ?? null,
    phone: contact.phone ?? null,
  });
};
