/** The auth rate limits trip at the real configured numbers (AUTH_RATE_LIMITS), per client IP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../src/server/auth/auth';
import { createClient, createTestApp, PASSWORD, uniquePerson, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const expectTrips = async (path: string, max: number, body: () => unknown) => {
  const c = createClient(t);
  for (let i = 0; i < max; i += 1) {
    const res = await c.post(path, body());
    expect(res.status, `request ${i + 1} of ${max}`).not.toBe(429);
  }
  const blocked = await c.post(path, body());
  expect(blocked.status).toBe(429);
  expect(blocked.body.error.code).toBe('RATE_LIMITED');
  expect(blocked.body.error.retryAfter).toBeGreaterThan(0);
  expect(blocked.headers.get('retry-after')).toBe(String(blocked.body.error.retryAfter));
  // Another client (another IP) is not affected.
  expect((await createClient(t).post(path, body())).status).not.toBe(429);
};

describe('auth rate limits', () => {
  it(`sign-in by email: ${AUTH_RATE_LIMITS['/sign-in/email'].max} per minute`, async () => {
    await expectTrips('/api/auth/sign-in/email', AUTH_RATE_LIMITS['/sign-in/email'].max, () => ({
      email: 'someone@example.com',
      password: PASSWORD,
    }));
  });

  it(`sign-in by username: ${AUTH_RATE_LIMITS['/sign-in/username'].max} per minute`, async () => {
    await expectTrips('/api/auth/sign-in/username', AUTH_RATE_LIMITS['/sign-in/username'].max, () => ({
      username: 'someone',
      password: PASSWORD,
    }));
  });

  it(`sign-up: ${AUTH_RATE_LIMITS['/sign-up/email'].max} per minute`, async () => {
    await expectTrips('/api/auth/sign-up/email', AUTH_RATE_LIMITS['/sign-up/email'].max, () => uniquePerson('rl'));
  });

  it(`sending codes: ${AUTH_RATE_LIMITS['/email-otp/send-verification-otp'].max} per minute`, async () => {
    await expectTrips(
      '/api/auth/email-otp/send-verification-otp',
      AUTH_RATE_LIMITS['/email-otp/send-verification-otp'].max,
      () => ({
        email: uniquePerson('otp').email,
        type: 'email-verification',
      }),
    );
  });

  it(`forgot password: ${AUTH_RATE_LIMITS['/request-password-reset'].max} per minute`, async () => {
    await expectTrips('/api/auth/request-password-reset', AUTH_RATE_LIMITS['/request-password-reset'].max, () => ({
      identifier: uniquePerson().email,
    }));
  });

  it(`checking codes: ${AUTH_RATE_LIMITS['/email-otp/verify-email'].max} per minute`, async () => {
    await expectTrips('/api/auth/email-otp/verify-email', AUTH_RATE_LIMITS['/email-otp/verify-email'].max, () => ({
      email: 'someone@example.com',
      otp: '000000',
    }));
  });
});
