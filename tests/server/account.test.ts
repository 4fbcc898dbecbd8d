/**
 * Account (DOMAIN.md › Areas › Account): profile and username, avatar, email change with a code to
 * the new address, password change, sessions and revoking one, export of one's own data, and
 * deletion — as a shopper, as a dealership's sole owner (refused, or with the dealership after
 * typing its name) and as an owner beside another owner.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, organizations, users, vehicles } from '../../src/server/db/schema';
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '../../src/shared/schemas/account';
import {
  createClient,
  createTestApp,
  latestEmail,
  PASSWORD,
  registerDealer,
  registerVerified,
  uniquePerson,
  type Client,
  type TestApp,
} from './helpers';
import { listVehicle, makePerson, message } from './respond-helpers';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lotline-account-test-'));
  t = await createTestApp({ env: { photoStorageDir: dir } });
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The same person signed in again, on another "device" (its own client, IP and user agent). */
const signInAgain = async (
  email: string,
  password = PASSWORD,
  userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
) => {
  const client = createClient(t);
  const res = await client.post('/api/auth/sign-in/email', { email, password }, { 'user-agent': userAgent });
  return { client, res };
};

const shopper = async () => {
  const { client, person } = await registerVerified(t);
  await client.post('/api/profile/complete', { accountType: 'shopper' });
  return { client, person };
};

describe('profile', () => {
  it('changes names and username under the sign-up rules; a taken username is a 409 on the field', async () => {
    const { client } = await shopper();
    const other = await shopper();
    const ok = await client.post('/api/auth/update-user', {
      firstName: 'Robin',
      lastName: 'Okafor',
      username: 'Robin.O_' + (Date.now() % 1000),
    });
    expect(ok.status).toBe(200);
    const session = (await client.get('/api/session')).body;
    expect(session.user.name).toBe('Robin Okafor');
    expect(session.user.username).toMatch(/^robin\.o_\d+$/);

    const taken = await client.post('/api/auth/update-user', { username: other.person.username });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toHaveProperty('username');

    const bad = await client.post('/api/auth/update-user', { username: 'no spaces allowed' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('username');
  });

  it('takes a JPEG, PNG or WebP avatar, keeps a square WebP, and refuses other files with a clear error', async () => {
    const { client } = await shopper();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b6ea5' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
    const up = await client.post('/api/account/avatar', form);
    expect(up.status).toBe(200);
    expect(up.body.image).toMatch(/^\/api\/avatars\/[^/]+\/[\w-]+\.webp$/);
    expect((await client.get('/api/session')).body.user.image).toBe(up.body.image);

    const file = await t.app.request(up.body.image, {
      headers: { cookie: cookieOf(client), Origin: 'http://localhost:3000' },
    });
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_SIZE, AVATAR_SIZE]);
    // Signed out, nobody reads it.
    expect((await createClient(t).get(up.body.image)).status).toBe(401);

    const pdf = new FormData();
    pdf.append(
      'file',
      new File([new TextEncoder().encode('%PDF-1.4 not a picture')], 'me.jpg', { type: 'image/jpeg' }),
    );
    const refused = await client.post('/api/account/avatar', pdf);
    expect(refused.status).toBe(415);
    expect(refused.body.error.fields.file).toMatch(/JPEG, PNG or WebP/);

    const huge = new FormData();
    huge.append('file', new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }));
    const tooBig = await client.post('/api/account/avatar', huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.fields.file).toMatch(/5 MB/);

    const tiny = new FormData();
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    tiny.append('file', new File([new Uint8Array(small)], 'tiny.jpg', { type: 'image/jpeg' }));
    expect((await client.post('/api/account/avatar', tiny)).status).toBe(422);

    const removed = await client.del('/api/account/avatar');
    expect(removed.body).toEqual({ image: null });
    expect((await client.get(up.body.image)).status).toBe(404);
  });
});

const cookieOf = (client: Client) => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');

