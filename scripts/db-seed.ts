/** npm run db:seed — demo data on an empty database (does nothing when users exist). */
import { createAuth } from '../src/server/auth/auth';
import { openDatabase } from '../src/server/db/client';
import { DEMO_PASSWORD, demoSignIns, seedDemoData } from '../src/server/db/seed';
import { seedDemoPhotos } from '../src/server/db/seed-photos';
import { readEnv } from '../src/server/env';
import { createMailer } from '../src/server/mail/mailer';
import { storageFor } from '../src/server/storage';

const env = readEnv();
const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  await handle.migrate();
  const mail = createMailer({ db: handle.db, from: env.mailFrom });
  const seeded = await seedDemoData(handle.db, createAuth({ db: handle.db, mail, env }));
  if (!seeded) console.log('[db] the database already has users: nothing seeded (npm run db:reset starts over)');
  else {
    console.log(`[db] demo data seeded; password for everyone: ${DEMO_PASSWORD}`);
    for (const s of demoSignIns()) console.log(`  ${s.label.padEnd(34)} ${s.email} / ${s.username}`);
    if (process.env.SEED_DEMO_PHOTOS !== '0') {
      const photos = await seedDemoPhotos(handle.db, storageFor(env));
      console.log(
        `[db] demo illustrations for ${photos.vehicles} vehicles (${photos.rendered} pictures) in ${(photos.ms / 1000).toFixed(1)} s`,
      );
    }
  }
} finally {
  await handle.close();
}
