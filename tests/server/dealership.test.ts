import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVITE_TTL_SECONDS, TRIAL_DAYS } from '../../src/shared/constants';
import { viewerRoles } from '../../registry/access';
import { isAllowed } from '../../src/server/auth/authorize';
import { routeById } from '../../registry/routes';
import {
  createClient,
  createTestApp,
  dealerAddress,
  inviteAndAccept,
  latestEmail,
  PASSWORD,
  registerDealer,
  registerVerified,
  uniquePerson,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const tokenFrom = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.pathname).toBe('/auth/setup-password');
  return parsed.searchParams.get('token')!;
};

describe('complete profile', () => {
  it('as a dealer: creates the dealership with the caller as owner on a 14-day Dealer trial', async () => {
    const { client, dealership } = await registerDealer(t, 'Lakeside Auto Sales');
    expect(dealership).toMatchObject({
      name: 'Lakeside Auto Sales',
      slug: 'lakeside-auto-sales',
      role: 'owner',
      plan: 'dealer',
      planStatus: 'trialing',
    });
    const days = (new Date(dealership.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(TRIAL_DAYS - 0.1);
    expect(days).toBeLessThan(TRIAL_DAYS + 0.1);
    const session = await client.get('/api/session');
    expect(session.body).toMatchObject({ roles: ['owner'], needsProfile: false, user: { accountType: 'dealer' } });
  });

  it('starts the trial on the plan picked on the pricing page, and refuses a plan that does not exist', async () => {
    const { client } = await registerVerified(t, uniquePerson('owner'));
    const profile = {
      accountType: 'dealer',
      dealershipName: 'Pro Pick Motors',
      phone: '+1 614 555 0142',
      address: dealerAddress,
    };
    const unknown = await client.post('/api/profile/complete', { ...profile, plan: 'platinum' });
    expect(unknown.status).toBe(400);
    const res = await client.post('/api/profile/complete', { ...profile, plan: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body.dealership).toMatchObject({ plan: 'pro', planStatus: 'trialing' });
  });

  it('gives a second dealership with the same name its own slug', async () => {
    const a = await registerDealer(t, 'Twin Oaks Motors');
    const b = await registerDealer(t, 'Twin Oaks Motors');
    expect(a.dealership.slug).not.toBe(b.dealership.slug);
  });

  it('as a shopper: no dealership, profile done', async () => {
    const { client } = await registerVerified(t);
    const res = await client.post('/api/profile/complete', { accountType: 'shopper' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dealership: null,
      roles: [],
      needsProfile: false,
      user: { accountType: 'shopper' },
    });
  });

  it('is done once (409), needs a session (401) and valid input (400 with fields)', async () => {
    const { client } = await registerVerified(t);
    expect((await client.post('/api/profile/complete', { accountType: 'shopper' })).status).toBe(200);
    expect((await client.post('/api/profile/complete', { accountType: 'shopper' })).status).toBe(409);
    expect((await createClient(t).post('/api/profile/complete', { accountType: 'shopper' })).status).toBe(401);

    const { client: fresh } = await registerVerified(t);
    const bad = await fresh.post('/api/profile/complete', {
      accountType: 'dealer',
      dealershipName: '',
      phone: 'call me',
      address: { ...dealerAddress, city: 'x'.repeat(101) },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(
      expect.arrayContaining(['dealershipName', 'phone', 'address.city']),
    );
    const wrongKind = await fresh.post('/api/profile/complete', { accountType: 'robot' });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error.fields).toHaveProperty('accountType');
  });
});

describe('invitations', () => {
  it('owner invites sales → invitee sets a password → signed in with the sales role', async () => {
    const { client: owner, dealership } = await registerDealer(t);
    const { member, email, session } = await inviteAndAccept(t, owner, 'sales');
    expect(session).toMatchObject({
      user: { email, firstName: 'Sam', lastName: 'Rivera', emailVerified: true, accountType: 'staff' },
      dealership: { id: dealership.id, role: 'sales' },
      roles: ['sales'],
      needsProfile: false,
    });
    expect((await member.get('/api/session')).body.dealership.role).toBe('sales');
    // The same password signs in later, by email.
    expect((await createClient(t).post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    // The invitation email has both parts and the link.
    const mail = await latestEmail(t, email, 'invitation');
    expect(mail.text).toContain('/auth/setup-password?token=');
    expect(mail.html).toContain('/auth/setup-password?token=');
  });

  it('accepting twice, or with a made-up token, fails clearly', async () => {
    const { client: owner } = await registerDealer(t);
    const { token } = await inviteAndAccept(t, owner, 'sales');
    const again = await createClient(t).post('/api/invitations/accept', { token, password: PASSWORD });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('INVITATION_USED');
    const madeUp = await createClient(t).post('/api/invitations/accept', { token: 'nope', password: PASSWORD });
    expect(madeUp.status).toBe(404);
  });

  it('an expired invitation (7 days) is refused', async () => {
    const { client: owner } = await registerDealer(t);
    const email = uniquePerson('late').email;
    await owner.post('/api/invitations', { email, role: 'sales' });
    const token = tokenFrom((await latestEmail(t, email, 'invitation')).data.url!);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (INVITE_TTL_SECONDS + 60) * 1000);
    const res = await createClient(t).post('/api/invitations/accept', { token, password: PASSWORD });
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe('INVITATION_EXPIRED');
  });

  it('managers may invite; sales get 403; signed-out get 401; shoppers get 403', async () => {
    const { client: owner } = await registerDealer(t);
    const { member: manager } = await inviteAndAccept(t, owner, 'manager');
    const { member: sales } = await inviteAndAccept(t, owner, 'sales');
    expect((await manager.post('/api/invitations', { email: uniquePerson().email, role: 'sales' })).status).toBe(201);
    const bySales = await sales.post('/api/invitations', { email: uniquePerson().email, role: 'sales' });
    expect(bySales.status).toBe(403);
    expect(bySales.body.error.code).toBe('FORBIDDEN');
    expect((await sales.get('/api/invitations')).status).toBe(403);
    expect(
      (await createClient(t).post('/api/invitations', { email: uniquePerson().email, role: 'sales' })).status,
    ).toBe(401);
    expect((await createClient(t).get('/api/invitations')).status).toBe(401);
    const { client: shopper } = await registerVerified(t);
    expect((await shopper.get('/api/invitations')).status).toBe(403);
  });

  it('nobody can grant owner by invitation: a manager asking for it gets 400 on role', async () => {
    const { client: owner } = await registerDealer(t);
    const { member: manager } = await inviteAndAccept(t, owner, 'manager');
    const res = await manager.post('/api/invitations', { email: uniquePerson().email, role: 'owner' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('role');
  });

  it('lists pending invitations, resends (new 7 days, new email) and revokes', async () => {
    const { client: owner } = await registerDealer(t);
    const email = uniquePerson('pending').email;
    const created = await owner.post('/api/invitations', { email, role: 'manager' });
    const id = created.body.invitation.id as string;

    const list = await owner.get('/api/invitations');
    expect(list.status).toBe(200);
    expect(list.body.invitations).toEqual([expect.objectContaining({ id, email, role: 'manager', status: 'pending' })]);

    const resent = await owner.post(`/api/invitations/${id}/resend`);
    expect(resent.status).toBe(200);
    expect((await t.outbox(email)).filter((e) => e.kind === 'invitation')).toHaveLength(2);

    const revoked = await owner.del(`/api/invitations/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.invitation.status).toBe('canceled');
    expect((await owner.get('/api/invitations')).body.invitations).toEqual([]);
    expect((await owner.del(`/api/invitations/${id}`)).status).toBe(409);

    const token = tokenFrom((await latestEmail(t, email, 'invitation')).data.url!);
    expect((await createClient(t).post('/api/invitations/accept', { token, password: PASSWORD })).status).toBe(410);
  });

  it("cannot touch another dealership's invitations (404)", async () => {
    const { client: ownerA } = await registerDealer(t, 'Alpha Autos');
    const { client: ownerB } = await registerDealer(t, 'Bravo Autos');
    const created = await ownerA.post('/api/invitations', { email: uniquePerson().email, role: 'sales' });
    const id = created.body.invitation.id as string;
    expect((await ownerB.del(`/api/invitations/${id}`)).status).toBe(404);
    expect((await ownerB.post(`/api/invitations/${id}/resend`)).status).toBe(404);
  });

  it('re-inviting an existing member is a 409', async () => {
    const { client: owner } = await registerDealer(t);
    const { email } = await inviteAndAccept(t, owner, 'sales');
    const res = await owner.post('/api/invitations', { email, role: 'sales' });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toHaveProperty('email');
  });
});

describe('authorization helpers', () => {
  it('derive viewer roles from the user and membership', () => {
    expect(viewerRoles({ role: 'admin' }, { role: 'owner' })).toEqual(['admin', 'owner']);
    expect(viewerRoles({ role: 'user' }, null)).toEqual([]);
    expect(viewerRoles({ role: 'user,admin' })).toEqual(['admin']);
  });

  it('match the registry: blog admin is admins only, inventory is dealer staff', () => {
    const admin = { signedIn: true, roles: ['admin'] as const };
    const sales = { signedIn: true, roles: ['sales'] as const };
    expect(isAllowed(routeById['blog-admin'].access, admin)).toBe(true);
    expect(isAllowed(routeById['blog-admin'].access, sales)).toBe(false);
    expect(isAllowed(routeById.inventory.access, sales)).toBe(true);
    expect(isAllowed(routeById.inventory.access, { signedIn: true, roles: [] })).toBe(false);
    expect(isAllowed(routeById.dashboard.access, { signedIn: false, roles: [] })).toBe(false);
    expect(isAllowed(routeById.home.access, { signedIn: false, roles: [] })).toBe(true);
  });
});
