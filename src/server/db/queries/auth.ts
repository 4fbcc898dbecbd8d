/** SQL on better-auth's tables outside its adapter: people (users) and verification codes. */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users, verifications } from '../schema';

export const findLatestVerificationCreatedAt = async (db: Db, identifier: string): Promise<Date | undefined> => {
  const [row] = await db
    .select({ createdAt: verifications.createdAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifier))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row?.createdAt;
};

export const findUserByUsername = async (db: Db, username: string) => {
  const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase()));
  return row;
};

export const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
};

export const findUserById = async (db: Db, id: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};

export const markProfileComplete = async (db: Db, userId: string, accountType: 'shopper' | 'dealer' | 'staff') => {
  await db.update(users).set({ accountType, profileCompletedAt: new Date() }).where(eq(users.id, userId));
};

export const countUsers = async (db: Db) => {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
};
