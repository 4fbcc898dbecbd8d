/**
 * Demo data: one platform admin, two dealerships (owner, manager, sales each), two shoppers — all
 * verified, all with the documented demo password — their vehicles, leads, conversations, customers
 * and notifications, and the launch blog articles. Users go through
 * better-auth's internal adapter so passwords are hashed exactly as sign-in expects.
 */
import type { Auth } from '../auth/auth';
import type { Db } from './client';
import { countUsers, markProfileComplete } from './queries/auth';
import { addMember } from './queries/dealerships';
import { insertInvoiceHistory } from './queries/billing';
import { newId } from './queries/ids';
import { blogPosts, organizations } from './schema';
import { SEED_POSTS } from './seed-blog';
import { seedDemoDeals } from './seed-deals';
import { seedDemoRatings } from './seed-dealers';
import { seedDemoRespond, type SeedRespondDealership } from './seed-respond';
import { seedDemoVehicles, type SeedDealership } from './seed-vehicles';
import { planById } from '../../shared/plans';
import { defaultStockPrefix } from '../../shared/vehicles';

export const DEMO_PASSWORD = 'Lotline-demo-2026';

interface DemoPerson {
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
  readonly email: string;
  readonly label: string;
}

const ADMIN: DemoPerson = {
  firstName: 'Priya',
  lastName: 'Raman',
  username: 'priya.raman',
  email: 'priya.raman@lotline.example',
  label: 'Platform admin',
};

const DEALERSHIPS = [
  {
    name: 'Riverside Auto Group',
    slug: 'riverside-auto-group',
    phone: '+1 614 555 0142',
    addressLine1: '2240 Riverside Dr',
    city: 'Columbus',
    region: 'OH',
    postalCode: '43221',
    staff: [
      {
        role: 'owner',
        firstName: 'Marcus',
        lastName: 'Bell',
        username: 'marcus.bell',
        email: 'marcus@riversideauto.example',
      },
      {
        role: 'manager',
        firstName: 'Elena',
        lastName: 'Ortiz',
        username: 'elena.ortiz',
        email: 'elena@riversideauto.example',
      },
      {
        role: 'sales',
        firstName: 'Jordan',
        lastName: 'Kim',
        username: 'jordan.kim',
        email: 'jordan@riversideauto.example',
      },
    ],
  },
  {
    name: 'Summit Ridge Motors',
    slug: 'summit-ridge-motors',
    phone: '+1 303 555 0187',
    addressLine1: '8801 W Colfax Ave',
    city: 'Lakewood',
    region: 'CO',
    postalCode: '80215',
    staff: [
      {
        role: 'owner',
        firstName: 'Sarah',
        lastName: 'Whitaker',
        username: 'sarah.whitaker',
        email: 'sarah@summitridge.example',
      },
      {
        role: 'manager',
        firstName: 'David',
        lastName: 'Chen',
        username: 'david.chen',
        email: 'david@summitridge.example',
      },
      {
        role: 'sales',
        firstName: 'Aisha',
        lastName: 'Patel',
        username: 'aisha.patel',
        email: 'aisha@summitridge.example',
      },
    ],
  },
] as const;

const SHOPPERS: DemoPerson[] = [
  { firstName: 'Tom', lastName: 'Nguyen', username: 'tom.nguyen', email: 'tom.nguyen@example.com', label: 'Shopper' },
  {
    firstName: 'Rachel',
    lastName: 'Greene',
    username: 'rachel.greene',
    email: 'rachel.greene@example.com',
    label: 'Shopper',
  },
];

export interface DemoSignIn {
  readonly label: string;
  readonly email: string;
  readonly username: string;
}

/** Who to sign in as, for the startup banner and the README. */
export const demoSignIns = (): DemoSignIn[] => [
  { label: ADMIN.label, email: ADMIN.email, username: ADMIN.username },
  ...DEALERSHIPS.flatMap((d) =>
    d.staff.map((s) => ({ label: `${d.name} — ${s.role}`, email: s.email, username: s.username })),
  ),
  ...SHOPPERS.map((s) => ({ label: s.label, email: s.email, username: s.username })),
];

