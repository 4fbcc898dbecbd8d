/**
 * Respond's demo data (DOMAIN.md › Decisions › Demo data): per dealership ~60 customers and ~40 leads
 * across statuses and sources, the marketplace ones with their conversations, every lead with the
 * timeline the API would have written (created, assigned, messages, status changes, notes, calls,
 * follow-ups), a few still waiting for a first reply (overdue, critical), and the staff's and
 * shoppers' notifications. Deterministic (a fixed seed) and written relative to `now`, so the
 * response timers and "2 hours ago" read the same on every fresh database.
 */
import { eq } from 'drizzle-orm';
import {
  conversationLink,
  leadLink,
  LEAD_LOST_REASONS,
  type LeadEventKind,
  type LeadSource,
  type LeadStatus,
  type NotificationKind,
} from '../../shared/respond';
import type { Db } from './client';
import { newId } from './queries/ids';
import {
  conversationReads,
  conversations,
  customerEmails,
  customerPhones,
  customers,
  leadEvents,
  leads,
  messages,
  notifications,
  users,
  vehicles,
} from './schema';
import { createRandom } from './seed-vehicles';

export const DEMO_RESPOND_SEED = 20261124;
export const DEMO_CUSTOMERS_PER_DEALERSHIP = 60;
export const DEMO_LEADS_PER_DEALERSHIP = 40;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface SeedRespondDealership {
  readonly organizationId: string;
  readonly areaCode: string;
  readonly city: string;
  readonly region: string;
  /** owner, manager, sales: user ids and names (the assignees and the replies' authors). */
  readonly staff: readonly { readonly userId: string; readonly name: string; readonly role: string }[];
}

export interface SeedRespondOptions {
  readonly dealerships: readonly SeedRespondDealership[];
  /** The demo shoppers who can sign in (each gets a conversation with each dealership). */
  readonly shoppers: readonly {
    readonly id: string;
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
  }[];
  readonly now?: Date;
}

const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'William',
  'Jennifer',
  'David',
  'Elizabeth',
  'Carlos',
  'Sofia',
  'Daniel',
  'Emily',
  'Anthony',
  'Grace',
  'Kevin',
  'Hannah',
  'Brian',
  'Olivia',
  'Andre',
  'Mei',
  'Luis',
  'Fatima',
  'Ethan',
  'Chloe',
  'Marcus',
  'Nora',
  'Tyler',
  'Aaliyah',
  'Samuel',
  'Zoe',
  'Victor',
  'Leah',
  'Derek',
  'Priscilla',
  'Owen',
  'Camila',
  'Isaac',
  'Renee',
] as const;
const LAST_NAMES = [
  'Anderson',
  'Brooks',
  'Castillo',
  'Dawson',
  'Ellis',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Mitchell',
  'Nakamura',
  'Owens',
  'Perez',
  'Quinn',
  'Reyes',
  'Sullivan',
  'Thompson',
  'Underwood',
  'Vasquez',
  'Walsh',
  'Xu',
  'Young',
  'Zimmerman',
  'Foster',
  'Huang',
  'Murphy',
  'Okafor',
] as const;
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;
const TAGS = [
  'first-time buyer',
  'trade-in',
  'financing',
  'cash buyer',
  'repeat customer',
  'referral',
  'fleet',
] as const;
const STREETS = [
  'Maple Ave',
  'Oak St',
  'High St',
  'Park Rd',
  'Lakeview Dr',
  'Cedar Ln',
  'Sunset Blvd',
  'Elm St',
] as const;

