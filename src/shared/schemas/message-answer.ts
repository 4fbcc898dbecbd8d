/**
 * A message as the API answers it and the live stream carries it. Apart from the rest of the
 * message schemas because the dashboard layout's live sync checks every `message.created` event
 * with it on every dashboard page: a zod schema built at a module's top level is a side effect to
 * the bundler, so importing it from schemas/messages.ts would keep every schema there, and the lead
 * and contact schemas under them, in the layout's JavaScript (issue 14). zod/mini for the same
 * reason (query-fields.ts says why); schemas/messages.ts takes it through `toClassic`.
 */
import { z } from 'zod/mini';
import { PersonRefSchema } from './person-ref';

export const SENDER_SIDES = ['shopper', 'dealer'] as const;
export type SenderSide = (typeof SENDER_SIDES)[number];

export const MessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  body: z.string(),
  sender: PersonRefSchema,
  side: z.enum(SENDER_SIDES),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;
