/**
 * SQL of conversations and messages. A shopper's first message about a vehicle opens, in one
 * transaction, the conversation, its lead (routed) and the customer (matched by email); later
 * messages continue it. Read state is per participant; unread counts are the other side's messages
 * after the participant's last read.
 */
import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { CONVERSATIONS_PAGE_SIZE } from '../../../shared/respond';
import { LISTABLE_STATUSES } from '../../../shared/vehicles';
import type { ConversationQuery, SenderSide } from '../../../shared/schemas/messages';
import type { Db } from '../client';
import {
  conversationReads,
  conversations,
  leads,
  members,
  messages,
  organizations,
  users,
  vehiclePhotos,
  vehicles,
} from '../schema';
import { customerForShopper } from './customers';
import { insertLead, insertLeadEvents, recordDealerResponse, routeNewLead, userName } from './leads';
import { newId } from './ids';

/** A vehicle a shopper may write about: shopper-visible on the marketplace. */
export const findMessageableVehicle = async (db: Db, vehicleId: string) => {
  const [row] = await db
    .select({
      id: vehicles.id,
      organizationId: vehicles.organizationId,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(vehicles)
    .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
    .where(
      and(
        eq(vehicles.id, vehicleId),
        eq(vehicles.listed, true),
        isNull(vehicles.deletedAt),
        inArray(vehicles.status, [...LISTABLE_STATUSES]),
        isNull(organizations.suspendedAt),
      ),
    );
  return row;
};

export interface Viewpoint {
  readonly userId: string;
  readonly side: SenderSide;
  /** Dealer side only. */
  readonly organizationId?: string;
  readonly role?: string;
}

/** Which conversations a viewpoint sees: a shopper their own; sales their leads' and unassigned ones. */
const visibleTo = (v: Viewpoint, view: 'mine' | 'all' = 'all'): SQL | undefined => {
  if (v.side === 'shopper') return eq(conversations.shopperId, v.userId);
  const org = eq(conversations.organizationId, v.organizationId!);
  const mine = sql`exists (select 1 from ${leads} l where l.id = ${conversations.leadId} and l.assignee_id = ${v.userId})`;
  const unassigned = sql`not exists (select 1 from ${leads} l where l.id = ${conversations.leadId} and l.assignee_id is not null)`;
  if (view === 'mine') return and(org, v.role === 'sales' ? or(mine, unassigned) : mine);
  return v.role === 'sales' ? and(org, or(mine, unassigned)) : org;
};

const unreadFor = (v: Viewpoint) => sql<number>`(select count(*)::int from ${messages} m
  where m.conversation_id = ${conversations.id} and m.sender_side <> ${v.side}
  and m.seq > coalesce((select r.last_read_seq from ${conversationReads} r
    where r.conversation_id = ${conversations.id} and r.user_id = ${v.userId}), 0))`;

const conversationColumns = (v: Viewpoint) => ({
  id: conversations.id,
  organizationId: conversations.organizationId,
  organizationName: organizations.name,
  shopperId: conversations.shopperId,
  shopperName: users.name,
  leadId: conversations.leadId,
  customerId: conversations.customerId,
  assigneeId: sql<string | null>`(select l.assignee_id from ${leads} l where l.id = ${conversations.leadId})`,
  assigneeName: sql<
    string | null
  >`(select u.name from ${leads} l join ${users} u on u.id = l.assignee_id where l.id = ${conversations.leadId})`,
  lastMessageAt: conversations.lastMessageAt,
  lastBody: sql<
    string | null
  >`(select left(m.body, 200) from ${messages} m where m.conversation_id = ${conversations.id} order by m.seq desc limit 1)`,
  lastSide: sql<SenderSide | null>`(select m.sender_side from ${messages} m where m.conversation_id = ${conversations.id} order by m.seq desc limit 1)`,
  unread: unreadFor(v),
  vehicleId: vehicles.id,
  vehicleYear: vehicles.year,
  vehicleMake: vehicles.make,
  vehicleModel: vehicles.model,
  vehicleTrim: vehicles.trim,
  vehicleStock: vehicles.stockNumber,
  vehiclePrice: vehicles.priceCents,
  vehicleStatus: vehicles.status,
  vehicleListed: vehicles.listed,
  vehicleCoverId: sql<string | null>`(select p.id from ${vehiclePhotos} p where p.vehicle_id = ${vehicles.id}
    order by (p.id = ${vehicles.coverPhotoId}) desc, p.position asc limit 1)`,
});

export type ConversationRow = Awaited<ReturnType<typeof findConversation>> & {};

const selectConversations = (db: Db, v: Viewpoint) =>
  db
    .select(conversationColumns(v))
    .from(conversations)
    .innerJoin(vehicles, eq(vehicles.id, conversations.vehicleId))
    .innerJoin(organizations, eq(organizations.id, conversations.organizationId))
    .innerJoin(users, eq(users.id, conversations.shopperId));

/** The conversation if this viewpoint may see it; undefined otherwise (the caller answers 404). */
export const findConversation = async (db: Db, v: Viewpoint, id: string) => {
  const [row] = await selectConversations(db, v).where(and(eq(conversations.id, id), visibleTo(v)));
  return row;
};

export const listConversations = async (db: Db, v: Viewpoint, query: ConversationQuery) => {
  const where: (SQL | undefined)[] = [visibleTo(v, query.view)];
  if (query.filter === 'unread') where.push(sql`${unreadFor(v)} > 0`);
  if (query.vehicleId) where.push(eq(conversations.vehicleId, query.vehicleId));
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      sql`(lower(${users.name}) like ${like} or lower(${vehicles.make} || ' ' || ${vehicles.model}) like ${like} or lower(${organizations.name}) like ${like})`,
    );
  }
  const items = await selectConversations(db, v)
    .where(and(...where))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE)
    .offset((query.page - 1) * CONVERSATIONS_PAGE_SIZE);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .innerJoin(vehicles, eq(vehicles.id, conversations.vehicleId))
    .innerJoin(organizations, eq(organizations.id, conversations.organizationId))
    .innerJoin(users, eq(users.id, conversations.shopperId))
    .where(and(...where));
  return { items, total: Number(count?.n ?? 0) };
};

