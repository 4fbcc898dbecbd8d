/**
 * Bad input for every endpoint answers 400 with `fields` naming the problem: missing, wrong type,
 * too long, malformed email, weak password, malformed code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MAX, USERNAME_MAX } from '../../src/shared/constants';
import {
  createClient,
  createTestApp,
  PASSWORD,
  registerDealer,
  uniquePerson,
  type Client,
  type TestApp,
} from './helpers';

let t: TestApp;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerDealer(t)).client;
});
afterAll(async () => {
  await t.close();
});

interface Case {
  readonly name: string;
  readonly body: unknown;
  readonly field: string;
}

const person = () => uniquePerson('val');

const CASES: Record<string, { path: string; signedIn?: boolean; cases: () => Case[] }> = {
  'sign-up': {
    path: '/api/auth/sign-up/email',
    cases: () => {
      const p = person();
      return [
        { name: 'missing email', body: { ...p, email: undefined }, field: 'email' },
        { name: 'malformed email', body: { ...p, email: 'not-an-email' }, field: 'email' },
        { name: 'email too long', body: { ...p, email: `${'a'.repeat(250)}@example.com` }, field: 'email' },
        { name: 'email wrong type', body: { ...p, email: 42 }, field: 'email' },
        { name: 'weak password', body: { ...p, password: 'short' }, field: 'password' },
        { name: 'password too long', body: { ...p, password: 'x'.repeat(PASSWORD_MAX + 1) }, field: 'password' },
        { name: 'missing first name', body: { ...p, firstName: '' }, field: 'firstName' },
        { name: 'last name too long', body: { ...p, lastName: 'x'.repeat(101) }, field: 'lastName' },
        { name: 'username too short', body: { ...p, username: 'ab' }, field: 'username' },
        { name: 'username too long', body: { ...p, username: 'a'.repeat(USERNAME_MAX + 1) }, field: 'username' },
        { name: 'username bad characters', body: { ...p, username: 'dana whit!' }, field: 'username' },
        { name: 'username wrong type', body: { ...p, username: ['x'] }, field: 'username' },
      ];
    },
  },
  'sign-in by email': {
    path: '/api/auth/sign-in/email',
    cases: () => [
      { name: 'missing email', body: { password: PASSWORD }, field: 'email' },
      { name: 'malformed email', body: { email: 'nope', password: PASSWORD }, field: 'email' },
      { name: 'missing password', body: { email: 'a@example.com' }, field: 'password' },
      { name: 'password wrong type', body: { email: 'a@example.com', password: 12345678 }, field: 'password' },
      {
        name: 'password too long',
        body: { email: 'a@example.com', password: 'x'.repeat(PASSWORD_MAX + 1) },
        field: 'password',
      },
    ],
  },
  'sign-in by username': {
    path: '/api/auth/sign-in/username',
    cases: () => [
      { name: 'missing username', body: { password: PASSWORD }, field: 'username' },
      {
        name: 'username too long',
        body: { username: 'a'.repeat(USERNAME_MAX + 1), password: PASSWORD },
        field: 'username',
      },
      { name: 'missing password', body: { username: 'dana' }, field: 'password' },
    ],
  },
  'verify code': {
    path: '/api/auth/email-otp/verify-email',
    cases: () => [
      { name: 'missing code', body: { email: 'a@example.com' }, field: 'otp' },
      { name: 'letters in code', body: { email: 'a@example.com', otp: '12ab56' }, field: 'otp' },
      { name: 'short code', body: { email: 'a@example.com', otp: '123' }, field: 'otp' },
      { name: 'code wrong type', body: { email: 'a@example.com', otp: 123456 }, field: 'otp' },
      { name: 'malformed email', body: { email: 'a@', otp: '123456' }, field: 'email' },
    ],
  },
  'send code': {
    path: '/api/auth/email-otp/send-verification-otp',
    cases: () => [
      { name: 'missing email', body: { type: 'email-verification' }, field: 'email' },
      { name: 'unknown type', body: { email: 'a@example.com', type: 'banana' }, field: 'type' },
    ],
  },
  'forgot password': {
    path: '/api/auth/request-password-reset',
    cases: () => [
      { name: 'missing identifier', body: {}, field: 'identifier' },
      { name: 'identifier too long', body: { identifier: `${'a'.repeat(260)}@example.com` }, field: 'identifier' },
      { name: 'identifier wrong type', body: { identifier: { $ne: null } }, field: 'identifier' },
    ],
  },
  'reset password': {
    path: '/api/auth/reset-password',
    cases: () => [
      { name: 'missing token', body: { newPassword: PASSWORD }, field: 'token' },
      { name: 'weak password', body: { token: 'abc', newPassword: '1234' }, field: 'newPassword' },
      {
        name: 'password too long',
        body: { token: 'abc', newPassword: 'x'.repeat(PASSWORD_MAX + 1) },
        field: 'newPassword',
      },
    ],
  },
  'complete profile': {
    path: '/api/profile/complete',
    signedIn: true,
    cases: () => [
      { name: 'missing account type', body: {}, field: 'accountType' },
      { name: 'dealer without details', body: { accountType: 'dealer' }, field: 'dealershipName' },
      {
        name: 'dealer name too long',
        body: { accountType: 'dealer', dealershipName: 'x'.repeat(121), phone: '6145550142', address: {} },
        field: 'dealershipName',
      },
    ],
  },
  invite: {
    path: '/api/invitations',
    signedIn: true,
    cases: () => [
      { name: 'missing email', body: { role: 'sales' }, field: 'email' },
      { name: 'malformed email', body: { email: 'x@y', role: 'sales' }, field: 'email' },
      { name: 'missing role', body: { email: 'a@example.com' }, field: 'role' },
      { name: 'role wrong type', body: { email: 'a@example.com', role: 3 }, field: 'role' },
    ],
  },
  'accept invitation': {
    path: '/api/invitations/accept',
    cases: () => [
      { name: 'missing token', body: { password: PASSWORD }, field: 'token' },
      { name: 'weak password', body: { token: 'abc', password: 'short' }, field: 'password' },
      { name: 'password wrong type', body: { token: 'abc', password: true }, field: 'password' },
      { name: 'token too long', body: { token: 'x'.repeat(600), password: PASSWORD }, field: 'token' },
    ],
  },
};

describe.each(Object.entries(CASES))('%s', (_name, spec) => {
  it.each(spec.cases().map((c) => [c.name, c] as const))('%s → 400 naming the field', async (_label, testCase) => {
    const client = spec.signedIn ? owner : createClient(t);
    const res = await client.post(spec.path, testCase.body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields ?? {})).toContain(testCase.field);
  });

  it('a body that is not an object → 400', async () => {
    const client = spec.signedIn ? owner : createClient(t);
    const res = await client.post(spec.path, '[1,2,3]');
    expect(res.status).toBe(400);
  });
});

describe('query and path parameters', () => {
  it('outbox rejects a bad limit with 400', async () => {
    const res = await createClient(t, '127.0.0.1').get('/api/outbox?limit=5000');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('limit');
  });
});
