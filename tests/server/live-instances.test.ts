/**
 * Live events across server processes (issue 10 item 2): two `node src/server/main.ts` processes on
 * one PostgreSQL database; a shopper's message sent through one reaches a dealer's event stream
 * opened on the other (LISTEN/NOTIFY), and a stream on the other resumes with Last-Event-ID.
 * PostgreSQL only: PGlite is one process by nature (messages.test.ts covers in-process delivery).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from './helpers';
import { buildDealership, closeLive, listVehicle, newShopper, openStream } from './respond-helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
const children = new Set<ChildProcess>();

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** A server process on the test's database; resolves once /api/health answers. */
const startServer = async (databaseUrl: string) => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    BETTER_AUTH_SECRET: t.env.authSecret,
    SKIP_BUILD: '1',
    DIST_DIR: '.tmp/no-dist',
    RATE_LIMIT: 'off',
    DATABASE_URL: databaseUrl,
  };
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error(`server did not answer within 150 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, origin: `http://localhost:${port}` };
};

const post = (server: { base: string; origin: string }, client: Client, path: string, body: unknown) =>
  fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: {
      Origin: server.origin,
      'content-type': 'application/json',
      cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
}, 300_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  if (t) {
    await closeLive(t);
    await t.close();
  }
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  it('a message sent through one reaches an event stream on the other, and streams resume there', async () => {
    const [a, b] = await Promise.all([startServer(t.databaseUrl!), startServer(t.databaseUrl!)]);
    const d = await buildDealership(t);
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);

    const onB = await openStream(b, d.manager);
    const sent = await post(a, shopper.client, '/api/conversations', { vehicleId: vehicle.id, body: 'Sent through A' });
    expect(sent.status).toBe(201);
    const { conversation } = (await sent.json()) as { conversation: { id: string } };
    const arrived = await onB.next('message.created', (data) => data.message.body === 'Sent through A', 10_000);
    expect(arrived.data.conversationId).toBe(conversation.id);
    await onB.next('lead.created', () => true, 10_000);

    // The shopper's stream on B resumes after a drop with what was sent through A meanwhile.
    const shopperOnB = await openStream(b, shopper.client);
    const reply = await post(a, d.manager, `/api/conversations/${conversation.id}/messages`, { body: 'Reply via A' });
    expect(reply.status).toBe(201);
    const first = await shopperOnB.next('message.created', (data) => data.message.body === 'Reply via A', 10_000);
    await shopperOnB.close();
    await post(a, d.manager, `/api/conversations/${conversation.id}/messages`, { body: 'While you were away' });
    const resumed = await openStream(b, shopper.client, first.id);
    await resumed.next('message.created', (data) => data.message.body === 'While you were away', 10_000);
    await resumed.close();
    await onB.close();
  }, 400_000);
});
