/**
 * Migrates one database as a template that every test file copies instead of creating and
 * migrating its own (the migration imports the whole vPIC reference data, seconds each time):
 * on PGlite a dump loaded in ≈0.3 s; on PostgreSQL a template database that
 * `CREATE DATABASE … TEMPLATE` copies on the server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated PostgreSQL database test databases are copied from ('' on PGlite runs). */
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    project.provide('pgliteTemplate', '');
    const name = `lotline_tpl_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    await admin(`CREATE DATABASE ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: templateUrl.toString() });
    await handle.migrate();
    await handle.close();
    project.provide('pgTemplate', name);
    return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  project.provide('pgTemplate', '');
  const dir = mkdtempSync(join(tmpdir(), 'lotline-template-'));
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  const dump = await client.dumpDataDir('gzip');
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
