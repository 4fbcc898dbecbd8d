/**
 * A person as the answers name them (an assignee, an author, a sender). Its own module so the
 * message answer (message-answer.ts) can use it without schemas/leads.ts and everything under it.
 * zod/mini, as the message answer; schemas/leads.ts takes it through `toClassic`.
 */
import { z } from 'zod/mini';

export const PersonRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof PersonRefSchema>;
