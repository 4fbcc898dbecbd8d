/**
 * Dealers' demo data (issue 11 › Dealers, DOMAIN.md › Decisions › Demo data): ratings of each demo
 * dealership from the shoppers who have a conversation with it (the only people who may rate),
 * mostly good with a few lukewarm ones, about half with a comment. Deterministic: a fixed seed over
 * the shoppers ordered by email, and dates relative to `now`. Also an about text and opening hours
 * for each dealer's public page.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { conversations, dealerRatings, organizations, users } from './schema';
import type { DealershipHours } from './schema/dealerships';
import { createRandom } from './seed-vehicles';

export const DEMO_DEALERS_SEED = 20261125;

const STARS = [
  { stars: 5, weight: 46 },
  { stars: 4, weight: 34 },
  { stars: 3, weight: 13 },
  { stars: 2, weight: 5 },
  { stars: 1, weight: 2 },
] as const;

const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Answered my message within minutes and the car was exactly as described.',
    'No pressure, fair price, and the paperwork took under an hour.',
    'They sent a walk-around video before I drove out. Would buy here again.',
    'Straight answers about the service history. Easy purchase.',
  ],
  4: [
    'Good communication and a clean vehicle. The trade-in offer was a little low.',
    'Quick replies; the test drive had to be moved once, but they made it right.',
    'Friendly team and an honest price. Financing took longer than promised.',
  ],
  3: [
    'The car was fine, but it took a day to hear back after my first message.',
    'Okay experience. The listing photos made it look cleaner than it was.',
  ],
  2: ['Slow to answer and the price changed when I got there.'],
  1: ['Never got a straight answer about the accident history.'],
};

/** A typical lot's week: long weekdays, a shorter Saturday, closed Sunday. */
const DEMO_HOURS: DealershipHours = [
  ...Array.from({ length: 4 }, () => ({ opens: '09:00', closes: '19:00' })),
  { opens: '09:00', closes: '20:00' },
  { opens: '10:00', closes: '17:00' },
  { opens: null, closes: null },
];

/** What a demo dealer's public page says about it (kept when the dealership already says something). */
const describe = async (db: Db, organizationId: string, name: string) => {
  await db
    .update(organizations)
    .set({
      about: `${name} is an independent dealership: every vehicle is inspected and priced against the market before it is listed, and the team answers messages within the hour while the lot is open.`,
      hours: DEMO_HOURS,
    })
    .where(and(eq(organizations.id, organizationId), isNull(organizations.about)));
};

/** Rates each dealership from the shoppers who messaged it; returns how many ratings were written. */
export const seedDemoRatings = async (db: Db, organizationIds: readonly string[], now = new Date()) => {
  const random = createRandom(DEMO_DEALERS_SEED);
  let written = 0;
  for (const organizationId of organizationIds) {
    const [org] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (org) await describe(db, organizationId, org.name);
    const shoppers = await db
      .selectDistinct({ userId: conversations.shopperId, email: users.email })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.shopperId))
      .where(eq(conversations.organizationId, organizationId))
      .orderBy(asc(users.email));
    const rows = shoppers
      // Not everyone who messaged a dealer comes back to rate it.
      .filter(() => random.chance(0.8))
      .map((s) => {
        const { stars } = random.weighted(STARS);
        const comment = random.chance(0.5) ? random.pick(COMMENTS[stars]!) : null;
        const at = new Date(now.getTime() - random.int(1, 120) * 86_400_000);
        return { organizationId, userId: s.userId, stars, comment, createdAt: at, updatedAt: at };
      });
    if (rows.length) {
      await db.insert(dealerRatings).values(rows).onConflictDoNothing();
      written += rows.length;
    }
  }
  return written;
};
