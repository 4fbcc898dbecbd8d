/**
 * A person as the answers name them (an assignee, an author, a sender). Its own module so the
 * message answer (message-answer.ts) can use it without schemas/leads.ts and everything under it.
 */
import { z } from 'zod';

export const PersonRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof PersonRefSchema>;
