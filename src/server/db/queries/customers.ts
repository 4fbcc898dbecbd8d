/**
 * SQL of customers: one person per dealership, matched by email (a returning shopper is one
 * customer) or by the marketplace account they write from; several emails and phones each.
 */
import { and, asc, desc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOMERS_PAGE_SIZE, type ConsentChannel, type ConsentSource } from '../../../shared/respond';
import type { CustomerQuery } from '../../../shared/schemas/customers';
import type { Db } from '../client';
import { conversations, customerEmails, customerPhones, customers, leads, users } from '../schema';
import { newId } from './ids';
import { insertLeadEvents } from './leads';

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

// ---------------------------------------------------------------------------------------------
// The Customers area: list, detail, edit, merge, CSV import and export.

// Qualified by hand: in a select from customers alone, drizzle writes its columns unqualified, and
// inside these subqueries an unqualified "id" would mean the subquery's own table.
const customerRef = sql.raw('"customers"."id"');
const customerAssigneeRef = sql.raw('"customers"."assignee_id"');
const primaryEmailOf = sql<string | null>`(select e.email from ${customerEmails} e where e.customer_id = ${customerRef}
  order by e.is_primary desc, e.created_at asc, e.id asc limit 1)`;
const primaryPhoneOf = sql<string | null>`(select p.phone from ${customerPhones} p where p.customer_id = ${customerRef}
  order by p.is_primary desc, p.created_at asc, p.id asc limit 1)`;

const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: primaryEmailOf,
  phone: primaryPhoneOf,
  tags: customers.tags,
  assigneeId: customers.assigneeId,
  assigneeName: sql<string | null>`(select u.name from ${users} u where u.id = ${customerAssigneeRef})`,
  leadCount: sql<number>`(select count(*)::int from ${leads} l where l.customer_id = ${customerRef})`,
  openLeadCount: sql<number>`(select count(*)::int from ${leads} l where l.customer_id = ${customerRef}
    and l.status not in ('converted', 'lost', 'junk'))`,
  lastActivityAt: customers.lastActivityAt,
  createdAt: customers.createdAt,
};
export type CustomerListRow = Awaited<ReturnType<typeof listCustomers>>['items'][number];

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The list's filters: name, email or phone (digits however typed), a tag, an assignee. */
const customerFilters = (organizationId: string, query: Omit<CustomerQuery, 'page' | 'sort'>) => {
  const where: (SQL | undefined)[] = [eq(customers.organizationId, organizationId)];
  if (query.q) {
    const like = likeOf(query.q);
    const digits = query.q.replace(/\D/g, '');
    where.push(
      or(
        sql`lower(${customers.firstName} || ' ' || coalesce(${customers.lastName}, '')) like ${like}`,
        sql`exists (select 1 from ${customerEmails} e where e.customer_id = ${customerRef} and e.email like ${like})`,
        digits.length >= 3
          ? sql`exists (select 1 from ${customerPhones} p where p.customer_id = ${customerRef} and p.digits like ${`%${digits}%`})`
          : undefined,
      ),
    );
  }
  if (query.tag) where.push(sql`${customers.tags} @> array[${query.tag.toLowerCase()}]::text[]`);
  if (query.assignee === 'unassigned') where.push(isNull(customers.assigneeId));
  else if (query.assignee) where.push(eq(customers.assigneeId, query.assignee));
  return and(...where)!;
};

const CUSTOMER_ORDER = {
  activity: [desc(customers.lastActivityAt), desc(customers.id)],
  newest: [desc(customers.createdAt), desc(customers.id)],
  name: [sql`lower(${customers.firstName})`, sql`lower(coalesce(${customers.lastName}, ''))`, asc(customers.id)],
} as const;

export const listCustomers = async (db: Db, organizationId: string, query: CustomerQuery) => {
  const where = customerFilters(organizationId, query);
  const [items, [counted], tagRows] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .where(where)
      .orderBy(...CUSTOMER_ORDER[query.sort])
      .limit(CUSTOMERS_PAGE_SIZE)
      .offset((query.page - 1) * CUSTOMERS_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(where),
    db.execute(sql`select distinct t as tag from ${customers}, unnest(${customers.tags}) as t
      where ${customers.organizationId} = ${organizationId} order by t`),
  ]);
  const tags = (tagRows as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag);
  return { items, total: Number(counted?.n ?? 0), tags };
};

