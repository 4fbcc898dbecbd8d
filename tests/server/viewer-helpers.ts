/**
 * The people the security tests act as: the demo data (two dealerships with owner, manager and
 * sales, shoppers, a platform admin), signed in for real, plus throwaway people of the same kinds
 * whose sessions are minted directly (no password hashing), for calls that would spoil a shared one.
 */
import { randomBytes } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import { findUserByEmail, markProfileComplete } from '../../src/server/db/queries/auth';
import { addMember, findMembership } from '../../src/server/db/queries/dealerships';
import { DEMO_PASSWORD, seedDemoData } from '../../src/server/db/seed';
import { eq } from 'drizzle-orm';
import { organizations } from '../../src/server/db/schema';
import { TRIAL_DAYS } from '../../src/shared/constants';
import { createClient, type Client, type TestApp } from './helpers';

export const VIEWERS = ['anonymous', 'shopper', 'sales', 'manager', 'owner', 'otherOwner', 'admin'] as const;
export type ViewerName = (typeof VIEWERS)[number];

/** Which dealership role each viewer holds, in dealership A (otherOwner: in dealership B). */
export const DEALER_ROLE_OF: Partial<Record<ViewerName, 'owner' | 'manager' | 'sales'>> = {
  sales: 'sales',
  manager: 'manager',
  owner: 'owner',
  otherOwner: 'owner',
};

export interface Identity {
  readonly userId: string;
  readonly email: string;
  /** Their dealership (A for sales/manager/owner, B for otherOwner). */
  readonly organizationId?: string | undefined;
  readonly memberId?: string | undefined;
}

export interface World {
  readonly t: TestApp;
  /** Dealership A (Riverside Auto Group): the one the matrix acts on. */
  readonly dealershipA: string;
  /** Dealership B (Summit Ridge Motors): its owner is the "other dealership's owner". */
  readonly dealershipB: string;
  readonly people: Readonly<Record<Exclude<ViewerName, 'anonymous'>, Identity>>;
  /** Signed-in clients of the seeded people (signed in once, by password). */
  readonly clients: Readonly<Record<ViewerName, Client>>;
}

const SEEDED_EMAIL: Record<Exclude<ViewerName, 'anonymous'>, string> = {
  shopper: 'tom.nguyen@example.com',
  sales: 'jordan@riversideauto.example',
  manager: 'elena@riversideauto.example',
  owner: 'marcus@riversideauto.example',
  otherOwner: 'sarah@summitridge.example',
  admin: 'priya.raman@lotline.example',
};

const tag = () => randomBytes(5).toString('hex');

/** A signed session cookie for `userId`, as better-auth would set it, without a sign-in. */
export const mintSession = async (t: TestApp, userId: string, activeOrganizationId?: string) => {
  const ctx = await t.auth.$context;
  const session = await ctx.internalAdapter.createSession(
    userId,
    false,
    activeOrganizationId ? { activeOrganizationId } : undefined,
  );
  const value = `${session.token}.${await makeSignature(session.token, ctx.secret)}`;
  return { name: ctx.authCookies.sessionToken.name, value, token: session.token };
};

/** A client signed in as `userId` (a fresh session of its own). */
export const clientFor = async (t: TestApp, userId: string, activeOrganizationId?: string) => {
  const client = createClient(t);
  const cookie = await mintSession(t, userId, activeOrganizationId);
  client.jar.set(cookie.name, cookie.value);
  return { client, token: cookie.token };
};

/** A new client holding the same cookies: what it signs in or out never reaches the original. */
export const copyClient = (t: TestApp, source: Client, ip?: string) => {
  const client = createClient(t, ip);
  for (const [name, value] of source.jar) client.jar.set(name, value);
  return client;
};

/** A user with no password (sessions are minted), verified unless told, optionally with a dealership role. */
export const createPerson = async (
  t: TestApp,
  kind: 'shopper' | 'staff' | 'dealer' | 'admin',
  membership?: { organizationId: string; role: string },
  { verified = true } = {},
): Promise<Identity> => {
  const ctx = await t.auth.$context;
  const name = `${kind}${tag()}`;
  const email = `${name}@example.com`;
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: `Throwaway ${kind}`,
      emailVerified: verified,
      username: name,
      displayUsername: name,
      ...(kind === 'admin' ? { role: 'admin' } : {}),
    },
    { method: 'admin' },
  );
  await markProfileComplete(t.db, user.id, kind === 'admin' ? 'staff' : kind);
  if (!membership) return { userId: user.id, email };
  await addMember(t.db, membership.organizationId, user.id, membership.role);
  const member = await findMembership(t.db, user.id, membership.organizationId);
  return { userId: user.id, email, organizationId: membership.organizationId, memberId: member?.memberId };
};

