/**
 * npm run bench:live — live updates under many open streams (issue 10 item 9).
 *
 * Starts the production server (scripts/bench-server.ts: a throwaway embedded database with the
 * demo data; rate limits off so the sends are not throttled), signs in a dealership owner
 * (marcus.bell) and a shopper (tom.nguyen), and for each N (default 100 and 1,000):
 *   1. opens N event streams (GET /api/events) as the owner — N open dashboard tabs across the
 *      dealership's screens, each a real HTTP connection;
 *   2. measures the server's resident memory before and after (per connection);
 *   3. has the shopper send --sends messages about a Riverside vehicle, one at a time, and times
 *      each send → the `message.created` event arriving on every one of the N streams;
 * then prints p50/p95 of delivery (every stream) and of the slowest stream per send, and the
 * memory per connection, as one table. Targets (issue 10 › Live): delivery within a second.
 *
 *   --streams 100,1000   the N to try       --sends 20   messages per N
 * Only 127.0.0.1; the streams are closed and the server stopped at the end.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startBenchServer } from './bench-server';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const STREAMS = (arg('--streams') ?? '100,1000').split(',').map(Number);
const SENDS = Number(arg('--sends') ?? 20);
const TARGET_MS = 1000;
const PASSWORD = 'Lotline-demo-2026';

// One connection per stream, as browsers' tabs have (fetch's pool would queue them).
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;
const rssOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

const signIn = async (base: string, body: Record<string, string>, path: string) => {
  const res = await fetch(`${base}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ ...body, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

interface Stream {
  readonly seen: Map<string, number>;
  readonly close: () => void;
  waiters: Array<() => void>;
}

/** One SSE connection: records when each message.created event (by message id) arrived. */
const openStream = (base: string, cookie: string): Promise<Stream> =>
  new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/events`,
      { agent, headers: { cookie, origin: base, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`events: ${res.statusCode}`));
          res.resume();
          return;
        }
        const stream: Stream = { seen: new Map(), close: () => request.destroy(), waiters: [] };
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.includes('event: message.created')) continue;
            const data = /^data: (.*)$/m.exec(block)?.[1];
            const id = data ? (JSON.parse(data) as { message?: { id?: string } }).message?.id : undefined;
            if (id) stream.seen.set(id, performance.now());
          }
          if (stream.waiters.length) stream.waiters.splice(0).forEach((w) => w());
        });
        res.on('error', () => undefined);
        resolve(stream);
      },
    );
    request.on('error', reject);
  });

const main = async () => {
  const server = await startBenchServer('live', { env: { RATE_LIMIT: 'off' } });
  const rows: string[][] = [];
  let missed = false;
  try {
    const owner = await signIn(server.base, { username: 'marcus.bell' }, 'sign-in/username');
    const shopper = await signIn(server.base, { email: 'tom.nguyen@example.com' }, 'sign-in/email');
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.base}${path}`, {
        method,
        headers: { cookie: shopper, origin: server.base, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    // A Riverside vehicle on the marketplace: the owner is in the audience of its conversation.
    const listings = await call('GET', '/api/marketplace?sort=newest');
    const vehicle = (listings.items as { id: string; dealer: { name: string } }[]).find(
      (v) => v.dealer.name === 'Riverside Auto Group',
    );
    if (!vehicle) throw new Error('no Riverside vehicle on the marketplace');
    const started = await call('POST', '/api/conversations', {
      vehicleId: vehicle.id,
      body: 'Hi, is this one still available? (bench:live)',
    });
    const conversationId = started.conversation.id as string;
    const pid = server.pid ?? 0;

    for (const n of STREAMS) {
      const before = pid ? rssOf(pid) : 0;
      const streams: Stream[] = [];
      const openedAt = performance.now();
      // Opened in batches, as tabs come and go, not as one burst of connects.
      for (let i = 0; i < n; i += 50)
        streams.push(
          ...(await Promise.all(Array.from({ length: Math.min(50, n - i) }, () => openStream(server.base, owner)))),
        );
      const openMs = performance.now() - openedAt;
      await new Promise((r) => setTimeout(r, 1500));
      const after = pid ? rssOf(pid) : 0;

      const all: number[] = [];
      const slowest: number[] = [];
      let lost = 0;
      for (let k = 0; k < SENDS; k++) {
        const sentAt = performance.now();
        const sent = await call('POST', `/api/conversations/${conversationId}/messages`, {
          body: `Message ${k + 1} of ${SENDS} with ${n} streams open`,
        });
        const id = sent.message.id as string;
        const deadline = sentAt + 10_000;
        while (streams.some((s) => !s.seen.has(id)) && performance.now() < deadline)
          await Promise.race(
            streams
              .filter((s) => !s.seen.has(id))
              .slice(0, 1)
              .map((s) => new Promise<void>((r) => s.waiters.push(r)))
              .concat(new Promise<void>((r) => setTimeout(r, 200))),
          );
        const times = streams.map((s) => s.seen.get(id)).filter((t): t is number => t !== undefined);
        lost += streams.length - times.length;
        for (const t of times) all.push(t - sentAt);
        if (times.length) slowest.push(Math.max(...times) - sentAt);
      }
      for (const s of streams) s.close();
      const perConnection = pid && after > before ? (after - before) / n : NaN;
      const p95 = percentile(all, 95);
      const ok = p95 <= TARGET_MS && lost === 0;
      missed ||= !ok;
      rows.push([
        String(n),
        ms(openMs),
        `${ms(percentile(all, 50))} / ${ms(p95)}`,
        `${ms(percentile(slowest, 50))} / ${ms(percentile(slowest, 95))}`,
        String(lost),
        Number.isFinite(perConnection) ? `${(perConnection / 1024).toFixed(1)} kB` : 'n/a',
        ok ? 'ok' : 'MISSED',
      ]);
      console.log(`[${n} streams] ${rows.at(-1)!.join(' | ')}`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  } finally {
    await server.stop();
    agent.destroy();
  }
  console.log(
    `\nbench:live — send → message.created on every open stream (${SENDS} sends per row; target p95 ≤ ${TARGET_MS} ms, none lost)`,
  );
  console.log(
    '| open streams | opening them | delivery p50 / p95 | slowest stream p50 / p95 | lost | server memory per stream | |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  process.exit(missed ? 1 : 0);
};

await main();