/** Every customer of the filter, in batches (the CSV export streams them). */
export async function* exportCustomers(db: Db, organizationId: string, query: Omit<CustomerQuery, 'page'>) {
  const where = customerFilters(organizationId, query);
  const batch = 500;
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select({
        ...customerColumns,
        emails: sql<string>`coalesce((select string_agg(e.email, '; ' order by e.is_primary desc, e.created_at) from ${customerEmails} e where e.customer_id = ${customerRef}), '')`,
        phones: sql<string>`coalesce((select string_agg(p.phone, '; ' order by p.is_primary desc, p.created_at) from ${customerPhones} p where p.customer_id = ${customerRef}), '')`,
        addressLine1: customers.addressLine1,
        addressLine2: customers.addressLine2,
        city: customers.city,
        region: customers.region,
        postalCode: customers.postalCode,
        country: customers.country,
        notes: customers.notes,
        emailConsent: customers.emailConsent,
        smsConsent: customers.smsConsent,
      })
      .from(customers)
      .where(where)
      .orderBy(...CUSTOMER_ORDER[query.sort])
      .limit(batch)
      .offset(offset);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

export const findCustomer = async (db: Db, organizationId: string, id: string) => {
  const [row] = await db
    .select({
      ...customerColumns,
      addressLine1: customers.addressLine1,
      addressLine2: customers.addressLine2,
      city: customers.city,
      region: customers.region,
      postalCode: customers.postalCode,
      country: customers.country,
      notes: customers.notes,
      shopperUserId: customers.shopperUserId,
      emailConsent: customers.emailConsent,
      emailConsentAt: customers.emailConsentAt,
      emailConsentSource: customers.emailConsentSource,
      smsConsent: customers.smsConsent,
      smsConsentAt: customers.smsConsentAt,
      smsConsentSource: customers.smsConsentSource,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, id)));
  if (!row) return undefined;
  const [emails, phones] = await Promise.all([
    db
      .select({ email: customerEmails.email, primary: customerEmails.isPrimary })
      .from(customerEmails)
      .where(eq(customerEmails.customerId, id))
      .orderBy(desc(customerEmails.isPrimary), asc(customerEmails.createdAt), asc(customerEmails.id)),
    db
      .select({ phone: customerPhones.phone, label: customerPhones.label, primary: customerPhones.isPrimary })
      .from(customerPhones)
      .where(eq(customerPhones.customerId, id))
      .orderBy(desc(customerPhones.isPrimary), asc(customerPhones.createdAt), asc(customerPhones.id)),
  ]);
  return { ...row, emails, phones };
};
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/** Which of these emails already belong to another customer of the dealership (email → that customer). */
export const emailsTakenElsewhere = async (db: Db, organizationId: string, emails: string[], exceptId?: string) => {
  if (!emails.length) return new Map<string, string>();
  const rows = await db
    .select({ email: customerEmails.email, customerId: customerEmails.customerId })
    .from(customerEmails)
    .where(
      and(
        eq(customerEmails.organizationId, organizationId),
        inArray(
          customerEmails.email,
          emails.map((e) => e.toLowerCase()),
        ),
        exceptId ? ne(customerEmails.customerId, exceptId) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.email, r.customerId]));
};

export interface CustomerWrite {
  firstName?: string;
  lastName?: string | null;
  emails?: { email: string; primary: boolean }[];
  phones?: { phone: string; label: string; primary: boolean }[];
  address?: Partial<Record<'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country', string | null>>;
  tags?: string[];
  assigneeId?: string | null;
  notes?: string | null;
  consent?: Partial<Record<ConsentChannel, { granted: boolean; source: ConsentSource }>>;
}

/** Exactly one primary in a list that has any: the one marked, else the first. */
const withOnePrimary = <T extends { primary: boolean }>(items: T[]) => {
  const at = Math.max(
    0,
    items.findIndex((i) => i.primary),
  );
  return items.map((item, i) => ({ ...item, primary: i === at }));
};