/** Status mix of a dealership's 40 leads (DOMAIN.md › Areas › Leads: new → … → converted | lost | junk). */
const LEAD_MIX: readonly (readonly [LeadStatus, number])[] = [
  ['new', 7],
  ['contacted', 9],
  ['appointment', 6],
  ['negotiating', 5],
  ['converted', 5],
  ['lost', 5],
  ['junk', 3],
];
const PATHS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['new'],
  contacted: ['new', 'contacted'],
  appointment: ['new', 'contacted', 'appointment'],
  negotiating: ['new', 'contacted', 'appointment', 'negotiating'],
  converted: ['new', 'contacted', 'appointment', 'negotiating', 'converted'],
  lost: ['new', 'contacted', 'lost'],
  junk: ['new', 'junk'],
};

const SHOPPER_OPENERS = [
  (v: string) => `Hi, is the ${v} still available? I could come by this weekend.`,
  (v: string) => `Hello! What's the best price you can do on the ${v}? I'm paying cash.`,
  (v: string) => `Does the ${v} have a clean history report? Any accidents?`,
  (v: string) => `I'd like to trade in my 2016 Civic toward the ${v}. Can you give me an estimate?`,
  (v: string) => `Is the ${v} eligible for financing? My credit is decent, around 700.`,
  (v: string) => `Can I schedule a test drive of the ${v} on Thursday after 5?`,
] as const;
const DEALER_REPLIES = [
  (n: string) => `Hi ${n}, thanks for reaching out! Yes, it's here on the lot. When works for a test drive?`,
  (n: string) => `Hi ${n}, great question. The history report is clean, one owner. I can send it over.`,
  (n: string) => `Thanks ${n}! We can definitely look at your trade. Bring it by and we'll appraise it in 20 minutes.`,
  (n: string) =>
    `Hi ${n}, we work with several lenders and can get you pre-approved today. Want me to start the paperwork?`,
] as const;
const SHOPPER_FOLLOW_UPS = [
  'Great, Saturday morning works for me.',
  'Thanks! Could you send a few more photos of the interior?',
  "Sounds good. What's the out-the-door price with fees?",
  'Perfect, see you then.',
] as const;
const DEALER_FOLLOW_UPS = [
  "You're booked for Saturday at 10. Ask for me at the front desk.",
  'Sent! Let me know if you want a video walkaround too.',
  "I'll put the full breakdown together and email it this afternoon.",
] as const;
const NOTES = [
  'Prefers text over calls. Works nights, reach out after 2pm.',
  'Has a trade: 2017 Escape, ~82k miles. Wants payoff figures first.',
  'Pre-approved with their credit union, up to $28k.',
  'Interested in the extended warranty; send the brochure.',
  'Spouse needs to see the car before they decide.',
] as const;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

interface PlannedCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  shopperUserId: string | null;
  createdAt: Date;
  lastActivityAt: Date;
}

type EventRow = typeof leadEvents.$inferInsert;

