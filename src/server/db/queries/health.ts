/** SQL of the health check. */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Throws when the database does not answer (health check). */
export const pingDatabase = async (db: Db) => {
  await db.execute(sql`select 1`);
};
