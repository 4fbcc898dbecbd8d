/**
 * Messages: conversations per (vehicle, shopper, dealership), their threads and read state.
 * Bodies are plain text (DOMAIN.md › Decisions › Messages): never HTML, links made clickable by the
 * screen. Shared by the API and the story builders; the composer checks a body with message-body.ts.
 */
import { z } from 'zod';
import { CONVERSATIONS_PAGE_SIZE, IDEMPOTENCY_KEY_MAX, MESSAGES_PAGE_SIZE } from '../respond';
import { idField, PersonRefSchema, VehicleCardSchema } from './leads';
import { MessageSchema as MiniMessageSchema, SENDER_SIDES } from './message-answer';
import { messageBodyField as miniMessageBodyField } from './message-body';
import { toClassic } from './to-classic';

// ---------------------------------------------------------------------------------------------
// Fields

// In message-body.ts (zod/mini) so the composer checks a body without this module (issue 14).
export { stripControlCharacters } from './message-body';
/** A message body: trimmed, not empty, at most MESSAGE_BODY_MAX characters (message-body.ts). */
export const messageBodyField = toClassic(miniMessageBodyField);

/** The Idempotency-Key header: any client-made unique string (a UUID per send attempt). */
export const idempotencyKeyField = z
  .string()
  .min(8, 'An idempotency key has at least 8 characters')
  .max(IDEMPOTENCY_KEY_MAX)
  .regex(/^[\w.:-]+$/, 'Use letters, digits and - _ . :');

// ---------------------------------------------------------------------------------------------
// Inputs

/** POST /api/conversations: a shopper's message about a listed vehicle (first or not). */
export const StartConversationSchema = z.object({
  vehicleId: idField,
  body: messageBodyField,
});
export type StartConversationInput = z.infer<typeof StartConversationSchema>;

/** POST /api/conversations/{id}/messages. */
export const SendMessageSchema = z.object({ body: messageBodyField });
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

export const ConversationQuerySchema = z.object({
  /** unread: only conversations with messages the caller has not read. */
  filter: z.enum(['all', 'unread']).default('all'),
  /** Dealer staff: mine (leads assigned to me, and unassigned for sales) or all the role may see. */
  view: z.enum(['mine', 'all']).default('all'),
  q: z.string().trim().max(100).optional(),
  vehicleId: idField.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ConversationQuery = z.infer<typeof ConversationQuerySchema>;

/** A thread is read newest page first; `before` (a message id) pages back in time. */
export const ThreadQuerySchema = z.object({
  before: idField.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
});

/** POST /api/conversations/{id}/read: up to a message (default: the newest). */
export const MarkReadSchema = z.object({ upToMessageId: idField.optional() });

// ---------------------------------------------------------------------------------------------
// Answers

// In its own module (zod/mini) so the dashboard's live sync checks messages without the schemas
// here (issue 14); classic here, for the answers below and the OpenAPI document.
export const MessageSchema = toClassic(MiniMessageSchema);
export { SENDER_SIDES, type Message, type SenderSide } from './message-answer';

export const ConversationSummarySchema = z.object({
  id: z.string(),
  vehicle: VehicleCardSchema,
  dealership: z.object({ id: z.string(), name: z.string() }),
  shopper: PersonRefSchema,
  /** Dealer staff only (null for the shopper): the lead and customer this conversation belongs to. */
  leadId: z.string().nullable(),
  customerId: z.string().nullable(),
  assignee: PersonRefSchema.nullable(),
  lastMessage: z.object({ preview: z.string(), side: z.enum(SENDER_SIDES), at: z.string() }).nullable(),
  /** Messages from the other side the caller has not read. */
  unreadCount: z.number().int(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationsPageSchema = z.object({
  items: z.array(ConversationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(CONVERSATIONS_PAGE_SIZE).or(z.number().int()),
  /** Unread messages across all the caller's conversations (the sidebar badge). */
  unreadTotal: z.number().int(),
});
export type ConversationsPage = z.infer<typeof ConversationsPageSchema>;

/** Read receipts: how far the other side has read ("Seen"), per side. */
export const ReadStateSchema = z.object({
  /** The newest of the shopper's reads. */
  shopperReadAt: z.string().nullable(),
  shopperLastReadMessageId: z.string().nullable(),
  /** The newest read by anyone of the dealership. */
  dealerReadAt: z.string().nullable(),
  dealerLastReadMessageId: z.string().nullable(),
});
export type ReadState = z.infer<typeof ReadStateSchema>;

export const ConversationSchema = ConversationSummarySchema.extend({ readState: ReadStateSchema });
export type Conversation = z.infer<typeof ConversationSchema>;

export const ThreadPageSchema = z.object({
  /** Oldest first within the page. */
  items: z.array(MessageSchema),
  /** Pass as `before` for older messages; null when this page reaches the first message. */
  nextBefore: z.string().nullable(),
});
export type ThreadPage = z.infer<typeof ThreadPageSchema>;

/** The answer to a send: the message, and the conversation (and for a first message, the lead) it made. */
export const SendResultSchema = z.object({
  message: MessageSchema,
  conversation: ConversationSchema,
  /** True when this send opened the conversation (and its lead). */
  created: z.boolean(),
});
export type SendResult = z.infer<typeof SendResultSchema>;

export const UnreadCountsSchema = z.object({
  messages: z.number().int(),
  notifications: z.number().int(),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;