/** Writes a customer's fields and, when given, replaces their emails and phones; inside a transaction. */
export const writeCustomer = async (
  tx: Db,
  organizationId: string,
  id: string,
  input: CustomerWrite,
  current?: Pick<CustomerRow, 'emailConsent' | 'smsConsent'>,
) => {
  const now = new Date();
  const set: Partial<typeof customers.$inferInsert> = { updatedAt: now };
  if (input.firstName !== undefined) set.firstName = input.firstName;
  if (input.lastName !== undefined) set.lastName = input.lastName || null;
  if (input.tags !== undefined) set.tags = input.tags;
  if (input.assigneeId !== undefined) set.assigneeId = input.assigneeId;
  if (input.notes !== undefined) set.notes = input.notes || null;
  const a = input.address;
  if (a) {
    if (a.line1 !== undefined) set.addressLine1 = a.line1 || null;
    if (a.line2 !== undefined) set.addressLine2 = a.line2 || null;
    if (a.city !== undefined) set.city = a.city || null;
    if (a.region !== undefined) set.region = a.region || null;
    if (a.postalCode !== undefined) set.postalCode = a.postalCode || null;
    if (a.country !== undefined) set.country = a.country ? a.country.toUpperCase() : null;
  }
  // A consent change records when and where it was given or withdrawn; resending the same state keeps the old time.
  const email = input.consent?.email;
  if (email && email.granted !== current?.emailConsent)
    Object.assign(set, { emailConsent: email.granted, emailConsentAt: now, emailConsentSource: email.source });
  const sms = input.consent?.sms;
  if (sms && sms.granted !== current?.smsConsent)
    Object.assign(set, { smsConsent: sms.granted, smsConsentAt: now, smsConsentSource: sms.source });
  await tx
    .update(customers)
    .set(set)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, id)));
  if (input.emails) {
    await tx.delete(customerEmails).where(eq(customerEmails.customerId, id));
    const list = withOnePrimary(input.emails);
    if (list.length)
      await tx.insert(customerEmails).values(
        list.map((e, i) => ({
          id: newId(),
          organizationId,
          customerId: id,
          email: e.email.toLowerCase(),
          isPrimary: e.primary,
          createdAt: new Date(now.getTime() + i),
        })),
      );
  }
  if (input.phones) {
    await tx.delete(customerPhones).where(eq(customerPhones.customerId, id));
    const list = withOnePrimary(input.phones);
    if (list.length)
      await tx.insert(customerPhones).values(
        list.map((p, i) => ({
          id: newId(),
          organizationId,
          customerId: id,
          phone: p.phone,
          digits: phoneDigits(p.phone),
          label: p.label,
          isPrimary: p.primary,
          createdAt: new Date(now.getTime() + i),
        })),
      );
  }
};

/** A new customer from the Customers screen or an import row; inside a transaction. */
export const createCustomer = async (tx: Db, organizationId: string, input: CustomerWrite & { firstName: string }) => {
  const id = newId();
  await tx.insert(customers).values({ id, organizationId, firstName: input.firstName });
  await writeCustomer(tx, organizationId, id, { emails: [], phones: [], ...input });
  return id;
};

/** What a merge would keep: the union of emails, phones and tags, and the counts that move. */
export const mergeCounts = async (db: Db, otherId: string) => {
  const [[l], [c]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.customerId, otherId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .where(eq(conversations.customerId, otherId)),
  ]);
  return { leads: Number(l?.n ?? 0), conversations: Number(c?.n ?? 0) };
};

/**
 * Folds `other` into `target` in one transaction: every lead and conversation moves, emails and
 * phones not already on the target move (the first of each stays primary), tags unite, blank
 * fields of the target take the other's, consent keeps the later decision, and each moved lead's
 * timeline says it was merged. The other customer is then removed.
 */
export const mergeCustomers = (db: Db, organizationId: string, targetId: string, otherId: string, actorId: string) =>
  db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.organizationId, organizationId), eq(customers.id, targetId)))
      .for('update');
    const [other] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.organizationId, organizationId), eq(customers.id, otherId)))
      .for('update');
    if (!target || !other) return false;
    const moved = await tx
      .update(leads)
      .set({ customerId: targetId })
      .where(eq(leads.customerId, otherId))
      .returning({ id: leads.id });
    await tx.update(conversations).set({ customerId: targetId }).where(eq(conversations.customerId, otherId));
    // A shopper account links to one customer per dealership: the target takes it when it has none.
    const shopperUserId = target.shopperUserId ?? other.shopperUserId;
    if (!target.shopperUserId && other.shopperUserId)
      await tx.update(customers).set({ shopperUserId: null }).where(eq(customers.id, otherId));
    const targetEmails = await tx
      .select({ email: customerEmails.email })
      .from(customerEmails)
      .where(eq(customerEmails.customerId, targetId));
    const have = new Set(targetEmails.map((e) => e.email));
    await tx
      .update(customerEmails)
      .set({ customerId: targetId, isPrimary: false })
      .where(
        and(
          eq(customerEmails.customerId, otherId),
          have.size ? notInArray(customerEmails.email, [...have]) : undefined,
        ),
      );
    const targetPhones = await tx
      .select({ digits: customerPhones.digits })
      .from(customerPhones)
      .where(eq(customerPhones.customerId, targetId));
    const digits = new Set(targetPhones.map((p) => p.digits));
    await tx
      .update(customerPhones)
      .set({ customerId: targetId, isPrimary: false })
      .where(
        and(
          eq(customerPhones.customerId, otherId),
          digits.size ? notInArray(customerPhones.digits, [...digits]) : undefined,
        ),
      );
    const later = <T>(a: T, aAt: Date | null, b: T, bAt: Date | null) =>
      (bAt?.getTime() ?? -1) > (aAt?.getTime() ?? -1) ? b : a;
    const emailFromOther = (other.emailConsentAt?.getTime() ?? -1) > (target.emailConsentAt?.getTime() ?? -1);
    const smsFromOther = (other.smsConsentAt?.getTime() ?? -1) > (target.smsConsentAt?.getTime() ?? -1);
    await tx
      .update(customers)
      .set({
        lastName: target.lastName ?? other.lastName,
        addressLine1: target.addressLine1 ?? other.addressLine1,
        addressLine2: target.addressLine2 ?? other.addressLine2,
        city: target.city ?? other.city,
        region: target.region ?? other.region,
        postalCode: target.postalCode ?? other.postalCode,
        country: target.country ?? other.country,
        notes: [target.notes, other.notes].filter(Boolean).join('\n\n') || null,
        tags: [...new Set([...target.tags, ...other.tags])],
        assigneeId: target.assigneeId ?? other.assigneeId,
        shopperUserId,
        emailConsent: emailFromOther ? other.emailConsent : target.emailConsent,
        emailConsentAt: later(target.emailConsentAt, target.emailConsentAt, other.emailConsentAt, other.emailConsentAt),
        emailConsentSource: emailFromOther ? other.emailConsentSource : target.emailConsentSource,
        smsConsent: smsFromOther ? other.smsConsent : target.smsConsent,
        smsConsentAt: later(target.smsConsentAt, target.smsConsentAt, other.smsConsentAt, other.smsConsentAt),
        smsConsentSource: smsFromOther ? other.smsConsentSource : target.smsConsentSource,
        lastActivityAt: later(target.lastActivityAt, target.lastActivityAt, other.lastActivityAt, other.lastActivityAt),
        createdAt: target.createdAt < other.createdAt ? target.createdAt : other.createdAt,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, targetId));
    await tx.delete(customers).where(eq(customers.id, otherId));
    const name = [other.firstName, other.lastName].filter(Boolean).join(' ');
    for (const lead of moved)
      await insertLeadEvents(tx, organizationId, lead.id, [
        { kind: 'merged', data: { from: otherId, fromName: name, into: targetId }, actorId },
      ]);
    return true;
  });

