/** Rows of the Respond queries → the shared answer shapes (src/shared/schemas), in one place. */
import { responseFlag, type LeadStatus } from '../../shared/respond';
import type { LeadSummary } from '../../shared/schemas/leads';
import type { ConversationSummary, Message, ReadState } from '../../shared/schemas/messages';
import { photoUrl, type VehicleStatus } from '../../shared/vehicles';
import type { ConversationRow, MessageRow } from '../db/queries/conversations';
import type { LeadRow, LeadSettingsRow } from '../db/queries/leads';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null | undefined) => (d ? iso(d) : null);

export const personName = (first: string, last: string | null | undefined) =>
  [first, last].filter((p) => p && p.trim()).join(' ');

export const vehicleCard = (row: {
  vehicleId: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleTrim: string | null;
  vehicleStock: string | null;
  vehiclePrice: number | null;
  vehicleStatus: VehicleStatus | null;
  vehicleListed: boolean | null;
  vehicleCoverId: string | null;
}) =>
  row.vehicleId
    ? {
        id: row.vehicleId,
        year: row.vehicleYear!,
        make: row.vehicleMake!,
        model: row.vehicleModel!,
        trim: row.vehicleTrim,
        stockNumber: row.vehicleStock!,
        priceCents: row.vehiclePrice,
        status: row.vehicleStatus!,
        listed: Boolean(row.vehicleListed),
        coverUrl: row.vehicleCoverId ? photoUrl(row.vehicleCoverId, 'w320') : null,
      }
    : null;

export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  body: row.body,
  sender: { id: row.senderId ?? '', name: row.senderName ?? 'Former user' },
  side: row.side,
  createdAt: iso(row.createdAt),
});

/** `dealerView`: lead and customer ids are the dealership's business, not the shopper's. */
export const toConversationSummary = (row: ConversationRow, dealerView: boolean): ConversationSummary => ({
  id: row.id,
  vehicle: vehicleCard(row)!,
  dealership: { id: row.organizationId, name: row.organizationName },
  shopper: { id: row.shopperId, name: row.shopperName },
  leadId: dealerView ? row.leadId : null,
  customerId: dealerView ? row.customerId : null,
  assignee: dealerView && row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
  lastMessage:
    row.lastBody !== null && row.lastSide
      ? { preview: row.lastBody, side: row.lastSide, at: iso(row.lastMessageAt) }
      : null,
  unreadCount: Number(row.unread),
  updatedAt: iso(row.lastMessageAt),
});

export const toConversation = (row: ConversationRow, dealerView: boolean, readState: ReadState) => ({
  ...toConversationSummary(row, dealerView),
  readState,
});

export const toLeadSummary = (row: LeadRow, settings: LeadSettingsRow, now = Date.now()): LeadSummary => {
  const createdAt = iso(row.createdAt);
  const firstResponseAt = isoOrNull(row.firstResponseAt);
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    customer: {
      id: row.customerId,
      name: personName(row.customerFirstName, row.customerLastName),
      email: row.customerEmail,
      phone: row.customerPhone,
    },
    vehicle: vehicleCard(row),
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    conversationId: row.conversationId,
    reason: row.reason,
    reasonNote: row.reasonNote,
    nextFollowUpAt: isoOrNull(row.nextFollowUpAt),
    firstResponseAt,
    responseSeconds: firstResponseAt
      ? Math.max(0, Math.round((Date.parse(firstResponseAt) - Date.parse(createdAt)) / 1000))
      : null,
    responseFlag: responseFlag({ createdAt, firstResponseAt, status: row.status as LeadStatus }, settings, now),
    lastActivityAt: iso(row.lastActivityAt),
    createdAt,
  };
};
