/**
 * Vehicles: the SQL of the inventory (per dealership, always filtered by organization id so a
 * dealership never reads or writes another's stock).
 */
import { eq, sql } from 'drizzle-orm';
import { defaultStockPrefix, formatStockNumber } from '../../../shared/vehicles';
import type { Db } from '../client';
import { organizations } from '../schema';

/**
 * Hands out `count` stock numbers for a dealership in one statement: the sequence moves under the
 * row lock, so two adds at once never get the same number, and a number is never reused (a deleted
 * vehicle's number stays spent). Sets the prefix from the name the first time.
 */
export const allocateStockNumbers = async (db: Db, organizationId: string, count = 1): Promise<string[]> => {
  const [row] = await db
    .update(organizations)
    .set({ stockSequence: sql`${organizations.stockSequence} + ${count}` })
    .where(eq(organizations.id, organizationId))
    .returning({ prefix: organizations.stockPrefix, name: organizations.name, last: organizations.stockSequence });
  if (!row) throw new Error(`No dealership ${organizationId}`);
  const prefix = row.prefix ?? defaultStockPrefix(row.name);
  if (!row.prefix)
    await db.update(organizations).set({ stockPrefix: prefix }).where(eq(organizations.id, organizationId));
  return Array.from({ length: count }, (_, i) => formatStockNumber(prefix, row.last - count + 1 + i));
};