/** Seeds Respond for dealerships that have their vehicles already; returns what it wrote. */
export const seedDemoRespond = async (db: Db, options: SeedRespondOptions) => {
  const now = options.now ?? new Date();
  const random = createRandom(DEMO_RESPOND_SEED);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const counts = { customers: 0, leads: 0, conversations: 0, messages: 0, notifications: 0 };
  let nameCursor = 0;

  for (const [d, dealership] of options.dealerships.entries()) {
    const { organizationId } = dealership;
    const sales = dealership.staff.filter((s) => s.role === 'sales');
    const managers = dealership.staff.filter((s) => s.role !== 'sales');
    const nameOf = new Map(dealership.staff.map((s) => [s.userId, s.name]));
    const stock = await db
      .select({
        id: vehicles.id,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        status: vehicles.status,
        listed: vehicles.listed,
      })
      .from(vehicles)
      .where(eq(vehicles.organizationId, organizationId))
      .orderBy(vehicles.stockNumber);
    const forSale = stock.filter((v) => v.listed);
    const sold = stock.filter((v) => v.status === 'sold');

    // ── Customers: marketplace shoppers (with an account), walk-ins and callers, and past buyers.
    const planned: PlannedCustomer[] = [];
    const person = () => {
      const first = FIRST_NAMES[(nameCursor * 7 + d * 3) % FIRST_NAMES.length]!;
      const last = LAST_NAMES[(nameCursor * 11 + d * 5) % LAST_NAMES.length]!;
      nameCursor++;
      return { first, last };
    };
    for (let i = 0; i < DEMO_CUSTOMERS_PER_DEALERSHIP; i++) {
      const { first, last } = person();
      const createdAt = ago(random.int(2, 200) * DAY_MS + random.int(0, 23) * HOUR_MS);
      const domain = random.pick(EMAIL_DOMAINS);
      planned.push({
        id: newId(),
        firstName: first,
        lastName: last,
        email: random.chance(0.9) ? `${first}.${last}${i % 7 === 0 ? pad(i, 2) : ''}@${domain}`.toLowerCase() : null,
        phone: random.chance(0.8) ? `+1 ${dealership.areaCode} 555 ${pad(100 + ((i * 37 + d * 13) % 900), 4)}` : null,
        shopperUserId: null,
        createdAt,
        lastActivityAt: createdAt,
      });
    }
    // The demo shoppers who sign in are customers here too (their conversation below).
    for (const s of options.shoppers) {
      const createdAt = ago(random.int(3, 20) * DAY_MS);
      planned.push({
        id: newId(),
        firstName: s.firstName,
        lastName: s.lastName,
        email: s.email.toLowerCase(),
        phone: null,
        shopperUserId: s.id,
        createdAt,
        lastActivityAt: createdAt,
      });
    }

    // Marketplace shoppers have accounts: the first 18 customers with an email write from one.
    const marketplaceCustomers = planned.filter((c) => c.email && !c.shopperUserId).slice(0, 18);
    for (const c of marketplaceCustomers) {
      const userId = newId();
      await db.insert(users).values({
        id: userId,
        name: `${c.firstName} ${c.lastName}`,
        email: c.email!,
        emailVerified: true,
        firstName: c.firstName,
        lastName: c.lastName,
        accountType: 'shopper',
        profileCompletedAt: c.createdAt,
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      });
      c.shopperUserId = userId;
    }

    // ── Leads: the mix of statuses, each with a vehicle that fits it, a source, an assignee.
    const statuses = random.shuffle(LEAD_MIX.flatMap(([status, n]) => Array<LeadStatus>(n).fill(status)));
    const leadRows: (typeof leads.$inferInsert)[] = [];
    const events: EventRow[] = [];
    const conversationRows: (typeof conversations.$inferInsert)[] = [];
    const messageRows: (typeof messages.$inferInsert)[] = [];
    const readRows: (typeof conversationReads.$inferInsert)[] = [];
    const notificationRows: (typeof notifications.$inferInsert)[] = [];
    const shopperCustomers = planned.filter((c) => c.shopperUserId);
    const walkInCustomers = planned.filter((c) => !c.shopperUserId);
    const usedConversation = new Set<string>();
    let salesTurn = d;
    let newIndex = 0;

    for (const [i, status] of statuses.entries()) {
      // Sources: the demo shoppers' two leads first (marketplace), then ~55% marketplace.
      const demoShopper =
        i < options.shoppers.length
          ? shopperCustomers.find((c) => c.shopperUserId === options.shoppers[i]!.id)
          : undefined;
      const source: LeadSource = demoShopper
        ? 'marketplace'
        : random.chance(0.55)
          ? 'marketplace'
          : random.pick<LeadSource>(['walk_in', 'walk_in', 'phone', 'phone', 'other']);
      const customer =
        demoShopper ??
        (source === 'marketplace' ? random.pick(shopperCustomers) : walkInCustomers[(i * 3) % walkInCustomers.length]!);
      const vehiclePool = status === 'converted' && sold.length ? sold : forSale;
      let vehicle = source === 'other' && random.chance(0.5) ? null : random.pick(vehiclePool);
      // One conversation per (vehicle, shopper, dealership): a second lead of the same shopper picks another car.
      if (source === 'marketplace' && vehicle) {
        let tries = 0;
        while (usedConversation.has(`${vehicle.id}|${customer.shopperUserId}`) && tries++ < 20)
          vehicle = random.pick(vehiclePool);
        usedConversation.add(`${vehicle.id}|${customer.shopperUserId}`);
      }
      if (source === 'marketplace' && !vehicle) vehicle = random.pick(forSale);

      // When it arrived: "new" ones are recent (two within the overdue threshold, the rest past it);
      // open ones within weeks; closed ones further back.
      const createdAt =
        status === 'new'
          ? ago(newIndex++ < 2 ? random.int(3, 10) * MINUTE_MS : random.int(25, 60 * 30) * MINUTE_MS)
          : status === 'converted' || status === 'lost' || status === 'junk'
            ? ago(random.int(10, 80) * DAY_MS + random.int(0, 10) * HOUR_MS)
            : ago(random.int(1, 21) * DAY_MS + random.int(0, 10) * HOUR_MS);
      const assignee =
        status === 'new' && random.chance(0.3)
          ? null
          : random.chance(0.75)
            ? sales[salesTurn++ % sales.length]!
            : random.pick(managers);
      const assigneeId = assignee?.userId ?? null;
      const responder = assignee ?? random.pick(managers);
      const answered = status !== 'new' && status !== 'junk';
      const firstResponseAt = answered ? new Date(createdAt.getTime() + random.int(4, 95) * MINUTE_MS) : null;
      const leadId = newId();
      const vehicleName = vehicle ? `${vehicle.year} ${vehicle.make} ${vehicle.model}` : 'a vehicle';

      const timeline: EventRow[] = [];
      const event = (kind: LeadEventKind, at: Date, data: Record<string, unknown>, actorId: string | null) =>
        timeline.push({ id: newId(), organizationId, leadId, kind, data, actorId, at });
      event(
        'created',
        createdAt,
        { source, ...(vehicle ? { vehicleId: vehicle.id } : {}) },
        source === 'marketplace' ? customer.shopperUserId : responder.userId,
      );
      if (assigneeId)
        event(
          'assigned',
          new Date(createdAt.getTime() + 1000),
          {
            from: null,
            to: assigneeId,
            toName: nameOf.get(assigneeId) ?? null,
            ...(source === 'marketplace' ? { routing: 'round_robin' } : {}),
          },
          source === 'marketplace' ? null : responder.userId,
        );

      // The conversation of a marketplace lead: the shopper writes, the dealership answers.
      let lastAt = createdAt;
      if (source === 'marketplace' && vehicle) {
        const conversationId = newId();
        const shopperId = customer.shopperUserId!;
        const thread: { side: 'shopper' | 'dealer'; body: string; at: Date }[] = [
          { side: 'shopper', body: random.pick(SHOPPER_OPENERS)(vehicleName), at: createdAt },
        ];
        if (firstResponseAt) {
          thread.push({ side: 'dealer', body: random.pick(DEALER_REPLIES)(customer.firstName), at: firstResponseAt });
          const more = status === 'contacted' ? random.int(0, 1) : random.int(1, 2);
          let at = firstResponseAt.getTime();
          for (let k = 0; k < more; k++) {
            at += random.int(20, 600) * MINUTE_MS;
            if (at > now.getTime() - MINUTE_MS) break;
            thread.push({ side: 'shopper', body: random.pick(SHOPPER_FOLLOW_UPS), at: new Date(at) });
            at += random.int(10, 240) * MINUTE_MS;
            if (at > now.getTime() - MINUTE_MS) break;
            thread.push({ side: 'dealer', body: random.pick(DEALER_FOLLOW_UPS), at: new Date(at) });
          }
          // Some open conversations end with the shopper's question, still unread by the dealership.
          if (!['converted', 'lost'].includes(status) && random.chance(0.4)) {
            const at2 = Math.min(now.getTime() - random.int(5, 300) * MINUTE_MS, at + random.int(30, 900) * MINUTE_MS);
            if (at2 > thread[thread.length - 1]!.at.getTime())
              thread.push({ side: 'shopper', body: random.pick(SHOPPER_FOLLOW_UPS), at: new Date(at2) });
          }
        }
        conversationRows.push({
          id: conversationId,
          organizationId,
          vehicleId: vehicle.id,
          shopperId,
          customerId: customer.id,
          leadId,
          lastMessageAt: thread[thread.length - 1]!.at,
          createdAt,
        });
        let lastDealerSeq = 0;
        let lastShopperSeq = 0;
        thread.forEach((m, k) => {
          const seq = k + 1;
          const senderId = m.side === 'shopper' ? shopperId : responder.userId;
          const messageId = newId();
          messageRows.push({
            id: messageId,
            organizationId,
            conversationId,
            senderId,
            senderSide: m.side,
            body: m.body,
            seq,
            createdAt: m.at,
          });
          event(
            m.side === 'shopper' ? 'message_in' : 'message_out',
            m.at,
            { messageId, conversationId, preview: m.body.slice(0, 140) },
            senderId,
          );
          if (m.side === 'dealer') lastDealerSeq = seq;
          else lastShopperSeq = seq;
        });
        const last = thread[thread.length - 1]!;
        // The shopper read everything up to their last message (and the dealer's replies before a day ago);
        // the dealership has read up to its own last reply (so a shopper's newer message is unread).
        const shopperRead =
          last.side === 'dealer' && last.at.getTime() < now.getTime() - DAY_MS ? thread.length : lastShopperSeq;
        readRows.push({
          conversationId,
          userId: shopperId,
          side: 'shopper',
          lastReadSeq: shopperRead,
          lastReadAt: last.at,
        });
        // Everyone on the dealership's side who follows the thread (the one answering, owners and
        // managers) has read up to the last reply: what came after it is their unread.
        if (lastDealerSeq)
          for (const reader of new Set([responder.userId, ...managers.map((m) => m.userId)]))
            readRows.push({
              conversationId,
              userId: reader,
              side: 'dealer',
              lastReadSeq: lastDealerSeq,
              lastReadAt: thread[lastDealerSeq - 1]!.at,
            });
        lastAt = last.at;
        counts.conversations++;
        counts.messages += thread.length;
        // The dealership's notifications of it: a new lead and, when the last word is the shopper's, a message.
        const who = `${customer.firstName} ${customer.lastName}`;
        const recipients = assigneeId ? [assigneeId] : managers.map((m) => m.userId);
        for (const userId of recipients) {
          if (now.getTime() - createdAt.getTime() < 14 * DAY_MS)
            notificationRows.push(
              notificationRow(
                userId,
                organizationId,
                'lead_new',
                `New lead: ${who}`,
                `${who} asked about the ${vehicleName}.`,
                leadLink(leadId),
                { leadId },
                createdAt,
                firstResponseAt,
              ),
            );
          if (last.side === 'shopper' && thread.length > 1)
            notificationRows.push(
              notificationRow(
                userId,
                organizationId,
                'message_new',
                `New message from ${who}`,
                last.body.slice(0, 140),
                conversationLink(conversationId),
                { conversationId, leadId },
                last.at,
                null,
              ),
            );
        }
        // The shopper's: the dealership's last reply.
        if (last.side === 'dealer')
          notificationRows.push(
            notificationRow(
              shopperId,
              null,
              'message_new',
              `New message about the ${vehicleName}`,
              last.body.slice(0, 140),
              conversationLink(conversationId),
              { conversationId },
              last.at,
              shopperRead >= thread.length ? last.at : null,
            ),
          );
      } else if (firstResponseAt) {
        // Walk-ins and callers: the first reply is a call that got through.
        event(
          'call',
          firstResponseAt,
          { direction: 'outbound', outcome: 'connected', durationSeconds: random.int(90, 900) },
          responder.userId,
        );
        lastAt = firstResponseAt;
      }

      // The status steps after the first reply (the first one, new → contacted, happens on it).
      const path = PATHS[status];
      let at = firstResponseAt?.getTime() ?? createdAt.getTime() + random.int(10, 120) * MINUTE_MS;
      let reason: string | null = null;
      for (let k = 1; k < path.length; k++) {
        const from = path[k - 1]!;
        const to = path[k]!;
        const automatic = k === 1 && to === 'contacted' && Boolean(firstResponseAt);
        if (!automatic) at = Math.min(now.getTime() - HOUR_MS, at + random.int(6, 72) * HOUR_MS);
        if (to === 'lost') reason = random.pick(LEAD_LOST_REASONS);
        if (to === 'junk') reason = random.pick(['spam', 'wrong_contact', 'duplicate']);
        event(
          'status',
          new Date(at),
          {
            from,
            to,
            ...(automatic ? { automatic: true } : {}),
            ...(reason && (to === 'lost' || to === 'junk') ? { reason, reasonNote: null } : {}),
          },
          responder.userId,
        );
      }
      const statusChangedAt = new Date(Math.max(at, createdAt.getTime()));
      if (status === 'appointment' || status === 'negotiating' || (status === 'contacted' && random.chance(0.5))) {
        const noteAt = new Date(
          Math.min(now.getTime() - 30 * MINUTE_MS, statusChangedAt.getTime() + random.int(1, 20) * HOUR_MS),
        );
        event('note', noteAt, { body: random.pick(NOTES) }, responder.userId);
        lastAt = new Date(Math.max(lastAt.getTime(), noteAt.getTime()));
      }
      // Open leads past the first reply have a next follow-up: some due already, most ahead.
      const open = ['contacted', 'appointment', 'negotiating'].includes(status);
      const nextFollowUpAt = open
        ? new Date(now.getTime() + random.int(-2, 6) * DAY_MS + random.int(1, 8) * HOUR_MS)
        : null;
      if (nextFollowUpAt)
        event(
          'follow_up',
          new Date(Math.max(lastAt.getTime(), statusChangedAt.getTime()) + MINUTE_MS),
          { at: nextFollowUpAt.toISOString() },
          responder.userId,
        );
      if (status === 'lost' && random.chance(0.6))
        event(
          'call',
          new Date(statusChangedAt.getTime() - 2 * HOUR_MS),
          { direction: 'outbound', outcome: random.pick(['voicemail', 'no_answer']) },
          responder.userId,
        );
      lastAt = new Date(Math.max(lastAt.getTime(), statusChangedAt.getTime()));

      leadRows.push({
        id: leadId,
        organizationId,
        customerId: customer.id,
        vehicleId: vehicle?.id ?? null,
        source,
        status,
        reason: status === 'lost' || status === 'junk' ? reason : null,
        reasonNote: null,
        assigneeId,
        nextFollowUpAt,
        firstResponseAt,
        firstResponseBy: firstResponseAt ? responder.userId : null,
        // Critical ones were already announced as overdue (the sweep marks them once).
        overdueNotifiedAt:
          status === 'new' && now.getTime() - createdAt.getTime() > 15 * MINUTE_MS
            ? new Date(createdAt.getTime() + 15 * MINUTE_MS)
            : null,
        lastActivityAt: lastAt,
        statusChangedAt,
        createdBy: source === 'marketplace' ? null : responder.userId,
        createdAt,
        updatedAt: lastAt,
      });
      if (status === 'new' && assigneeId && now.getTime() - createdAt.getTime() > 15 * MINUTE_MS) {
        const who = `${customer.firstName} ${customer.lastName}`;
        notificationRows.push(
          notificationRow(
            assigneeId,
            organizationId,
            'lead_overdue',
            `Lead overdue: ${who}`,
            `${who} has waited since ${createdAt.toISOString().slice(11, 16)} UTC for a first reply.`,
            leadLink(leadId),
            { leadId },
            new Date(createdAt.getTime() + 15 * MINUTE_MS),
            null,
          ),
        );
      }
      events.push(...timeline);
      customer.lastActivityAt = new Date(Math.max(customer.lastActivityAt.getTime(), lastAt.getTime()));
      if (customer.createdAt > createdAt) customer.createdAt = createdAt;
    }

    // ── Write: customers (with emails, phones, tags, consent, address), then leads and their parts.
    const customerRows = planned.map((c, i) => {
      const consented = c.shopperUserId !== null || random.chance(0.45);
      const tags = random.shuffle([...TAGS]).slice(0, random.pick([0, 0, 1, 1, 2]));
      return {
        id: c.id,
        organizationId,
        firstName: c.firstName,
        lastName: c.lastName,
        addressLine1: random.chance(0.6) ? `${random.int(100, 9800)} ${random.pick(STREETS)}` : null,
        city: dealership.city,
        region: dealership.region,
        country: 'US',
        tags,
        assigneeId: i % 3 === 0 ? null : dealership.staff[i % dealership.staff.length]!.userId,
        shopperUserId: c.shopperUserId,
        emailConsent: consented && c.email !== null,
        emailConsentAt: consented && c.email ? c.createdAt : null,
        emailConsentSource:
          consented && c.email ? (c.shopperUserId ? ('marketplace' as const) : ('in_person' as const)) : null,
        smsConsent: c.phone !== null && i % 4 === 1,
        smsConsentAt: c.phone !== null && i % 4 === 1 ? c.createdAt : null,
        smsConsentSource: c.phone !== null && i % 4 === 1 ? ('phone' as const) : null,
        lastActivityAt: c.lastActivityAt,
        createdAt: c.createdAt,
        updatedAt: c.lastActivityAt,
      };
    });
    await db.insert(customers).values(customerRows);
    const emails = planned
      .filter((c) => c.email)
      .map((c) => ({
        id: newId(),
        organizationId,
        customerId: c.id,
        email: c.email!,
        isPrimary: true,
        createdAt: c.createdAt,
      }));
    if (emails.length) await db.insert(customerEmails).values(emails);
    const phones = planned
      .filter((c) => c.phone)
      .map((c) => ({
        id: newId(),
        organizationId,
        customerId: c.id,
        phone: c.phone!,
        digits: c.phone!.replace(/\D/g, ''),
        label: 'mobile',
        isPrimary: true,
        createdAt: c.createdAt,
      }));
    if (phones.length) await db.insert(customerPhones).values(phones);
    await db.insert(leads).values(leadRows);
    if (conversationRows.length) await db.insert(conversations).values(conversationRows);
    for (let k = 0; k < messageRows.length; k += 500) await db.insert(messages).values(messageRows.slice(k, k + 500));
    if (readRows.length) await db.insert(conversationReads).values(readRows);
    for (let k = 0; k < events.length; k += 500) await db.insert(leadEvents).values(events.slice(k, k + 500));
    if (notificationRows.length) await db.insert(notifications).values(notificationRows);

    counts.customers += customerRows.length;
    counts.leads += leadRows.length;
    counts.notifications += notificationRows.length;
  }
  return counts;
};

function notificationRow(
  userId: string,
  organizationId: string | null,
  kind: NotificationKind,
  title: string,
  body: string,
  link: string,
  data: Record<string, unknown>,
  createdAt: Date,
  readAt: Date | null,
): typeof notifications.$inferInsert {
  return { id: newId(), userId, organizationId, kind, title, body, link, data, createdAt, readAt, emailedAt: null };
}