/** A dealership with no one but a throwaway owner, created the way the app does (server side). */
export const createDealership = async (t: TestApp) => {
  const ctx = await t.auth.$context;
  const name = `dealer${tag()}`;
  const owner = await ctx.internalAdapter.createUser(
    { email: `${name}@example.com`, name: 'Throwaway owner', emailVerified: true },
    { method: 'admin' },
  );
  await markProfileComplete(t.db, owner.id, 'dealer');
  const org = await t.auth.api.createOrganization({
    body: { name: `Throwaway ${name}`, slug: name, userId: owner.id },
  });
  if (!org) throw new Error('could not create a throwaway dealership');
  // As dealer onboarding leaves it (routes/profile.ts): a Dealer plan trial, so plan limits apply.
  await t.db
    .update(organizations)
    .set({ plan: 'dealer', planStatus: 'trialing', trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000) })
    .where(eq(organizations.id, org.id));
  const member = await findMembership(t.db, owner.id, org.id);
  return {
    organizationId: org.id,
    owner: { userId: owner.id, email: owner.email, organizationId: org.id, memberId: member?.memberId },
  };
};

/**
 * A throwaway person of the same kind as `viewer` (same role, in `organizationId` for A's staff),
 * signed in on a client of their own. Anonymous gets a fresh client.
 */
export const throwawayViewer = async (
  world: World,
  viewer: ViewerName,
  organizationId = world.dealershipA,
): Promise<{ client: Client; me?: Identity; token?: string }> => {
  const { t } = world;
  if (viewer === 'anonymous') return { client: createClient(t) };
  let me: Identity;
  if (viewer === 'shopper') me = await createPerson(t, 'shopper');
  else if (viewer === 'admin') me = await createPerson(t, 'admin');
  else if (viewer === 'otherOwner')
    me = await createPerson(t, 'dealer', { organizationId: world.dealershipB, role: 'owner' });
  else me = await createPerson(t, viewer === 'owner' ? 'dealer' : 'staff', { organizationId, role: viewer });
  const { client, token } = await clientFor(t, me.userId, me.organizationId);
  return { client, me, token };
};

/** Seeds the demo data into the (empty) test database and signs each seeded viewer in. */
export const buildWorld = async (t: TestApp): Promise<World> => {
  if (!(await seedDemoData(t.db, t.auth))) throw new Error('the test database already had users');
  const people = {} as Record<Exclude<ViewerName, 'anonymous'>, Identity>;
  const clients = { anonymous: createClient(t) } as Record<ViewerName, Client>;
  for (const [viewer, email] of Object.entries(SEEDED_EMAIL) as [Exclude<ViewerName, 'anonymous'>, string][]) {
    const user = await findUserByEmail(t.db, email);
    if (!user) throw new Error(`seeded ${email} is missing`);
    const membership = await findMembership(t.db, user.id);
    people[viewer] = {
      userId: user.id,
      email,
      organizationId: membership?.organizationId,
      memberId: membership?.memberId,
    };
    const client = createClient(t);
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
    if (signIn.status !== 200) throw new Error(`sign-in as ${email}: ${signIn.status} ${JSON.stringify(signIn.body)}`);
    clients[viewer] = client;
  }
  return {
    t,
    dealershipA: people.owner.organizationId!,
    dealershipB: people.otherOwner.organizationId!,
    people,
    clients,
  };
};

/** A pending invitation to `organizationId` for `email`, written directly (no email, no pending-limit use). */
export const createInvitationRow = async (
  t: TestApp,
  organizationId: string,
  email: string,
  inviterId: string,
  role = 'sales',
) => {
  const ctx = await t.auth.$context;
  const row = await ctx.adapter.create<Record<string, unknown>, { id: string }>({
    model: 'invitation',
    data: {
      organizationId,
      email,
      role,
      status: 'pending',
      inviterId,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      createdAt: new Date(),
    },
  });
  return row.id;
};
