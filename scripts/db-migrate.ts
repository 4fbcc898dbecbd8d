/** npm run db:migrate — apply committed migrations to DATABASE_URL or the embedded database. */
import { openDatabase } from '../src/server/db/client';
import { readEnv } from '../src/server/env';

const env = readEnv();
const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  await handle.migrate();
  console.log(`[db] migrations applied (${handle.driver})`);
} finally {
  await handle.close();
}