/** Unread messages across every conversation the viewpoint sees. */
export const unreadMessageTotal = async (db: Db, v: Viewpoint) => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadFor(v)}), 0)::int` })
    .from(conversations)
    .where(visibleTo(v));
  return Number(row?.n ?? 0);
};

export const listMessages = async (db: Db, conversationId: string, beforeId: string | undefined, limit: number) => {
  const where: (SQL | undefined)[] = [eq(messages.conversationId, conversationId)];
  if (beforeId) {
    const [cursor] = await db
      .select({ seq: messages.seq })
      .from(messages)
      .where(and(eq(messages.id, beforeId), eq(messages.conversationId, conversationId)));
    if (cursor) where.push(lt(messages.seq, cursor.seq));
  }
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      body: messages.body,
      side: messages.senderSide,
      seq: messages.seq,
      senderId: messages.senderId,
      senderName: users.name,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(...where))
    .orderBy(desc(messages.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  return { items: page, more: rows.length > limit };
};

export type MessageRow = Awaited<ReturnType<typeof listMessages>>['items'][number];

export const findMessage = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      body: messages.body,
      side: messages.senderSide,
      seq: messages.seq,
      senderId: messages.senderId,
      senderName: users.name,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, id));
  return row;
};

/** The newest read of each side: read receipts ("Seen"). */
export const findReadState = async (db: Db, conversationId: string) => {
  const rows = await db
    .select({
      side: conversationReads.side,
      seq: sql<number>`max(${conversationReads.lastReadSeq})::int`,
      at: sql<Date | string>`max(${conversationReads.lastReadAt})`,
    })
    .from(conversationReads)
    .where(eq(conversationReads.conversationId, conversationId))
    .groupBy(conversationReads.side);
  const seqs = rows.map((r) => Number(r.seq)).filter((s) => s > 0);
  const ids = seqs.length
    ? await db
        .select({ id: messages.id, seq: messages.seq })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), inArray(messages.seq, seqs)))
    : [];
  const state = (side: SenderSide) => {
    const row = rows.find((r) => r.side === side);
    const seq = row ? Number(row.seq) : 0;
    return {
      at: row && seq > 0 ? new Date(row.at).toISOString() : null,
      messageId: ids.find((m) => m.seq === seq)?.id ?? null,
    };
  };
  const shopper = state('shopper');
  const dealer = state('dealer');
  return {
    shopperReadAt: shopper.at,
    shopperLastReadMessageId: shopper.messageId,
    dealerReadAt: dealer.at,
    dealerLastReadMessageId: dealer.messageId,
  };
};

/** Marks read up to a sequence (never backwards). Returns the sequence now read. */
export const markRead = async (db: Db, conversationId: string, userId: string, side: SenderSide, upToSeq: number) => {
  const now = new Date();
  const [row] = await db
    .insert(conversationReads)
    .values({ conversationId, userId, side, lastReadSeq: upToSeq, lastReadAt: now })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadSeq: sql`greatest(${conversationReads.lastReadSeq}, ${upToSeq})`,
        lastReadAt: now,
      },
    })
    .returning({ seq: conversationReads.lastReadSeq });
  return row?.seq ?? upToSeq;
};

export const lastSeq = async (db: Db, conversationId: string) => {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${messages.seq}), 0)::int` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return Number(row?.seq ?? 0);
};

