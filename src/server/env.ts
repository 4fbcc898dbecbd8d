/** Server settings from the environment, read once at startup and passed down (tests build their own). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULT_PUBLIC_URL } from '../shared/constants';
import { s3ConfigFromEnv, type S3Config } from './storage/s3';

export interface ServerEnv {
  readonly nodeEnv: string;
  readonly publicUrl: string;
  readonly port: number;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly authSecret: string;
  /** Off only when explicitly disabled; tests run with the real limits. */
  readonly rateLimitEnabled: boolean;
  readonly seedDemo: boolean;
  /** Where the production build lives (default ./dist). */
  readonly distDir: string;
  /**
   * GET /api/outbox (every email's codes and links). Off unless OUTBOX_API=1 is set, never in
   * production, and even when on it answers only loopback callers or a platform admin: a server
   * started with `npm start` must not hand any account to whoever can reach it.
   */
  readonly exposeOutbox: boolean;
  /** Where photo files live on local disk (PHOTO_STORAGE_DIR, default data/photos). */
  readonly photoStorageDir: string;
  /** An S3-compatible bucket for photos (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); local disk when unset. */
  readonly s3: S3Config | undefined;
  /**
   * Stripe Checkout and its webhook when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set;
   * otherwise the built-in test checkout (DOMAIN.md › Decisions › Checkout).
   */
  readonly stripe: { readonly secretKey: string; readonly webhookSecret: string } | undefined;
}

const SECRET_FILE = 'data/auth-secret';

/**
 * A fresh machine has no BETTER_AUTH_SECRET: generate one and keep it under ./data so sessions
 * survive restarts. Production must set the variable.
 */
const resolveSecret = (nodeEnv: string): string => {
  const fromEnv = process.env.BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  if (nodeEnv === 'production') throw new Error('BETTER_AUTH_SECRET must be set when NODE_ENV=production');
  if (existsSync(SECRET_FILE)) return readFileSync(SECRET_FILE, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(SECRET_FILE), { recursive: true });
  writeFileSync(SECRET_FILE, secret, { mode: 0o600 });
  return secret;
};

export const readEnv = (): ServerEnv => {
  const nodeEnv = process.env.NODE_ENV ?? 'development';
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  // Without PUBLIC_URL, follow PORT so links and the trusted origin match where the app is served.
  const fallbackUrl = process.env.PORT ? `http://localhost:${port}` : DEFAULT_PUBLIC_URL;
  const publicUrl = (process.env.PUBLIC_URL || fallbackUrl).replace(/\/+$/, '');
  new URL(publicUrl); // fail fast on a malformed PUBLIC_URL
  return {
    nodeEnv,
    publicUrl,
    port,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DATA_DIR ?? 'data/pglite',
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM ?? 'Lotline <no-reply@lotline.local>',
    authSecret: resolveSecret(nodeEnv),
    rateLimitEnabled: process.env.RATE_LIMIT !== 'off',
    seedDemo: process.env.SEED_DEMO === '1',
    distDir: process.env.DIST_DIR ?? 'dist',
    exposeOutbox: process.env.OUTBOX_API === '1' && nodeEnv !== 'production',
    photoStorageDir: process.env.PHOTO_STORAGE_DIR || 'data/photos',
    s3: s3ConfigFromEnv(process.env),
    stripe:
      process.env.STRIPE_SECRET_KEY && process.env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: process.env.STRIPE_SECRET_KEY, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET }
        : undefined,
  };
};

/** Settings for tests and scripts: everything explicit, nothing read from disk. */
export const testEnv = (overrides: Partial<ServerEnv> = {}): ServerEnv => ({
  nodeEnv: 'test',
  publicUrl: DEFAULT_PUBLIC_URL,
  port: 0,
  databaseUrl: undefined,
  dataDir: 'memory://',
  smtpUrl: undefined,
  mailFrom: 'Lotline <no-reply@lotline.local>',
  authSecret: 'test-secret-test-secret-test-secret-0123456789',
  rateLimitEnabled: true,
  seedDemo: false,
  distDir: 'dist',
  exposeOutbox: true,
  // One folder per test process; a test that checks files passes its own temp dir.
  photoStorageDir: join(tmpdir(), `lotline-test-photos-${process.pid}`),
  s3: undefined,
  stripe: undefined,
  ...overrides,
});
