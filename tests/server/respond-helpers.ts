/** Shared set-up of the Respond tests: a dealership with sales staff, a listed vehicle, shoppers, and an SSE reader. */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { checkDigit } from '../../src/shared/vin';
import { liveHubs } from '../../src/server/app';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { markProfileComplete } from '../../src/server/db/queries/auth';
import { addMember } from '../../src/server/db/queries/dealerships';
import { organizations } from '../../src/server/db/schema';
import type { Client, TestApp } from './helpers';
import { clientFor, createDealership } from './viewer-helpers';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
let vinCounter = 0;
export const freshVin = () => {
  vinCounter += 1;
  const random = Array.from({ length: 5 }, () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)]).join('');
  const draft = `1FT${random}0RA${String(200000 + vinCounter).slice(-6)}`;
  return draft.slice(0, 8) + checkDigit(draft)! + draft.slice(9);
};

/** A listed, priced vehicle of the dealership `client` belongs to. */
export const listVehicle = async (client: Client, overrides: Record<string, unknown> = {}) => {
  const res = await client.post('/api/inventory', {
    vin: freshVin(),
    year: 2021,
    make: 'Honda',
    model: 'CR-V',
    trim: 'EX',
    mileage: 28_000,
    condition: 'used',
    status: 'available',
    priceCents: 2_450_000,
    listed: true,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.vehicle as { id: string; stockNumber: string };
};

export const userIdOf = async (client: Client) => (await client.get('/api/session')).body.user.id as string;

let personCounter = 0;
/**
 * A verified person with a finished profile, signed in on a client of their own: made server side
 * (no password hashing, which on a busy machine costs seconds per person).
 */
export const makePerson = async (
  t: TestApp,
  kind: 'shopper' | 'staff' | 'dealer',
  membership?: { organizationId: string; role: string },
) => {
  const ctx = await t.auth.$context;
  personCounter += 1;
  const tag = `${kind}${personCounter}${randomBytes(3).toString('hex')}`;
  const user = await ctx.internalAdapter.createUser(
    {
      email: `${tag}@example.com`,
      name: 'Dana Whitfield',
      firstName: 'Dana',
      lastName: 'Whitfield',
      emailVerified: true,
      username: tag,
      displayUsername: tag,
    },
    { method: 'admin' },
  );
  await markProfileComplete(t.db, user.id, kind);
  if (membership) await addMember(t.db, membership.organizationId, user.id, membership.role);
  const { client } = await clientFor(t, user.id, membership?.organizationId);
  return { client, id: user.id, person: { email: user.email } };
};

/** A dealership (owner, manager, two salespeople), made the way the app makes one. */
export const buildDealership = async (t: TestApp, name = 'Riverside Auto Group') => {
  const base = await createDealership(t);
  const organizationId = base.organizationId;
  await t.db.update(organizations).set({ name }).where(eq(organizations.id, organizationId));
  const owner = await clientFor(t, base.owner.userId, organizationId);
  const manager = await makePerson(t, 'staff', { organizationId, role: 'manager' });
  const salesA = await makePerson(t, 'staff', { organizationId, role: 'sales' });
  const salesB = await makePerson(t, 'staff', { organizationId, role: 'sales' });
  return {
    owner: owner.client,
    organizationId,
    manager: manager.client,
    salesA: salesA.client,
    salesB: salesB.client,
    ids: { owner: base.owner.userId, manager: manager.id, salesA: salesA.id, salesB: salesB.id },
  };
};

export const newShopper = (t: TestApp) => makePerson(t, 'shopper');

export const message = (client: Client, vehicleId: string, body: string, key?: string) =>
  client.post('/api/conversations', { vehicleId, body }, key ? { 'Idempotency-Key': key } : {});

/**
 * Opens GET /api/events as `client` and collects its events; `next(type)` waits for one.
 * Reads the app's stream directly (app.request), as a browser's EventSource would over HTTP.
 */
export const openStream = async (t: TestApp | { base: string }, client: Client, lastEventId?: string) => {
  const headers: Record<string, string> = {
    Origin: 'base' in t ? t.base.replace('127.0.0.1', 'localhost') : 'http://localhost:3000',
    cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  // Over HTTP to a running server (another process), or straight into the test's app.
  const res =
    'base' in t ? await fetch(`${t.base}/api/events`, { headers }) : await t.app.request('/api/events', { headers });
  if (res.status !== 200) throw new Error(`events: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { id: string; type: string; data: any }[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  let raw = '';
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      const text = decoder.decode(chunk.value, { stream: true });
      raw += text;
      buffer += text;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          if (colon <= 0) continue;
          fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
        }
        if (fields.event) events.push({ id: fields.id!, type: fields.event, data: JSON.parse(fields.data ?? '{}') });
      }
      waiters.splice(0).forEach((w) => w());
    }
  })();
  const next = async (type: string, predicate: (data: any) => boolean = () => true, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find((e) => e.type === type && predicate(e.data));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no ${type} event within ${timeoutMs} ms; got ${events.map((e) => e.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    events,
    next,
    raw: () => raw,
    close: () => reader.cancel().catch(() => undefined),
  };
};

export const closeLive = (t: TestApp) => liveHubs.get(t.app)?.close();
