/** Mail: every email the app sends. */
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Every email the app sends; without SMTP this is the outbox the flows (and tests) read. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Machine-readable payload (code, link) so tests and browser tests need not parse HTML. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['stored', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to), index('outbox_emails_created_at_idx').on(t.createdAt)],
);
