/**
 * One database handle for the whole server: embedded PGlite in ./data by default (so a fresh
 * machine needs nothing installed), PostgreSQL through `pg` when DATABASE_URL is set. Both run
 * the same committed migrations.
 *
 * Durability of the embedded database (tests/server/crash-safety.test.ts): PGlite mounts the data
 * directory with Emscripten's NODEFS, so every WAL and page write is a pwrite() on the real file
 * before the query resolves, and a commit is acknowledged only after its WAL is written
 * (synchronous_commit stays on; `relaxedDurability` stays off, which would let the query resolve
 * before the file-system sync). A killed or crashed server process loses nothing it acknowledged.
 * What PGlite cannot give: NODEFS has no fsync (PGlite also starts Postgres with fsync=off, and
 * turning it on issues no fsync calls), so an operating-system crash or power cut can lose the last
 * writes. Where that matters, run on PostgreSQL (DATABASE_URL).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { importVpicReference } from './reference-import';
import * as schema from './schema';

// A union of the two driver types breaks `.returning()`; both satisfy this shared type.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The contrib extensions the migrations create (pg_trgm: the marketplace's text search index).
 * PGlite ships them as separate modules that must be loaded by every PGlite.create that opens a
 * Lotline database, or the migration's CREATE EXTENSION fails; PostgreSQL has them as contrib.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface DbHandle {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Runs the committed migrations, then imports the vPIC reference data once per vPIC version. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — PostgreSQL through `pg`; otherwise embedded PGlite. */
  readonly databaseUrl?: string | undefined;
  /** PGlite data directory (default ./data/pglite); 'memory://' for a throwaway database. */
  readonly dataDir?: string | undefined;
  /** An already opened PGlite (tests load a migrated template into one). */
  readonly pglite?: PGlite | undefined;
}

export const openDatabase = async (options: OpenDatabaseOptions = {}): Promise<DbHandle> => {
  if (options.databaseUrl && !options.pglite) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; /api/health reports it.
    pool.on('error', (error) => console.error(`[db] idle client error: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    let closed = false;
    return {
      db,
      driver: 'postgres',
      migrate: async () => {
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        await importVpicReference(db);
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    const dataDir = options.dataDir ?? 'data/pglite';
    if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, { relaxedDurability: false, extensions: PGLITE_EXTENSIONS });
  }
  const pgliteClient = client;
  const db = drizzlePglite(pgliteClient, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await importVpicReference(db as unknown as Db);
    },
    ping: async () => {
      if (pgliteClient.closed) throw new Error('database closed');
      await pgliteClient.query('select 1');
    },
    close: async () => {
      if (!pgliteClient.closed) await pgliteClient.close();
    },
  };
};
