/**
 * Settings (issue 11): the dealership profile and deal defaults, the team rules of DOMAIN.md
 * (owner: any role; manager: sales ↔ manager only; the last active owner stays; nobody deactivates
 * themselves), a deactivated member losing the dealership for real, and the audit log.
 */
import { createTestApp, type Client, type TestApp } from './helpers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeNewLead } from '../../src/server/db/queries/leads';
import { findPlanUsage } from '../../src/server/db/queries/billing';
import type { Db } from '../../src/server/db/client';
import type { AuditEntry, Team, TeamMember } from '../../src/shared/schemas/settings';
import { clientFor, createDealership, createPerson, type Identity } from './viewer-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
});
afterAll(async () => {
  await t.close();
});

type Person = Identity & { client: Client };

/** A dealership with an owner, a manager and two salespeople, each signed in. */
const team = async () => {
  const { organizationId, owner: ownerId } = await createDealership(t);
  const signIn = async (identity: Identity): Promise<Person> => ({
    ...identity,
    client: (await clientFor(t, identity.userId, organizationId)).client,
  });
  const owner = await signIn(ownerId);
  const manager = await signIn(await createPerson(t, 'staff', { organizationId, role: 'manager' }));
  const sales = await signIn(await createPerson(t, 'staff', { organizationId, role: 'sales' }));
  const sales2 = await signIn(await createPerson(t, 'staff', { organizationId, role: 'sales' }));
  return { organizationId, owner, manager, sales, sales2 };
};

const audit = async (client: Client) =>
  (await client.get<{ entries: AuditEntry[] }>('/api/dealership/audit?limit=50')).body.entries;

