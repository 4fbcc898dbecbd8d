/** SQL of the mail outbox: every email the app sends, and when the last one of a kind went out. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { outboxEmails } from '../schema';
import { newId } from './ids';

export const insertOutboxEmail = async (
  db: Db,
  row: {
    to: string;
    subject: string;
    kind: string;
    html: string;
    text: string;
    data: Record<string, string>;
    status: 'stored' | 'sent' | 'failed';
    error?: string;
  },
) => {
  await db.insert(outboxEmails).values({ id: newId(), ...row });
};

export const listOutboxEmails = async (db: Db, options: { to?: string | undefined; limit: number }) =>
  db
    .select()
    .from(outboxEmails)
    .where(options.to ? eq(outboxEmails.to, options.to.toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(sql`ctid`))
    .limit(options.limit);

/** When the last email of this kind went to this address: survives the code's row being burned or used. */
export const findLatestEmailSentAt = async (db: Db, to: string, kind: string): Promise<Date | undefined> => {
  const [row] = await db
    .select({ createdAt: outboxEmails.createdAt })
    .from(outboxEmails)
    .where(and(eq(sql`lower(${outboxEmails.to})`, to.toLowerCase()), eq(outboxEmails.kind, kind)))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return row?.createdAt;
};
