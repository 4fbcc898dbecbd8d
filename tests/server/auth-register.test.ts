import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '../../src/shared/constants';
import {
  createClient,
  createTestApp,
  latestEmail,
  PASSWORD,
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

/** A wrong code that is certainly not the real one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('register → code → verify → session', () => {
  it('emails a 6-digit code (html + text), and verifying it signs the person in', async () => {
    const person = uniquePerson();
    const c = createClient(t);
    const signUp = await c.post('/api/auth/sign-up/email', person);
    expect(signUp.status).toBe(200);
    // Not signed in until verified.
    expect((await c.get('/api/session')).body.user).toBeNull();

    const email = await latestEmail(t, person.email, 'verification-code');
    expect(email.data.code).toMatch(/^\d{6}$/);
    expect(email.text).toContain(email.data.code);
    expect(email.html).toContain(email.data.code);

    const verify = await c.post('/api/auth/email-otp/verify-email', { email: person.email, otp: email.data.code });
    expect(verify.status).toBe(200);
    const cookie = verify.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/lotline\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);

    const session = await c.get('/api/session');
    expect(session.body).toMatchObject({
      user: {
        email: person.email,
        username: person.username,
        firstName: 'Dana',
        lastName: 'Whitfield',
        emailVerified: true,
      },
      dealership: null,
      roles: [],
      needsProfile: true,
    });
  });

  it('stores usernames and emails in lower case', async () => {
    const person = uniquePerson('MiXeD');
    const c = createClient(t);
    const res = await c.post('/api/auth/sign-up/email', {
      ...person,
      username: person.username.toUpperCase(),
      email: person.email.toUpperCase(),
    });
    expect(res.status).toBe(200);
    const email = await latestEmail(t, person.email, 'verification-code');
    expect(email.to).toBe(person.email);
  });

  it('answers a sign-up with an existing email like a new one (no account enumeration)', async () => {
    const { person } = await registerVerified(t);
    const before = (await t.outbox(person.email)).length;
    const res = await createClient(t).post('/api/auth/sign-up/email', { ...uniquePerson(), email: person.email });
    expect(res.status).toBe(200);
    expect((await t.outbox(person.email)).length).toBe(before);
    // The existing account is untouched.
    expect(
      (await createClient(t).post('/api/auth/sign-in/email', { email: person.email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('rejects a taken username with 409 naming the field', async () => {
    const first = uniquePerson();
    await createClient(t).post('/api/auth/sign-up/email', first);
    const res = await createClient(t).post('/api/auth/sign-up/email', { ...uniquePerson(), username: first.username });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toHaveProperty('username');
  });
});

describe('wrong, expired and reused codes', () => {
  it('rejects a wrong code, and locks the code after 5 wrong tries', async () => {
    const person = uniquePerson();
    const c = createClient(t);
    await c.post('/api/auth/sign-up/email', person);
    const { data } = await latestEmail(t, person.email, 'verification-code');
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const res = await c.post('/api/auth/email-otp/verify-email', { email: person.email, otp: wrongCode(data.code!) });
      expect(res.status, `try ${i + 1}`).toBe(400);
      expect(res.body.error.code).toBe('INVALID_OTP');
      expect(res.body.error.fields).toHaveProperty('otp');
    }
    // Even the right code no longer works: a new one must be requested.
    const locked = await c.post('/api/auth/email-otp/verify-email', { email: person.email, otp: data.code });
    expect(locked.status).toBeGreaterThanOrEqual(400);
    expect(locked.status).toBeLessThan(500);
    expect(locked.body.error.code).toMatch(/TOO_MANY_ATTEMPTS|INVALID_OTP|OTP_EXPIRED/);
    expect((await c.get('/api/session')).body.user).toBeNull();
  });

  it('rejects an expired code', async () => {
    const person = uniquePerson();
    const c = createClient(t);
    await c.post('/api/auth/sign-up/email', person);
    const { data } = await latestEmail(t, person.email, 'verification-code');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (OTP_TTL_SECONDS + 5) * 1000);
    const res = await c.post('/api/auth/email-otp/verify-email', { email: person.email, otp: data.code });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('OTP_EXPIRED');
  });

  it('rejects a code used twice', async () => {
    const person = uniquePerson();
    const c = createClient(t);
    await c.post('/api/auth/sign-up/email', person);
    const { data } = await latestEmail(t, person.email, 'verification-code');
    expect((await c.post('/api/auth/email-otp/verify-email', { email: person.email, otp: data.code })).status).toBe(
      200,
    );
    const again = await createClient(t).post('/api/auth/email-otp/verify-email', {
      email: person.email,
      otp: data.code,
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });
});

describe('resend', () => {
  it('answers 429 with retryAfter before 60 s, and sends a new code after', async () => {
    const person = uniquePerson();
    const c = createClient(t);
    await c.post('/api/auth/sign-up/email', person);
    const early = await c.post('/api/auth/email-otp/send-verification-otp', {
      email: person.email,
      type: 'email-verification',
    });
    expect(early.status).toBe(429);
    expect(early.body.error.code).toBe('RESEND_TOO_SOON');
    expect(early.body.error.retryAfter).toBeGreaterThan(0);
    expect(early.body.error.retryAfter).toBeLessThanOrEqual(OTP_RESEND_SECONDS);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (OTP_RESEND_SECONDS + 1) * 1000);
    const later = await c.post('/api/auth/email-otp/send-verification-otp', {
      email: person.email,
      type: 'email-verification',
    });
    expect(later.status).toBe(200);
    vi.useRealTimers();
    const codes = (await t.outbox(person.email)).filter((e) => e.kind === 'verification-code');
    expect(codes).toHaveLength(2);
    // The newest code works; the replaced one no longer does.
    const newest = codes[0]!.data.code;
    const oldest = codes[1]!.data.code;
    if (newest !== oldest) {
      expect((await c.post('/api/auth/email-otp/verify-email', { email: person.email, otp: oldest })).status).toBe(400);
    }
    expect((await c.post('/api/auth/email-otp/verify-email', { email: person.email, otp: newest })).status).toBe(200);
  });

  it('answers the same for an unknown email (no account enumeration)', async () => {
    const res = await createClient(t).post('/api/auth/email-otp/send-verification-otp', {
      email: 'nobody-here@example.com',
      type: 'email-verification',
    });
    expect(res.status).toBe(200);
  });
});

describe('sign-in', () => {
  it('accepts the email or the username, and sets an httpOnly session cookie', async () => {
    const { person } = await registerVerified(t);
    const byEmail = createClient(t);
    const r1 = await byEmail.post('/api/auth/sign-in/email', { email: person.email, password: PASSWORD });
    expect(r1.status).toBe(200);
    expect(r1.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    expect((await byEmail.get('/api/session')).body.user.email).toBe(person.email);

    const byUsername = createClient(t);
    const r2 = await byUsername.post('/api/auth/sign-in/username', {
      username: person.username.toUpperCase(),
      password: PASSWORD,
    });
    expect(r2.status).toBe(200);
    expect((await byUsername.get('/api/session')).body.user.username).toBe(person.username);
  });

  it('rejects a wrong password with 401 in the one error shape', async () => {
    const { person } = await registerVerified(t);
    const res = await createClient(t).post('/api/auth/sign-in/email', {
      email: person.email,
      password: 'Wrong-password-1',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) } });
  });

  it('answers 403 EMAIL_NOT_VERIFIED for an unverified account (email and username)', async () => {
    const person = uniquePerson();
    await createClient(t).post('/api/auth/sign-up/email', person);
    const byEmail = await createClient(t).post('/api/auth/sign-in/email', { email: person.email, password: PASSWORD });
    expect(byEmail.status).toBe(403);
    expect(byEmail.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    const byUsername = await createClient(t).post('/api/auth/sign-in/username', {
      username: person.username,
      password: PASSWORD,
    });
    expect(byUsername.status).toBe(403);
    expect(byUsername.body.error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('rejects a cookie POST from an untrusted Origin (CSRF)', async () => {
    const { client } = await registerVerified(t);
    const res = await client.post('/api/auth/sign-out', {}, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBeTruthy();
    expect((await client.get('/api/session')).body.user).not.toBeNull();
  });

  it('signs out', async () => {
    const { client } = await registerVerified(t);
    expect((await client.get('/api/session')).body.user).not.toBeNull();
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await client.get('/api/session')).body.user).toBeNull();
  });
});
