/**
 * The only file that listens. `npm start`: build the app if dist/ is missing, migrate, seed demo
 * data on an empty embedded database (or with SEED_DEMO=1), serve /api and the build on PORT.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { openDatabase } from './db/client';
import { createLiveHub } from './db/live-hub';
import { startSweeps } from './respond/sweeps';
import { findUserByEmail } from './db/queries/auth';
import { DEMO_PASSWORD, demoSignIns, seedDemoData } from './db/seed';
import { seedDemoPhotos } from './db/seed-photos';
import { readEnv } from './env';
import { createMailer } from './mail/mailer';
import { storageFor } from './storage';

const ensureBuild = (distDir: string) => {
  if (existsSync(join(distDir, 'index.html')) || process.env.SKIP_BUILD === '1') return;
  console.log(`[start] ${distDir}/index.html not found: building the app (vite build)…`);
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      '[start] the build failed; fix it and run `npm start` again (or SKIP_BUILD=1 to serve the API only).',
    );
    process.exit(1);
  }
};

const main = async () => {
  const env = readEnv();
  ensureBuild(env.distDir);

  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await handle.migrate();
  const mail = createMailer({ db: handle.db, smtpUrl: env.smtpUrl, from: env.mailFrom });
  const auth = createAuth({ db: handle.db, mail, env });

  // Demo data only where it cannot surprise anyone: the embedded database, or when asked.
  let seeded = false;
  if (handle.driver === 'pglite' || env.seedDemo) seeded = await seedDemoData(handle.db, auth);
  const signIns = demoSignIns();
  const hasDemo = seeded || Boolean(await findUserByEmail(handle.db, signIns[0]!.email));

  const live = createLiveHub(handle.db);
  const app = createApp({
    db: handle.db,
    auth,
    mail,
    env,
    live,
    getClientIp: (c) => {
      try {
        return getConnInfo(c).remote.address;
      } catch {
        return undefined;
      }
    },
    log: (line) => console.log(`[http] ${line}`),
  });

  // Leads that wait past their dealership's threshold without a reply are announced (once each).
  const stopSweeps = startSweeps({ db: handle.db, auth, mail, env, live });

  // The first server render loads React's server build and every screen module (seconds on a
  // small machine): pay that before taking visitors, not on the first visitor's page.
  await Promise.resolve(app.request('/', { headers: { accept: 'text/html' } })).catch(() => undefined);

  const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
    const lines = [
      '',
      `  Lotline is running: ${env.publicUrl}  (listening on port ${info.port}, ${handle.driver === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL'})`,
      `  API: ${env.publicUrl}/api/health · OpenAPI: ${env.publicUrl}/api/openapi.json`,
    ];
    if (!env.smtpUrl) lines.push('  Email: no SMTP_URL — messages are stored in the outbox table and printed here');
    if (env.exposeOutbox)
      lines.push(
        `  WARNING: OUTBOX_API=1 — ${env.publicUrl}/api/outbox shows every email's codes and links to callers on this machine and to platform admins. Never set it on a server others can reach.`,
      );
    if (hasDemo) {
      lines.push(`  ${seeded ? 'Seeded demo' : 'Demo'} sign-ins (password ${DEMO_PASSWORD}, email or username):`);
      for (const s of signIns) lines.push(`    ${s.label.padEnd(34)} ${s.email}  /  ${s.username}`);
    }
    console.log(`${lines.join('\n')}\n`);
    // The demo vehicles' illustrations cost seconds of CPU: after listening, in the background
    // (the app works without them). SEED_DEMO_PHOTOS=0 skips them.
    if (seeded && process.env.SEED_DEMO_PHOTOS !== '0') {
      seedDemoPhotos(handle.db, storageFor(env)).then(
        (r) =>
          console.log(
            `[seed] demo illustrations for ${r.vehicles} vehicles (${r.rendered} pictures) in ${(r.ms / 1000).toFixed(1)} s`,
          ),
        (error: unknown) =>
          console.error('[seed] demo illustrations stopped:', error instanceof Error ? error.message : error),
      );
    }
  });

  // Idle keep-alive connections are kept a minute, not Node's 5 s: a client that reuses a socket in
  // the moment the server closes it gets ECONNRESET on a request it had every right to send (the
  // browser tests' API clients met it after a few idle seconds), and the proxies a deployment puts
  // in front keep theirs about 60 s, which the server must outlast. Headers still time out after.
  const http = server as Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;

  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      console.error(
        `[start] Port ${env.port} is already in use. Stop the other process or start with PORT=<free port> npm start.`,
      );
    } else {
      console.error(`[start] server error: ${error.message}`);
    }
    void handle.close().finally(() => process.exit(1));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[start] ${signal}: closing…`);
    stopSweeps();
    server.close();
    // Close the database even if connections linger, so PGlite flushes cleanly.
    void live
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('[start] error while closing the database', error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error('[start] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