/** The dealership's people who see a conversation: owners, managers, its assignee, or every salesperson when unassigned. */
export const dealerAudience = async (db: Db, organizationId: string, assigneeId: string | null) => {
  const rows = await db
    .select({ userId: members.userId, role: members.role })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), isNull(members.deactivatedAt)));
  return rows.filter(
    (r) => r.role === 'owner' || r.role === 'manager' || r.userId === assigneeId || (!assigneeId && r.role === 'sales'),
  );
};

const PREVIEW_CHARS = 140;
export const preview = (body: string) =>
  body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : body;

/**
 * Appends a message inside the caller's transaction. The conversation row is locked so the
 * sequence numbers of two concurrent sends never collide. The sender has read up to it.
 */
const appendMessage = async (
  tx: Db,
  conversation: { id: string; organizationId: string; leadId: string | null },
  sender: { id: string; side: SenderSide },
  body: string,
) => {
  await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversation.id))
    .for('update');
  const seq = (await lastSeq(tx, conversation.id)) + 1;
  const id = newId();
  const now = new Date();
  await tx.insert(messages).values({
    id,
    organizationId: conversation.organizationId,
    conversationId: conversation.id,
    senderId: sender.id,
    senderSide: sender.side,
    body,
    seq,
    createdAt: now,
  });
  await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversation.id));
  await tx
    .insert(conversationReads)
    .values({
      conversationId: conversation.id,
      userId: sender.id,
      side: sender.side,
      lastReadSeq: seq,
      lastReadAt: now,
    })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastReadSeq: seq, lastReadAt: now },
    });
  if (conversation.leadId) {
    await insertLeadEvents(tx, conversation.organizationId, conversation.leadId, [
      {
        kind: sender.side === 'shopper' ? 'message_in' : 'message_out',
        data: { messageId: id, conversationId: conversation.id, preview: preview(body) },
        actorId: sender.id,
        at: now,
      },
    ]);
    await tx.update(leads).set({ lastActivityAt: now }).where(eq(leads.id, conversation.leadId));
    if (sender.side === 'dealer')
      await recordDealerResponse(tx, conversation.organizationId, conversation.leadId, sender.id);
  }
  return { id, seq };
};

export interface ShopperRef {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
}

/**
 * A shopper's message about a vehicle, inside the caller's transaction: continues their
 * conversation with the dealership about it, or opens one with its lead and customer.
 */
export const sendShopperMessage = async (
  tx: Db,
  vehicle: { id: string; organizationId: string },
  shopper: ShopperRef,
  body: string,
) => {
  const [existing] = await tx
    .select({ id: conversations.id, organizationId: conversations.organizationId, leadId: conversations.leadId })
    .from(conversations)
    .where(
      and(
        eq(conversations.vehicleId, vehicle.id),
        eq(conversations.shopperId, shopper.id),
        eq(conversations.organizationId, vehicle.organizationId),
      ),
    );
  if (existing) {
    const message = await appendMessage(tx, existing, { id: shopper.id, side: 'shopper' }, body);
    return { conversationId: existing.id, messageId: message.id, created: false, leadId: existing.leadId };
  }
  const organizationId = vehicle.organizationId;
  const customerId = await customerForShopper(tx, organizationId, shopper);
  const assigneeId = await routeNewLead(tx, organizationId);
  const leadId = await insertLead(tx, {
    organizationId,
    customerId,
    vehicleId: vehicle.id,
    source: 'marketplace',
    assigneeId,
    createdBy: null,
  });
  const conversationId = newId();
  await tx
    .insert(conversations)
    .values({ id: conversationId, organizationId, vehicleId: vehicle.id, shopperId: shopper.id, customerId, leadId });
  await insertLeadEvents(tx, organizationId, leadId, [
    { kind: 'created', data: { source: 'marketplace', vehicleId: vehicle.id }, actorId: shopper.id },
    ...(assigneeId
      ? [
          {
            kind: 'assigned' as const,
            data: { from: null, to: assigneeId, toName: await userName(tx, assigneeId), routing: 'round_robin' },
          },
        ]
      : []),
  ]);
  const message = await appendMessage(
    tx,
    { id: conversationId, organizationId, leadId },
    { id: shopper.id, side: 'shopper' },
    body,
  );
  return { conversationId, messageId: message.id, created: true, leadId, assigneeId };
};

export const sendReply = (
  tx: Db,
  conversation: { id: string; organizationId: string; leadId: string | null },
  sender: { id: string; side: SenderSide },
  body: string,
) => appendMessage(tx, conversation, sender, body);

export const conversationIdsOfLead = (db: Db, leadId: string) =>
  db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.leadId, leadId))
    .orderBy(asc(conversations.createdAt));
