/**
 * npm run db:reset — drop everything and start over: migrate and seed demo data.
 * On PostgreSQL it drops the public and drizzle schemas of DATABASE_URL; it asks for
 * RESET_CONFIRM=1 there, because that database may not be a throwaway one.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createAuth } from '../src/server/auth/auth';
import { openDatabase } from '../src/server/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../src/server/db/seed';
import { readEnv } from '../src/server/env';
import { createMailer } from '../src/server/mail/mailer';

const env = readEnv();
if (env.databaseUrl) {
  if (process.env.RESET_CONFIRM !== '1') {
    console.error('[db] refusing to reset a PostgreSQL database without RESET_CONFIRM=1');
    process.exit(1);
  }
  const handle = await openDatabase({ databaseUrl: env.databaseUrl });
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema public cascade`);
  await handle.db.execute(sql`create schema public`);
  await handle.close();
} else {
  rmSync(env.dataDir, { recursive: true, force: true });
}
const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  await handle.migrate();
  const mail = createMailer({ db: handle.db, from: env.mailFrom });
  await seedDemoData(handle.db, createAuth({ db: handle.db, mail, env }));
  console.log(`[db] reset done (${handle.driver}); demo password: ${DEMO_PASSWORD}`);
} finally {
  await handle.close();
}
