/**
 * Issue 12's findings, each replayed as an attacker would: better-auth's side doors, input
 * limits, cross-site requests, common passwords, the OTP cooldown, and mail that must not carry
 * a stranger's words. Every case asserts what the attacker sees (status, error code, field).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { invitations, users } from '../../src/server/db/schema';
import { JSON_BODY_LIMIT_BYTES } from '../../src/server/middleware/input-guards';
import { loadStaticSite } from '../../src/server/static';
import { OTP_MAX_ATTEMPTS, PENDING_INVITATIONS_MAX } from '../../src/shared/constants';
import {
  createClient,
  createTestApp,
  inviteAndAccept,
  ORIGIN,
  PASSWORD,
  registerDealer,
  registerVerified,
  uniquePerson,
  type Client,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sessionRole = async (client: Client) => (await client.get('/api/session')).body?.dealership?.role;

describe("better-auth's organization endpoints obey the app's rules", () => {
  it('an owner cannot invite another owner through the plugin endpoint (nor through the app)', async () => {
    const { client: owner, dealership } = await registerDealer(t);
    const email = uniquePerson('second-owner').email;
    const direct = await owner.post('/api/auth/organization/invite-member', {
      email,
      role: 'owner',
      organizationId: dealership.id,
    });
    expect(direct.status).toBe(404);
    expect(await t.outbox(email)).toHaveLength(0);
    const viaApp = await owner.post('/api/invitations', { email, role: 'owner' });
    expect(viaApp.status).toBe(400);
    expect(viaApp.body.error.fields).toHaveProperty('role');
  });

  it("a manager cannot set better-auth's built-in admin role on anyone, themselves included", async () => {
    const { client: owner } = await registerDealer(t);
    const manager = await inviteAndAccept(t, owner, 'manager');
    const sales = await inviteAndAccept(t, owner, 'sales');
    const members = await manager.member.get('/api/auth/organization/list-members');
    expect(members.status).toBe(404);
    for (const memberIdOrEmail of [manager.email, sales.email]) {
      const res = await manager.member.post('/api/auth/organization/update-member-role', {
        memberId: memberIdOrEmail,
        role: 'admin',
      });
      expect(res.status).toBe(404);
    }
    expect(await sessionRole(manager.member)).toBe('manager');
    expect(await sessionRole(sales.member)).toBe('sales');
  });

  it('the plugin refuses roles outside the app even when called from server code', async () => {
    const { client: owner, dealership } = await registerDealer(t);
    const cookie = [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = new Headers({ cookie, origin: ORIGIN });
    for (const role of ['owner', 'admin', 'member', 'sales,admin'] as const) {
      await expect(
        t.auth.api.createInvitation({
          headers,
          body: { email: uniquePerson('x').email, role: role as 'sales', organizationId: dealership.id },
        }),
      ).rejects.toMatchObject({ body: { code: 'ROLE_NOT_ALLOWED' } });
    }
  });

  it('a shopper cannot create a dealership, neither by the endpoint nor by the plugin API', async () => {
    const { client: shopper } = await registerVerified(t);
    await shopper.post('/api/profile/complete', { accountType: 'shopper' });
    const res = await shopper.post('/api/auth/organization/create', { name: 'Sneaky Motors', slug: 'sneaky-motors' });
    expect(res.status).toBe(404);
    const cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    await expect(
      t.auth.api.createOrganization({
        headers: new Headers({ cookie, origin: ORIGIN }),
        body: { name: 'Sneaky Motors', slug: 'sneaky-motors-2' },
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect((await shopper.get('/api/session')).body.dealership).toBeNull();
  });

  // Pending invitations hold seats, so the plan's seat cap (at most 15) answers long before
  // better-auth's own cap of PENDING_INVITATIONS_MAX, which stays as a backstop.
  it('the pending-invitation cap is a 409 that says what to do', async () => {
    const { client: owner, person, dealership } = await registerDealer(t);
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    const expiresAt = new Date(Date.now() + 86_400_000);
    await t.db.insert(invitations).values(
      Array.from({ length: PENDING_INVITATIONS_MAX }, (_, i) => ({
        id: randomUUID(),
        organizationId: dealership.id,
        email: `pending${i}-${randomUUID().slice(0, 6)}@example.com`,
        role: 'sales',
        status: 'pending',
        expiresAt,
        inviterId: me!.id,
      })),
    );
    const res = await owner.post('/api/invitations', { email: uniquePerson('one-more').email, role: 'sales' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('PLAN_LIMIT');
    expect(res.body.error.message).toMatch(/Revoke/);
    expect(res.body.error.fields.email).toMatch(/pending invitation/);
  });
});

describe('session reads', () => {
  it('a forged or altered session cookie is nobody, and a signed-out session stays out', async () => {
    const { client } = await registerVerified(t);
    const [name, value] = [...client.jar].find(([k]) => k.endsWith('session_token'))!;
    const [token, signature] = decodeURIComponent(value).split('.');
    const as = (cookieValue: string) =>
      t.app.request('/api/session', { headers: { cookie: `${name}=${encodeURIComponent(cookieValue)}` } });
    const asJson = async (cookieValue: string) => ((await (await as(cookieValue)).json()) as { user: unknown }).user;
    expect(await asJson(`${token}.${signature}`)).not.toBeNull();
    expect(await asJson(`${token}.${'A'.repeat(signature!.length)}`)).toBeNull();
    expect(await asJson(`${token!.slice(0, -1)}x.${signature}`)).toBeNull();
    expect(await asJson(token!)).toBeNull();
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await asJson(`${token}.${signature}`)).toBeNull();
  });
});

describe('input limits', () => {
  it(`refuses bodies over ${JSON_BODY_LIMIT_BYTES / 1024} kB with 413, on app and auth routes`, async () => {
    const c = createClient(t);
    const huge = 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1);
    for (const [path, body] of [
      ['/api/contact', { name: huge, email: 'a@example.com', topic: 'sales', message: 'hi' }],
      ['/api/auth/sign-in/email', { email: 'a@example.com', password: huge }],
    ] as const) {
      const res = await c.post(path, body);
      expect(res.status, path).toBe(413);
      expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('update-user takes names under the sign-up rules and forwards nothing else', async () => {
    const { client, person } = await registerVerified(t);
    const tooLong = await client.post('/api/auth/update-user', { firstName: 'a'.repeat(101), lastName: 'B' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toHaveProperty('firstName');
    const blank = await client.post('/api/auth/update-user', { firstName: '   ', lastName: 'B' });
    expect(blank.status).toBe(400);
    const ok = await client.post('/api/auth/update-user', {
      firstName: 'Robin',
      lastName: 'Okafor',
      name: 'x'.repeat(50_000),
      role: 'admin',
      profileCompletedAt: '2020-01-01',
    });
    expect(ok.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, person.email));
    expect(row).toMatchObject({ firstName: 'Robin', lastName: 'Okafor', name: 'Robin Okafor', role: 'user' });
    expect(row!.profileCompletedAt).toBeNull();
  });

  it('a NUL character in a path, query or JSON string is a 400 naming where it is', async () => {
    const { client: owner } = await registerDealer(t);
    const path = await owner.post('/api/invitations/abc%00def/resend', {});
    expect(path.status).toBe(400);
    expect(path.body.error.code).toBe('INVALID_CHARACTERS');
    const query = await createClient(t).get('/api/blog?tag=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.error.fields).toHaveProperty('tag');
    const json = await owner.post('/api/invitations', { email: 'a\u0000b@example.com', role: 'sales' });
    expect(json.status).toBe(400);
    expect(json.body.error.fields).toHaveProperty('email');
    const auth = await createClient(t).post('/api/auth/sign-in/username', { username: 'ab\u0000c', password: 'x' });
    expect(auth.status).toBe(400);
  });

  it('a deeply nested extra field is a 400, not a stack overflow', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await createClient(t).post(
      '/api/auth/sign-in/email',
      `{"email":"a@example.com","password":"x","extra":${deep}}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('TOO_DEEPLY_NESTED');
  });
});

describe('hardening', () => {
  it('refuses a state-changing request from another site, or with a cookie but no origin', async () => {
    const body = { name: 'Ann', email: 'ann@example.com', topic: 'sales', message: 'Hello there, a question.' };
    const c = createClient(t);
    const cross = await c.post('/api/contact', body, { Origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(cross.body.error.code).toBe('CROSS_SITE_REQUEST');
    const fetchSite = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(body),
    });
    expect(fetchSite.status).toBe(403);
    const { client: owner } = await registerDealer(t);
    const cookie = [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const noOrigin = await t.app.request('/api/invitations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ email: 'z@example.com', role: 'sales' }),
    });
    expect(noOrigin.status).toBe(403);
    // A script without cookies has nothing to forge: it gets the normal answer.
    const script = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lotline-client-ip': '10.9.9.9' },
      body: JSON.stringify(body),
    });
    expect(script.status).toBe(202);
  });

  it('sends HSTS only when the public address is https, and serves no source maps', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'lotline-maps-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
      writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
      writeFileSync(join(dist, 'assets', 'app-1.js.map'), '{"version":3,"sources":["secret.ts"]}');
      const site = loadStaticSite(dist);
      const base = { db: t.db, auth: t.auth, mail: { send: async () => {} }, site };
      const https = createApp({ ...base, env: { ...t.env, publicUrl: 'https://lotline.example' } });
      const res = await https.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      const plain = createApp({ ...base, env: t.env });
      expect((await plain.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
      expect((await plain.request('/assets/app-1.js')).status).toBe(200);
      expect((await plain.request('/assets/app-1.js.map')).status).toBe(404);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuses the most common passwords at sign-up, reset and password change', async () => {
    for (const password of ['password123', 'Password1!', 'qwertyuiop', '12345678']) {
      const res = await createClient(t).post('/api/auth/sign-up/email', { ...uniquePerson(), password });
      expect(res.status, password).toBe(400);
      expect(res.body.error.fields.password).toMatch(/common/);
    }
    const { client } = await registerVerified(t);
    const change = await client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'iloveyou1',
    });
    expect(change.status).toBe(400);
    expect(change.body.error.fields).toHaveProperty('newPassword');
  });

  it('keeps the resend cooldown after a code is burned by wrong guesses', async () => {
    const person = uniquePerson();
    const c = createClient(t);
    expect((await c.post('/api/auth/sign-up/email', person)).status).toBe(200);
    for (let i = 0; i < OTP_MAX_ATTEMPTS + 1; i++) {
      await c.post('/api/auth/email-otp/verify-email', { email: person.email, otp: '000000' });
    }
    const resend = await c.post('/api/auth/email-otp/send-verification-otp', {
      email: person.email,
      type: 'email-verification',
    });
    expect(resend.status).toBe(429);
    expect(resend.body.error.code).toBe('RESEND_TOO_SOON');
    expect((await t.outbox(person.email)).filter((e) => e.kind === 'verification-code')).toHaveLength(1);
  });

  it('confirmations to an unverified address carry nothing the sender wrote', async () => {
    const payload = 'Claim your prize at evil.example';
    const email = uniquePerson('victim').email;
    const contact = await createClient(t).post('/api/contact', {
      name: payload,
      email,
      topic: 'sales',
      message: `${payload} — more words here`,
    });
    expect(contact.status).toBe(202);
    const quote = await createClient(t).post('/api/quotes', {
      name: payload,
      email,
      phone: '+1 614 555 0100',
      dealership: payload,
      rooftops: 1,
      monthlyUnits: 40,
      plan: 'dealer',
      message: payload,
    });
    expect(quote.status).toBe(201);
    const mails = await t.outbox(email);
    expect(mails.map((m) => m.kind).sort()).toEqual(['contact-confirmation', 'quote-confirmation']);
    for (const mail of mails) {
      expect(mail.text).not.toContain('evil.example');
      expect(mail.html).not.toContain('evil.example');
      expect(mail.subject).not.toContain('evil.example');
    }
  });
});
