import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_LINK_TTL_SECONDS } from '../../src/shared/constants';
import { createClient, createTestApp, latestEmail, PASSWORD, registerVerified, type TestApp } from './helpers';

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

const NEW_PASSWORD = 'Brand-new-pass-77';

const tokenFrom = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin + parsed.pathname).toBe('http://localhost:3000/auth/reset-password');
  return parsed.searchParams.get('token')!;
};

describe('forgot password', () => {
  it('answers exactly the same for an existing and an unknown account, by email or username', async () => {
    const { person } = await registerVerified(t);
    const c = createClient(t);
    const answers = await Promise.all([
      c.post('/api/auth/request-password-reset', { identifier: person.email }),
      c.post('/api/auth/request-password-reset', { identifier: person.username }),
      createClient(t).post('/api/auth/request-password-reset', { identifier: 'nobody@example.com' }),
      createClient(t).post('/api/auth/request-password-reset', { identifier: 'no.such.user' }),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual(answers[0]!.body);
    }
    const resets = (await t.outbox(person.email)).filter((e) => e.kind === 'reset-password');
    expect(resets).toHaveLength(2);
    expect(resets[0]!.text).toContain(resets[0]!.data.url);
    expect(resets[0]!.html).toContain('reset-password?token=');
  });

  it('resets with the emailed token, signs out other sessions, and the token works once', async () => {
    const { client: oldSession, person } = await registerVerified(t);
    const c = createClient(t);
    await c.post('/api/auth/request-password-reset', { email: person.email });
    const token = tokenFrom((await latestEmail(t, person.email, 'reset-password')).data.url!);

    const reset = await c.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await oldSession.get('/api/session')).body.user).toBeNull();

    const reused = await c.post('/api/auth/reset-password', { token, newPassword: 'Another-pass-88' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('INVALID_TOKEN');

    expect(
      (await createClient(t).post('/api/auth/sign-in/email', { email: person.email, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await createClient(t).post('/api/auth/sign-in/email', { email: person.email, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('rejects an expired token (1 h) and a made-up one', async () => {
    const { person } = await registerVerified(t);
    const c = createClient(t);
    await c.post('/api/auth/request-password-reset', { identifier: person.username });
    const token = tokenFrom((await latestEmail(t, person.email, 'reset-password')).data.url!);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (RESET_LINK_TTL_SECONDS + 5) * 1000);
    const expired = await c.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('INVALID_TOKEN');
    vi.useRealTimers();
    const madeUp = await c.post('/api/auth/reset-password', { token: 'not-a-real-token', newPassword: NEW_PASSWORD });
    expect(madeUp.status).toBe(400);
  });

  it('rejects a weak new password with a field error, keeping the token usable', async () => {
    const { person } = await registerVerified(t);
    const c = createClient(t);
    await c.post('/api/auth/request-password-reset', { identifier: person.email });
    const token = tokenFrom((await latestEmail(t, person.email, 'reset-password')).data.url!);
    const weak = await c.post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields).toHaveProperty('newPassword');
    expect((await c.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });
});
