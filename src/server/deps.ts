import type { Auth } from './auth/auth';
import type { Db } from './db/client';
import type { ServerEnv } from './env';
import type { LiveHub } from './db/live-hub';
import type { Mailer } from './mail/mailer';

/** What the app needs from the outside; main.ts and the tests build it. */
export interface AppDeps {
  readonly db: Db;
  readonly auth: Auth;
  readonly mail: Mailer;
  readonly env: ServerEnv;
  /** Live events (GET /api/events): in process on PGlite, LISTEN/NOTIFY across instances on PostgreSQL. */
  readonly live: LiveHub;
}
