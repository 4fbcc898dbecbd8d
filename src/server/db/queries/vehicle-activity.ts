/**
 * What happened around a vehicle beyond its own record (issue 10 item 6): the leads about it, the
 * messages of its conversations and the shoppers' favorites, for the vehicle's Activity list.
 * Tenancy: every query names the dealership; sales see the leads (and their conversations) they
 * may see in Leads — their own and unassigned ones. Favorites are counted without who saved them
 * (a shopper's list is theirs).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LeadSource } from '../../../shared/respond';
import type { Db } from '../client';
import { conversations, customers, favorites, leads, messages, users, vehicles } from '../schema';
import { leadVisibility, type LeadScope } from './leads';

export interface VehicleActivityRow {
  id: string;
  kind: 'lead' | 'message' | 'favorite';
  at: Date;
  actor: string | null;
  leadId: string | null;
  customerName: string | null;
  source: LeadSource | null;
  side: 'shopper' | 'dealer' | null;
}

const customerName = sql<string>`trim(${customers.firstName} || ' ' || coalesce(${customers.lastName}, ''))`;

/** Newest first, at most `limit` of each kind (the Activity list merges them with the vehicle's own events). */
export const listVehicleActivity = async (
  db: Db,
  scope: LeadScope,
  vehicleId: string,
  limit = 100,
): Promise<VehicleActivityRow[]> => {
  const visible = leadVisibility(scope, 'all');
  const leadRows = await db
    .select({
      id: leads.id,
      at: leads.createdAt,
      actor: users.name,
      customerName,
      source: leads.source,
    })
    .from(leads)
    .innerJoin(customers, eq(customers.id, leads.customerId))
    .leftJoin(users, eq(users.id, leads.createdBy))
    .where(and(eq(leads.organizationId, scope.organizationId), eq(leads.vehicleId, vehicleId), visible))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);

  const messageRows = await db
    .select({
      id: messages.id,
      at: messages.createdAt,
      actor: users.name,
      side: messages.senderSide,
      leadId: conversations.leadId,
      customerName,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(leads, eq(leads.id, conversations.leadId))
    .leftJoin(customers, eq(customers.id, conversations.customerId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(conversations.organizationId, scope.organizationId),
        eq(messages.organizationId, scope.organizationId),
        eq(conversations.vehicleId, vehicleId),
        // Sales: only conversations of leads they may see (a conversation always has its lead).
        scope.role === 'sales' ? and(sql`${leads.id} is not null`, visible) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);

  // The vehicle must be the dealership's own: another dealership's vehicle has no favorites here.
  const favoriteRows = await db
    .select({ userId: favorites.userId, at: favorites.createdAt })
    .from(favorites)
    .innerJoin(vehicles, eq(vehicles.id, favorites.vehicleId))
    .where(and(eq(favorites.vehicleId, vehicleId), eq(vehicles.organizationId, scope.organizationId)))
    .orderBy(desc(favorites.createdAt))
    .limit(limit);

  return [
    ...leadRows.map((r) => ({
      id: `lead:${r.id}`,
      kind: 'lead' as const,
      at: r.at,
      actor: r.actor,
      leadId: r.id,
      customerName: r.customerName,
      source: r.source,
      side: null,
    })),
    ...messageRows.map((r) => ({
      id: `message:${r.id}`,
      kind: 'message' as const,
      at: r.at,
      actor: r.actor,
      leadId: r.leadId,
      customerName: r.customerName,
      source: null,
      side: r.side,
    })),
    ...favoriteRows.map((r, i) => ({
      // Not the shopper's id: an opaque position, so the answer does not say who saved it.
      id: `favorite:${r.at.toISOString()}:${i}`,
      kind: 'favorite' as const,
      at: r.at,
      actor: null,
      leadId: null,
      customerName: null,
      source: null,
      side: null,
    })),
  ];
};

/** The open leads about a vehicle with their assignees: who is told live that its price changed. */
export const openLeadsOfVehicle = (db: Db, organizationId: string, vehicleId: string) =>
  db
    .select({ id: leads.id, assigneeId: leads.assigneeId })
    .from(leads)
    .where(
      and(
        eq(leads.organizationId, organizationId),
        eq(leads.vehicleId, vehicleId),
        sql`${leads.status} not in ('converted', 'lost', 'junk')`,
      ),
    );