describe('email change', () => {
  it('sends a code to the new address only, and the code makes it the sign-in address', async () => {
    const { client, person } = await shopper();
    const newEmail = uniquePerson('moved').email;
    const asked = await client.post('/api/auth/email-otp/request-email-change', { newEmail });
    expect(asked.status).toBe(200);
    const mail = await latestEmail(t, newEmail, 'verification-code');
    expect(mail.data.purpose).toBe('change-email');
    expect(mail.text).toMatch(/make this address your Lotline email/);

    const wrong = await client.post('/api/auth/email-otp/change-email', { newEmail, otp: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toHaveProperty('otp');

    const done = await client.post('/api/auth/email-otp/change-email', { newEmail, otp: mail.data.code });
    expect(done.status).toBe(200);
    expect((await client.get('/api/session')).body.user.email).toBe(newEmail);
    // The old address hears of it, without the new address in full.
    const notice = await latestEmail(t, person.email, 'email-changed');
    expect(notice.text).toMatch(/was changed to mo•+@example\.com/);
    expect(notice.text).not.toContain(newEmail);
    expect(notice.data.url).toMatch(/\/dashboard\/account$/);
    expect((await signInAgain(person.email)).res.status).toBe(401);
    expect((await signInAgain(newEmail)).res.status).toBe(200);
  });

  it('validates the new address like every email', async () => {
    const { client } = await shopper();
    const res = await client.post('/api/auth/email-otp/request-email-change', { newEmail: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('newEmail');
  });
});

describe('password change', () => {
  it('refuses a wrong current password on the current password field', async () => {
    const { client } = await shopper();
    const res = await client.post('/api/auth/change-password', {
      currentPassword: 'Wrong-horse-42',
      newPassword: 'Brand-new-horse-7',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ currentPassword: expect.any(String) });
  });

  it('changes it with the current one and, when asked, signs out the other sessions', async () => {
    const { client, person } = await shopper();
    const phone = await signInAgain(person.email);
    expect(phone.res.status).toBe(200);
    const res = await client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Brand-new-horse-7',
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect((await phone.client.get('/api/account/sessions')).status).toBe(401);
    expect((await client.get('/api/account/sessions')).status).toBe(200);
    expect((await signInAgain(person.email, 'Brand-new-horse-7')).res.status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists devices with this device marked; revoking another one refuses that session from then on', async () => {
    const { client, person } = await shopper();
    const phone = await signInAgain(person.email);
    const list = await client.get('/api/account/sessions');
    expect(list.status).toBe(200);
    const sessions = list.body.sessions as { id: string; device: string; current: boolean; token?: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.some((s) => s.device === 'Safari on iOS')).toBe(true);
    expect(JSON.stringify(list.body)).not.toMatch(/token/i);

    const other = sessions.find((s) => !s.current)!;
    expect((await phone.client.get('/api/session')).body.user.email).toBe(person.email);
    const revoked = await client.del(`/api/account/sessions/${other.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.sessions).toHaveLength(1);
    expect((await phone.client.get('/api/session')).body.user).toBeNull();
    expect((await phone.client.get('/api/account/sessions')).status).toBe(401);
    expect((await client.get('/api/account/sessions')).status).toBe(200);
  });

  it('signs out every other device at once, keeping this one', async () => {
    const { client, person } = await shopper();
    const phone = await signInAgain(person.email);
    const tablet = await signInAgain(person.email);
    const res = await client.del('/api/account/sessions');
    expect(res.status).toBe(200);
    expect(res.body.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await phone.client.get('/api/account/sessions')).status).toBe(401);
    expect((await tablet.client.get('/api/account/sessions')).status).toBe(401);
    expect((await client.get('/api/account/sessions')).status).toBe(200);
  });

  it("cannot end someone else's session (404, as if it did not exist)", async () => {
    const a = await shopper();
    const b = await shopper();
    const theirs = (await b.client.get('/api/account/sessions')).body.sessions[0].id;
    expect((await a.client.del(`/api/account/sessions/${theirs}`)).status).toBe(404);
    expect((await b.client.get('/api/account/sessions')).status).toBe(200);
  });
});

describe('export', () => {
  it("holds my profile, favorites, conversations and notifications, and nothing of anyone else's", async () => {
    const dealer = await registerDealer(t, 'Export Motors');
    const vehicle = await listVehicle(dealer.client);
    const me = await shopper();
    const them = await shopper();
    await me.client.put(`/api/favorites/${vehicle.id}`);
    expect((await message(me.client, vehicle.id, 'Is the CR-V still available? — mine')).status).toBeLessThan(300);
    expect((await message(them.client, vehicle.id, 'Someone else asking — theirs')).status).toBeLessThan(300);

    const res = await me.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="lotline-account-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = res.body;
    expect(data.format).toBe('lotline-account-export/1');
    expect(data.profile.email).toBe(me.person.email);
    expect(data.favorites.map((f: { vehicleId: string }) => f.vehicleId)).toEqual([vehicle.id]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].messages.map((m: { body: string }) => m.body)).toEqual([
      'Is the CR-V still available? — mine',
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    expect(text).not.toContain(them.person.email);
    expect(text).not.toContain('theirs');
    expect(text).not.toContain(dealer.person.email);
    expect(text).not.toMatch(/password|token/i);
  });
});

describe('delete', () => {
  it('deletes a shopper after their password, signs them out, and their sign-in stops working', async () => {
    const { client, person } = await shopper();
    const impact = await client.get('/api/account/deletion');
    expect(impact.body).toEqual({ outcome: 'free', dealership: null });

    const wrong = await client.post('/api/account/delete', { password: 'Wrong-horse-42' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toHaveProperty('password');

    const res = await client.post('/api/account/delete', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, dealershipDeleted: null });
    expect((await client.get('/api/session')).body.user).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
    expect((await signInAgain(person.email)).res.status).toBe(401);
  });

  it("refuses a sole owner, naming the way out; typing the dealership's name deletes it with the account", async () => {
    const dealer = await registerDealer(t, 'Solo Motors');
    const orgId = dealer.dealership.id as string;
    await listVehicle(dealer.client);
    const sales = await makePerson(t, 'staff', { organizationId: orgId, role: 'sales' });

    const impact = await dealer.client.get('/api/account/deletion');
    expect(impact.body).toMatchObject({
      outcome: 'sole-owner',
      dealership: { id: orgId, name: 'Solo Motors', role: 'owner', otherMembers: 1, vehicles: 1 },
    });

    const refused = await dealer.client.post('/api/account/delete', { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('SOLE_OWNER');
    expect(refused.body.error.message).toMatch(/only owner of Solo Motors/);
    expect(refused.body.error.message).toMatch(/Settings › Team/);

    const mistyped = await dealer.client.post('/api/account/delete', {
      password: PASSWORD,
      confirmDealershipName: 'Solo Motor',
    });
    expect(mistyped.status).toBe(422);
    expect(mistyped.body.error.fields).toHaveProperty('confirmDealershipName');
    expect(await t.db.select().from(organizations).where(eq(organizations.id, orgId))).toHaveLength(1);

    const done = await dealer.client.post('/api/account/delete', {
      password: PASSWORD,
      confirmDealershipName: 'solo motors',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ deleted: true, dealershipDeleted: 'Solo Motors' });
    expect(await t.db.select().from(organizations).where(eq(organizations.id, orgId))).toHaveLength(0);
    expect(await t.db.select().from(vehicles).where(eq(vehicles.organizationId, orgId))).toHaveLength(0);
    // The staff member stays a person, without the dealership.
    expect(await t.db.select().from(users).where(eq(users.id, sales.id))).toHaveLength(1);
    expect(await t.db.select().from(members).where(eq(members.userId, sales.id))).toHaveLength(0);
  });

  it('lets an owner beside another owner go; the dealership stays with the other owner', async () => {
    const dealer = await registerDealer(t, 'Twin Owners Auto');
    const orgId = dealer.dealership.id as string;
    const second = await makePerson(t, 'staff', { organizationId: orgId, role: 'owner' });
    const impact = await dealer.client.get('/api/account/deletion');
    expect(impact.body.outcome).toBe('leaves-dealership');

    const res = await dealer.client.post('/api/account/delete', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.dealershipDeleted).toBeNull();
    expect(await t.db.select().from(organizations).where(eq(organizations.id, orgId))).toHaveLength(1);
    const left = await t.db.select().from(members).where(eq(members.organizationId, orgId));
    expect(left.map((m) => [m.userId, m.role])).toEqual([[second.id, 'owner']]);
  });

  it('answers 401 signed out, for every account route', async () => {
    const anon = createClient(t);
    expect((await anon.get('/api/account/sessions')).status).toBe(401);
    expect((await anon.get('/api/account/export')).status).toBe(401);
    expect((await anon.post('/api/account/delete', { password: PASSWORD })).status).toBe(401);
  });
});