const createPerson = async (auth: Auth, person: Omit<DemoPerson, 'label'>, extra: Record<string, unknown> = {}) => {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email: person.email,
      name: `${person.firstName} ${person.lastName}`,
      emailVerified: true,
      username: person.username,
      displayUsername: person.username,
      firstName: person.firstName,
      lastName: person.lastName,
      ...extra,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(DEMO_PASSWORD),
  });
  return user;
};

/** Six months of paid Pro invoices, the last one's period in force (Billing's history). */
const seedInvoiceHistory = async (db: Db, organizationId: string) => {
  const now = new Date();
  const starts = [5, 4, 3, 2, 1, 0].map(
    (back) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, Math.min(now.getUTCDate(), 28), 9)),
  );
  // This month's renewal may still be ahead (the 28th cap): its invoice is not issued yet.
  const issued = starts.filter((s) => s.getTime() <= now.getTime());
  await insertInvoiceHistory(
    db,
    organizationId,
    { planId: 'pro', interval: 'month', amountCents: planById('pro').monthlyCents },
    issued,
  );
};

/** Seeds only an empty database (no users); returns whether it did anything. */
export const seedDemoData = async (db: Db, auth: Auth): Promise<boolean> => {
  if ((await countUsers(db)) > 0) return false;

  const admin = await createPerson(auth, ADMIN, { role: 'admin' });
  await markProfileComplete(db, admin.id, 'staff');

  const seededDealerships: SeedDealership[] = [];
  const respondDealerships: SeedRespondDealership[] = [];
  for (const d of DEALERSHIPS) {
    const organizationId = newId();
    const staffUserIds: string[] = [];
    const staff: { userId: string; name: string; role: string }[] = [];
    await db.insert(organizations).values({
      id: organizationId,
      name: d.name,
      slug: d.slug,
      phone: d.phone,
      addressLine1: d.addressLine1,
      city: d.city,
      region: d.region,
      postalCode: d.postalCode,
      country: 'US',
      // Paying Pro customers: each lists about 100 of its 150 vehicles, past the Dealer plan's 50
      // (a new dealership starts on the Dealer trial; plan limits are enforced by the API).
      plan: 'pro',
      planStatus: 'active',
      trialEndsAt: null,
      verifiedAt: new Date(),
    });
    await seedInvoiceHistory(db, organizationId);
    for (const s of d.staff) {
      const user = await createPerson(auth, s);
      await markProfileComplete(db, user.id, s.role === 'owner' ? 'dealer' : 'staff');
      await addMember(db, organizationId, user.id, s.role);
      staffUserIds.push(user.id);
      staff.push({ userId: user.id, name: `${s.firstName} ${s.lastName}`, role: s.role });
    }
    seededDealerships.push({ organizationId, prefix: defaultStockPrefix(d.name), staffUserIds });
    respondDealerships.push({
      organizationId,
      areaCode: d.phone.split(' ')[1]!,
      city: d.city,
      region: d.region,
      staff,
    });
  }

  const shopperIds: string[] = [];
  const shoppers: { id: string; email: string; firstName: string; lastName: string }[] = [];
  for (const s of SHOPPERS) {
    const user = await createPerson(auth, s);
    await markProfileComplete(db, user.id, 'shopper');
    shopperIds.push(user.id);
    shoppers.push({ id: user.id, email: s.email, firstName: s.firstName, lastName: s.lastName });
  }
  await seedDemoVehicles(db, { dealerships: seededDealerships, shopperIds });
  await seedDemoRespond(db, { dealerships: respondDealerships, shoppers });
  await seedDemoDeals(db, { dealerships: respondDealerships });
  await seedDemoRatings(
    db,
    respondDealerships.map((d) => d.organizationId),
  );

  const now = Date.now();
  await db.insert(blogPosts).values(
    SEED_POSTS.map((p) => ({
      id: newId(),
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      coverUrl: null,
      coverAlt: p.coverAlt,
      bodyMarkdown: p.bodyMarkdown,
      tags: [...p.tags],
      status: p.status ?? ('published' as const),
      publishedAt: p.status === 'draft' ? null : new Date(now - p.daysAgo * 24 * 60 * 60 * 1000),
      author: p.author,
    })),
  );
  return true;
};