/** The dealership's customers matching any of these emails or phone digits (the import's dedupe). */
export const findCustomersByContact = async (
  db: Db,
  organizationId: string,
  emails: string[],
  digits: string[],
): Promise<{ byEmail: Map<string, string>; byDigits: Map<string, string> }> => {
  const [emailRows, phoneRows] = await Promise.all([
    emails.length
      ? db
          .select({ email: customerEmails.email, customerId: customerEmails.customerId })
          .from(customerEmails)
          .where(and(eq(customerEmails.organizationId, organizationId), inArray(customerEmails.email, emails)))
      : [],
    digits.length
      ? db
          .select({ digits: customerPhones.digits, customerId: customerPhones.customerId })
          .from(customerPhones)
          .where(and(eq(customerPhones.organizationId, organizationId), inArray(customerPhones.digits, digits)))
          .orderBy(asc(customerPhones.createdAt))
      : [],
  ]);
  const byDigits = new Map<string, string>();
  for (const r of phoneRows) if (!byDigits.has(r.digits)) byDigits.set(r.digits, r.customerId);
  return { byEmail: new Map(emailRows.map((r) => [r.email, r.customerId])), byDigits };
};

/** An import row that adds to an existing customer: new email/phone, more tags, blank fields filled. */
export const addToCustomer = async (
  tx: Db,
  organizationId: string,
  id: string,
  add: {
    email: string | null;
    phone: string | null;
    tags: string[];
    fields: Partial<
      Record<
        'lastName' | 'addressLine1' | 'addressLine2' | 'city' | 'region' | 'postalCode' | 'country' | 'notes',
        string
      >
    >;
  },
) => {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, id)));
  if (!row) return;
  const set: Partial<typeof customers.$inferInsert> = {
    tags: [...new Set([...row.tags, ...add.tags])],
    updatedAt: new Date(),
  };
  for (const [key, value] of Object.entries(add.fields) as [keyof typeof add.fields, string][])
    if (value && !row[key]) set[key] = value;
  await tx.update(customers).set(set).where(eq(customers.id, id));
  if (add.email)
    await tx
      .insert(customerEmails)
      .values({ id: newId(), organizationId, customerId: id, email: add.email, isPrimary: false })
      .onConflictDoNothing();
  if (add.phone) {
    const digits = phoneDigits(add.phone);
    const [has] = await tx
      .select({ id: customerPhones.id })
      .from(customerPhones)
      .where(and(eq(customerPhones.customerId, id), eq(customerPhones.digits, digits)));
    if (!has)
      await tx
        .insert(customerPhones)
        .values({ id: newId(), organizationId, customerId: id, phone: add.phone, digits, isPrimary: false });
  }
};