describe('dealership profile', () => {
  it('owner and manager read and change it; the change is audited with before and after', async () => {
    const { owner, manager } = await team();
    const got = await owner.client.get('/api/dealership');
    expect(got.status).toBe(200);
    expect(got.body.dealership.hours).toHaveLength(7);

    const hours = Array.from({ length: 7 }, (_, i) =>
      i === 6 ? { opens: null, closes: null } : { opens: '09:00', closes: i === 5 ? '17:00' : '19:00' },
    );
    const saved = await manager.client.patch('/api/dealership', {
      name: 'Lakeside Motors',
      about: 'Family-run since 1987.',
      phone: '+1 614 555 0199',
      website: 'https://lakeside.example',
      hours,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.dealership).toMatchObject({
      name: 'Lakeside Motors',
      website: 'https://lakeside.example',
      hours,
    });

    const fees = await owner.client.patch('/api/dealership', { defaultDocFeeCents: 19_900, defaultTaxRate: 6.875 });
    expect(fees.body.dealership).toMatchObject({ defaultDocFeeCents: 19_900, defaultTaxRate: 6.875 });

    const entries = await audit(owner.client);
    expect(entries[0]).toMatchObject({
      action: 'dealership.deal-defaults',
      actorName: 'Throwaway owner',
      before: { defaultDocFeeCents: 0, defaultTaxRateThousandths: 0 },
      after: { defaultDocFeeCents: 19_900, defaultTaxRateThousandths: 6875 },
    });
    expect(entries[1]).toMatchObject({
      action: 'dealership.profile',
      target: 'Lakeside Motors',
      after: { name: 'Lakeside Motors', about: 'Family-run since 1987.' },
    });
    expect(entries[1]!.before!.name).toMatch(/^Throwaway/);
    // A lone surrogate is stored as the column stores it (U+FFFD), not refused by the log's jsonb.
    expect((await manager.client.patch('/api/dealership', { addressLine2: 'Suite \ud800' })).status).toBe(200);
    expect((await audit(owner.client))[0]!.after).toEqual({ addressLine2: 'Suite \ufffd' });
    await manager.client.patch('/api/dealership', { addressLine2: '' });
    // Saving the same again changes nothing and logs nothing.
    await manager.client.patch('/api/dealership', { name: 'Lakeside Motors' });
    expect(await audit(owner.client)).toHaveLength(4);
  });

  it('answers 400 naming each bad field, and 403 to sales', async () => {
    const { owner, sales } = await team();
    const bad = await owner.client.patch('/api/dealership', {
      name: ' ',
      website: 'not a url',
      hours: [
        { opens: '18:00', closes: '09:00' },
        ...Array.from({ length: 6 }, () => ({ opens: '09:00', closes: null })),
      ],
      defaultTaxRate: 30,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(
      expect.arrayContaining(['name', 'website', 'hours.0.closes', 'hours.1.closes', 'defaultTaxRate']),
    );
    expect((await sales.client.get('/api/dealership')).status).toBe(403);
    expect((await sales.client.patch('/api/dealership', { name: 'Mine now' })).status).toBe(403);
    expect((await sales.client.get('/api/dealership/team')).status).toBe(403);
    expect((await sales.client.get('/api/dealership/audit')).status).toBe(403);
  });

  it('takes a logo, serves it publicly, and replaces it', async () => {
    const { owner } = await team();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
    const up = await owner.client.post('/api/dealership/logo', form);
    expect(up.status).toBe(200);
    const file = await t.app.request(up.body.logo);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const text = new FormData();
    text.set('file', new File(['hello'], 'logo.png', { type: 'image/png' }));
    const refused = await owner.client.post('/api/dealership/logo', text);
    expect(refused.status).toBe(415);
    expect(refused.body.error.fields.file).toBeTruthy();
    expect((await owner.client.del('/api/dealership/logo')).body).toEqual({ logo: null });
    expect((await t.app.request(up.body.logo)).status).toBe(404);
    expect((await audit(owner.client)).map((e) => e.action)).toEqual(['dealership.logo', 'dealership.logo']);
  });
});

describe('team', () => {
  const memberOf = async (client: Client, userId: string) =>
    (await client.get<Team>('/api/dealership/team')).body.members.find((m) => m.userId === userId);

  it('owner changes any role; the change is audited', async () => {
    const { owner, sales } = await team();
    const res = await owner.client.patch(`/api/dealership/team/${sales.memberId}`, { role: 'owner' });
    expect(res.status).toBe(200);
    expect(res.body.members.find((m: TeamMember) => m.userId === sales.userId).role).toBe('owner');
    expect((await audit(owner.client))[0]).toMatchObject({
      action: 'team.role',
      target: 'Throwaway staff',
      before: { role: 'sales' },
      after: { role: 'owner' },
    });
  });

  it('manager moves sales ↔ manager, but never grants owner nor touches an owner', async () => {
    const { owner, manager, sales } = await team();
    expect((await manager.client.patch(`/api/dealership/team/${sales.memberId}`, { role: 'manager' })).status).toBe(
      200,
    );
    expect((await manager.client.patch(`/api/dealership/team/${sales.memberId}`, { role: 'sales' })).status).toBe(200);
    const grant = await manager.client.patch(`/api/dealership/team/${sales.memberId}`, { role: 'owner' });
    expect(grant.status).toBe(403);
    expect(grant.body.error.fields.role).toMatch(/Only an owner/);
    expect((await manager.client.patch(`/api/dealership/team/${owner.memberId}`, { role: 'sales' })).status).toBe(403);
    expect((await manager.client.patch(`/api/dealership/team/${owner.memberId}`, { active: false })).status).toBe(403);
    const seen = await memberOf(manager.client, owner.userId);
    expect(seen).toMatchObject({ assignableRoles: [], canDeactivate: false });
    expect((await memberOf(manager.client, sales.userId))!.assignableRoles).toEqual(['sales', 'manager']);
    // Sales change nothing.
    expect((await sales.client.patch(`/api/dealership/team/${manager.memberId}`, { role: 'sales' })).status).toBe(403);
  });

  it('the last active owner cannot be demoted, deactivated or leave; with a second owner they can', async () => {
    const { owner, manager } = await team();
    const demote = await owner.client.patch(`/api/dealership/team/${owner.memberId}`, { role: 'manager' });
    expect(demote.status).toBe(422);
    expect(demote.body.error).toMatchObject({
      code: 'LAST_OWNER',
      fields: { role: expect.stringMatching(/only owner/) },
    });
    const leave = await owner.client.post('/api/dealership/team/leave');
    expect(leave.status).toBe(422);
    expect(leave.body.error.code).toBe('LAST_OWNER');
    const self = await owner.client.patch(`/api/dealership/team/${owner.memberId}`, { active: false });
    expect(self.status).toBe(422);
    expect(self.body.error.fields.active).toMatch(/cannot deactivate yourself/);

    await owner.client.patch(`/api/dealership/team/${manager.memberId}`, { role: 'owner' });
    expect((await owner.client.patch(`/api/dealership/team/${owner.memberId}`, { role: 'manager' })).status).toBe(200);
    // Now the former manager is the only owner.
    expect((await manager.client.post('/api/dealership/team/leave')).status).toBe(422);
  });

  it('a deactivated member loses the dealership (session, 403s, routing, seats) and keeps their history', async () => {
    const { organizationId, owner, sales, sales2 } = await team();
    const usage = async () => (await findPlanUsage(t.db as Db, organizationId))!.seats;
    const seatsBefore = await usage();
    expect((await sales.client.get('/api/inventory')).status).toBe(200);

    const off = await owner.client.patch(`/api/dealership/team/${sales.memberId}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.members.at(-1)).toMatchObject({ userId: sales.userId, deactivatedAt: expect.any(String) });

    const session = await sales.client.get('/api/session');
    expect(session.body.dealership).toBeNull();
    expect(session.body.roles).toEqual([]);
    expect((await sales.client.get('/api/inventory')).status).toBe(403);
    expect((await sales.client.get('/api/leads')).status).toBe(403);
    expect(await usage()).toBe(seatsBefore - 1);

    // Round robin skips them: every new lead goes to the other salesperson.
    await owner.client.patch('/api/leads/settings', { routing: 'round_robin' });
    for (let i = 0; i < 3; i++) {
      const assignee = await t.db.transaction((tx) => routeNewLead(tx as unknown as Db, organizationId));
      expect(assignee).toBe(sales2.userId);
    }

    const entries = await audit(owner.client);
    expect(entries.find((e) => e.action === 'team.deactivated')).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
    expect(entries.find((e) => e.action === 'lead.settings')).toBeUndefined(); // already round robin: no change

    expect((await owner.client.patch(`/api/dealership/team/${sales.memberId}`, { active: true })).status).toBe(200);
    expect((await sales.client.get('/api/session')).body.dealership).toMatchObject({ role: 'sales' });
    expect(await usage()).toBe(seatsBefore);
  });

  it('leaving works for anyone but the last owner, and is logged', async () => {
    const { owner, sales } = await team();
    expect((await sales.client.post('/api/dealership/team/leave')).status).toBe(200);
    expect((await sales.client.get('/api/session')).body.dealership).toBeNull();
    expect((await sales.client.post('/api/dealership/team/leave')).status).toBe(403);
    expect((await audit(owner.client))[0]).toMatchObject({ action: 'team.left', actorName: 'Throwaway staff' });
  });

  it('answers 404 for another dealership’s member and 400 for an empty or bad change', async () => {
    const { owner } = await team();
    const other = await team();
    expect((await owner.client.patch(`/api/dealership/team/${other.sales.memberId}`, { role: 'manager' })).status).toBe(
      404,
    );
    const empty = await owner.client.patch(`/api/dealership/team/${other.sales.memberId}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.role).toBeTruthy();
    const made = await owner.client.patch(`/api/dealership/team/${owner.memberId}`, { role: 'admin' });
    expect(made.status).toBe(400);
    expect(made.body.error.fields.role).toBeTruthy();
  });
});

describe('audit log', () => {
  it('records the other areas’ settings and invitations, and pages by cursor without repeats', async () => {
    const { owner, manager } = await team();
    expect(
      (await owner.client.patch('/api/inventory/settings', { stockPrefix: 'LKS', defaultPackCents: 50_000 })).status,
    ).toBe(200);
    const leads = await manager.client.patch('/api/leads/settings', { routing: 'unassigned', overdueMinutes: 30 });
    expect(leads.status).toBe(200);
    const invite = await owner.client.post('/api/invitations', { email: 'newhire@example.com', role: 'sales' });
    expect(invite.status).toBe(201);
    expect((await owner.client.del(`/api/invitations/${invite.body.invitation.id}`)).status).toBe(200);

    const entries = await audit(owner.client);
    expect(entries.map((e) => e.action)).toEqual([
      'invitation.revoked',
      'invitation.created',
      'lead.settings',
      'inventory.settings',
    ]);
    expect(entries[2]).toMatchObject({
      actorName: 'Throwaway staff',
      before: { routing: 'round_robin' },
      after: { routing: 'unassigned', overdueMinutes: 30 },
    });
    expect(entries[3]!.after).toEqual({ stockPrefix: 'LKS', defaultPackCents: 50_000 });

    const first = await owner.client.get('/api/dealership/audit?limit=3');
    expect(first.body.entries).toHaveLength(3);
    const second = await owner.client.get(
      `/api/dealership/audit?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(second.body.entries.map((e: AuditEntry) => e.id)).toEqual([entries[3]!.id]);
    expect(second.body.nextCursor).toBeNull();
    const bad = await owner.client.get('/api/dealership/audit?cursor=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.cursor).toBeTruthy();
  });
});
