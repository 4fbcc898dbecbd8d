/**
 * Two server instances on one database behave as one (README › "More than one machine"): a session
 * made on one is honoured by the other, and a client's form and sign-in limits count across both.
 * On PostgreSQL the second instance has its own connection pool, as a second process would; on
 * PGlite (one process by nature) it shares the connection but nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createAuth, CLIENT_IP_HEADER } from '../../src/server/auth/auth';
import { openDatabase, type DbHandle } from '../../src/server/db/client';
import { createMailer } from '../../src/server/mail/mailer';
import { FORM_RATE_LIMIT } from '../../src/server/middleware/rate-limit';
import { AUTH_RATE_LIMITS } from '../../src/server/auth/auth';
import { createClient, createTestApp, registerVerified, type TestApp } from './helpers';

let a: TestApp;
let b: TestApp;
let secondHandle: DbHandle | undefined;

beforeAll(async () => {
  a = await createTestApp();
  secondHandle = a.databaseUrl ? await openDatabase({ databaseUrl: a.databaseUrl }) : undefined;
  const db = secondHandle?.db ?? a.db;
  const mail = createMailer({ db, from: a.env.mailFrom, print: false });
  const auth = createAuth({ db, mail, env: a.env });
  const site = { files: new Map(), shell: undefined, inlineScriptHashes: [] };
  const app = createApp({ db, auth, mail, env: a.env, site, getClientIp: (c) => c.req.header(CLIENT_IP_HEADER) });
  b = { ...a, app, db, auth };
});
afterAll(async () => {
  await secondHandle?.close();
  await a.close();
});

describe('two instances on one database', () => {
  it('share sessions: signed in on one, recognised by the other', async () => {
    const { client, person } = await registerVerified(a);
    const onB = createClient(b, client.ip);
    for (const [k, v] of client.jar) onB.jar.set(k, v);
    const session = await onB.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(person.email);
  });

  it('share the public forms’ rate limit per client', async () => {
    const ip = '10.77.0.1';
    const body = { name: 'Ann', email: 'ann@example.com', topic: 'sales', message: 'A question about plans.' };
    const statuses: number[] = [];
    for (let i = 0; i <= FORM_RATE_LIMIT; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push((await createClient(app, ip).post('/api/contact', body)).status);
    }
    expect(statuses.slice(0, FORM_RATE_LIMIT)).toEqual(Array(FORM_RATE_LIMIT).fill(202));
    expect(statuses[FORM_RATE_LIMIT]).toBe(429);
    // Another client is not affected.
    expect((await createClient(b, '10.77.0.2').post('/api/contact', body)).status).toBe(202);
  });

  it('share the sign-in rate limit per client', async () => {
    const ip = '10.77.0.3';
    const max = AUTH_RATE_LIMITS['/sign-in/email'].max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await createClient(app, ip).post('/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: 'wrong-password-1',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});
