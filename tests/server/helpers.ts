/** A fresh app on a fresh database for one test file, and a small cookie-keeping client. */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; the typed client has its own type test */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../src/server/app';
import { CLIENT_IP_HEADER, createAuth } from '../../src/server/auth/auth';
import { openDatabase, PGLITE_EXTENSIONS, type DbHandle } from '../../src/server/db/client';
import { listOutboxEmails } from '../../src/server/db/queries/mail';
import { users } from '../../src/server/db/schema';
import { testEnv, type ServerEnv } from '../../src/server/env';
import { createMailer } from '../../src/server/mail/mailer';
import type { StaticSite } from '../../src/server/static';

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'Correct-horse-42';

const openPostgres = async (url: string): Promise<DbHandle & { url: string }> => {
  const name = `lotline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A copy of the migrated template (tests/server/global-setup.ts), or an empty one to migrate.
  const template = inject('pgTemplate');
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: dbUrl.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: dbUrl.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};

const openPglite = async (): Promise<DbHandle> => {
  const template = inject('pgliteTemplate');
  const client = await PGlite.create('memory://', {
    loadDataDir: new Blob([readFileSync(template)]),
    extensions: PGLITE_EXTENSIONS,
  });
  return openDatabase({ pglite: client });
};

export const createTestApp = async (options: { env?: Partial<ServerEnv>; site?: StaticSite } = {}) => {
  const url = process.env.TEST_DATABASE_URL;
  const pgHandle = url ? await openPostgres(url) : undefined;
  const handle = pgHandle ?? (await openPglite());
  const env = testEnv(options.env);
  const mail = createMailer({ db: handle.db, from: env.mailFrom, print: false });
  const auth = createAuth({ db: handle.db, mail, env });
  // Never read the real dist/ here: a build running elsewhere would change it under the tests.
  const site: StaticSite = options.site ?? { files: new Map(), shell: undefined, inlineScriptHashes: [] };
  // Like main.ts, the app learns the caller's address; here it is the header each test client sends.
  const app = createApp({ db: handle.db, auth, mail, env, site, getClientIp: (c) => c.req.header(CLIENT_IP_HEADER) });
  return {
    app,
    db: handle.db,
    handle,
    auth,
    env,
    mail,
    /** The test's own PostgreSQL database (when TEST_DATABASE_URL is set), for a second instance. */
    databaseUrl: pgHandle?.url,
    close: () => handle.close(),
    /** Emails to one address, newest first. */
    outbox: (to: string) => listOutboxEmails(handle.db, { to, limit: 50 }),
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A browser-like client: keeps cookies, sends Origin, and uses its own client IP so rate-limit
 * buckets of one test never affect another.
 */
export const createClient = (t: TestApp, ip = `10.${rand()}.${rand()}.${rand()}`) => {
  const jar = new Map<string, string>();
  const call = async <T = any>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Res<T>> => {
    const headers: Record<string, string> = { Origin: ORIGIN, [CLIENT_IP_HEADER]: ip, ...extraHeaders };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | FormData | undefined;
    // Multipart (photo uploads): the request sets its own content type with the boundary.
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await t.app.request(path, { method, headers, body: payload });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
  return {
    ip,
    jar,
    get: <T = any>(path: string, headers?: Record<string, string>) => call<T>('GET', path, undefined, headers),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('POST', path, body ?? {}, headers),
    del: <T = any>(path: string) => call<T>('DELETE', path),
    put: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('PUT', path, body, headers),
    patch: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('PATCH', path, body ?? {}, headers),
  };
};

export type Client = ReturnType<typeof createClient>;

const rand = () => Math.floor(Math.random() * 250) + 1;

let counter = 0;
/** Unique identity per call, so tests in one file never collide. */
export const uniquePerson = (prefix = 'user') => {
  counter += 1;
  const tag = `${prefix}${counter}${randomBytes(2).toString('hex')}`.toLowerCase();
  return {
    firstName: 'Dana',
    lastName: 'Whitfield',
    username: tag,
    email: `${tag}@example.com`,
    password: PASSWORD,
  };
};

export const latestEmail = async (t: TestApp, to: string, kind?: string) => {
  const emails = await t.outbox(to);
  const email = emails.find((e) => !kind || e.kind === kind);
  if (!email) throw new Error(`no ${kind ?? ''} email to ${to}`);
  return email;
};

/** Register + verify with the emailed code: returns a signed-in client. */
export const registerVerified = async (t: TestApp, person = uniquePerson()) => {
  const client = createClient(t);
  const signUp = await client.post('/api/auth/sign-up/email', person);
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const { data } = await latestEmail(t, person.email, 'verification-code');
  const verify = await client.post('/api/auth/email-otp/verify-email', { email: person.email, otp: data.code });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  return { client, person };
};

export const dealerAddress = {
  line1: '1450 Commerce Blvd',
  city: 'Columbus',
  region: 'OH',
  postalCode: '43215',
  country: 'US',
};

/** A verified, signed-in platform admin (better-auth's admin role, set as an operator would). */
export const registerAdmin = async (t: TestApp) => {
  const { client, person } = await registerVerified(t, uniquePerson('admin'));
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, person.email));
  return { client, person };
};

/** Invite by `inviter`, accept with a password: the new member's signed-in client, and the link's token. */
export const inviteAndAccept = async (t: TestApp, inviter: Client, role: 'manager' | 'sales') => {
  const email = uniquePerson(role).email;
  const invite = await inviter.post('/api/invitations', { email, role });
  if (invite.status !== 201) throw new Error(`invite failed: ${invite.status} ${JSON.stringify(invite.body)}`);
  const url = new URL((await latestEmail(t, email, 'invitation')).data.url!);
  if (url.pathname !== '/auth/setup-password') throw new Error(`invitation link goes to ${url.pathname}`);
  const token = url.searchParams.get('token')!;
  const member = createClient(t);
  const accepted = await member.post('/api/invitations/accept', {
    token,
    password: PASSWORD,
    firstName: 'Sam',
    lastName: 'Rivera',
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { member, email, token, session: accepted.body };
};

/** A verified dealer owner with a dealership. */
export const registerDealer = async (t: TestApp, dealershipName = 'Buckeye Motors') => {
  const { client, person } = await registerVerified(t, uniquePerson('owner'));
  const res = await client.post('/api/profile/complete', {
    accountType: 'dealer',
    dealershipName,
    phone: '+1 614 555 0142',
    address: dealerAddress,
  });
  if (res.status !== 200) throw new Error(`complete profile failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, person, dealership: res.body.dealership };
};
