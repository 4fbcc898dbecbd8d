/**
 * The reference database: paged search over makes, models and manufacturer codes, admin edits of
 * local entries and overrides, and the local overrides a VIN decode applies.
 *
 * "Local wins": outside the admin view (includeHidden), a vPIC row is left out when it is hidden,
 * when a local row of the same name exists (same make, for models), or when a local row renames it
 * (`replaces`), so inventory and marketplace choices show each make and model once.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  REFERENCE_PAGE_SIZE,
  type PatchMakeInput,
  type PatchModelInput,
  type PatchWmiInput,
  type ReferenceMake,
  type ReferenceModel,
  type ReferenceWmi,
  type UpsertMakeInput,
  type UpsertModelInput,
  type UpsertWmiInput,
} from '../../../shared/schemas/reference';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { referenceMakes, referenceModels, referenceWmis } from '../schema/reference';
import { newId } from './ids';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `%` and `_` typed by a person are searched for, not wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (q: string) => `%${likeEscape(q)}%`;

const m = referenceMakes;
const md = referenceModels;
const w = referenceWmis;

// Written with qualified names: inside a subquery, drizzle's unqualified column would bind to the
// subquery's own table.
const makeVisible = sql`("reference_makes"."source" = 'local' OR NOT EXISTS (
    SELECT 1 FROM reference_makes l WHERE l.source = 'local'
      AND (lower(l.name) = lower("reference_makes"."name") OR lower(l.replaces) = lower("reference_makes"."name"))))`;
const modelVisible = sql`("reference_models"."source" = 'local' OR NOT EXISTS (
    SELECT 1 FROM reference_models l WHERE l.source = 'local' AND l.make_id = "reference_models"."make_id"
      AND (lower(l.name) = lower("reference_models"."name") OR lower(l.replaces) = lower("reference_models"."name"))))`;
const modelCountOf = (visibleOnly: boolean) =>
  visibleOnly
    ? sql<number>`(SELECT count(*)::int FROM reference_models x WHERE x.make_id = "reference_makes"."id" AND NOT x.hidden)`
    : sql<number>`(SELECT count(*)::int FROM reference_models x WHERE x.make_id = "reference_makes"."id")`;

/** Exact name first, then names starting with the search, then the rest, alphabetically. */
const rankByName = (column: SQL | AnyPgColumn, q: string): SQL[] =>
  q
    ? [
        sql`(lower(${column}) = lower(${q})) DESC`,
        sql`(lower(${column}) LIKE lower(${`${likeEscape(q)}%`})) DESC`,
        sql`lower(${column})`,
      ]
    : [sql`lower(${column})`];

const offset = (page: number) => (page - 1) * REFERENCE_PAGE_SIZE;

// ---------------------------------------------------------------------------------------------
// Makes

const makeColumns = {
  id: m.id,
  name: m.name,
  source: m.source,
  hidden: m.hidden,
  replaces: m.replaces,
};

export const listMakes = async (
  db: Db,
  params: { q: string; page: number; includeHidden: boolean },
): Promise<Page<ReferenceMake>> => {
  const where = and(
    params.q ? ilike(m.name, contains(params.q)) : undefined,
    params.includeHidden ? undefined : and(eq(m.hidden, false), makeVisible),
  );
  const modelCount = modelCountOf(!params.includeHidden);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...makeColumns, modelCount })
      .from(m)
      .where(where)
      .orderBy(...rankByName(m.name, params.q), asc(m.id))
      .limit(REFERENCE_PAGE_SIZE)
      .offset(offset(params.page)),
    db.select({ total: count() }).from(m).where(where),
  ]);
  return { items: rows, total: totals?.total ?? 0, page: params.page, pageSize: REFERENCE_PAGE_SIZE };
};

export const findMake = async (db: Db, id: string): Promise<ReferenceMake | undefined> => {
  const [row] = await db
    .select({
      ...makeColumns,
      modelCount: modelCountOf(false),
    })
    .from(m)
    .where(eq(m.id, id));
  return row;
};

/** The make a model or WMI names: the local one of that name first, else vPIC's. */
export const findMakeByName = async (db: Db, name: string) => {
  const [row] = await db
    .select({ id: m.id, name: m.name, source: m.source })
    .from(m)
    .where(sql`lower(${m.name}) = lower(${name})`)
    .orderBy(sql`(${m.source} = 'local') DESC`)
    .limit(1);
  return row;
};

export const localMakeNameTaken = async (db: Db, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(
      and(
        eq(m.source, 'local'),
        sql`lower(${m.name}) = lower(${name})`,
        exceptId ? sql`${m.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

export const createLocalMake = async (db: Db, input: UpsertMakeInput): Promise<ReferenceMake> => {
  const id = newId();
  await db.insert(m).values({
    id,
    name: input.name,
    source: 'local',
    hidden: input.hidden ?? false,
    replaces: input.replaces || null,
  });
  return (await findMake(db, id))!;
};

/** vPIC rows take only `hidden` (the caller checks); local rows every field. */
export const updateMake = async (db: Db, id: string, patch: PatchMakeInput): Promise<ReferenceMake | undefined> => {
  const values: Partial<typeof m.$inferInsert> = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.hidden !== undefined) values.hidden = patch.hidden;
  if (patch.replaces !== undefined) values.replaces = patch.replaces || null;
  if (Object.keys(values).length > 0) await db.update(m).set(values).where(eq(m.id, id));
  return findMake(db, id);
};

export const deleteMake = async (db: Db, id: string) => {
  await db.delete(m).where(and(eq(m.id, id), eq(m.source, 'local')));
};

// ---------------------------------------------------------------------------------------------
// Models

const modelColumns = {
  id: md.id,
  makeId: md.makeId,
  makeName: m.name,
  name: md.name,
  bodyTypes: md.bodyTypes,
  yearFrom: md.yearFrom,
  yearTo: md.yearTo,
  source: md.source,
  hidden: md.hidden,
  replaces: md.replaces,
};

export const listModels = async (
  db: Db,
  params: { make: string; year?: number | undefined; q: string; page: number; includeHidden: boolean },
): Promise<Page<ReferenceModel>> => {
  const where = and(
    // By make name, as inventory stores it; a local make and vPIC's of the same name both count.
    params.make ? sql`lower(${m.name}) = lower(${params.make})` : undefined,
    params.q
      ? or(ilike(md.name, contains(params.q)), params.make ? undefined : ilike(m.name, contains(params.q)))
      : undefined,
    params.year !== undefined
      ? sql`(${md.yearFrom} IS NULL OR ${md.yearFrom} <= ${params.year}) AND (${md.yearTo} IS NULL OR ${md.yearTo} >= ${params.year})`
      : undefined,
    params.includeHidden ? undefined : and(eq(md.hidden, false), eq(m.hidden, false), modelVisible),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(modelColumns)
      .from(md)
      .innerJoin(m, eq(m.id, md.makeId))
      .where(where)
      .orderBy(...rankByName(md.name, params.q), sql`lower(${m.name})`, asc(md.id))
      .limit(REFERENCE_PAGE_SIZE)
      .offset(offset(params.page)),
    db.select({ total: count() }).from(md).innerJoin(m, eq(m.id, md.makeId)).where(where),
  ]);
  return { items: rows, total: totals?.total ?? 0, page: params.page, pageSize: REFERENCE_PAGE_SIZE };
};

export const findModel = async (db: Db, id: string): Promise<ReferenceModel | undefined> => {
  const [row] = await db.select(modelColumns).from(md).innerJoin(m, eq(m.id, md.makeId)).where(eq(md.id, id));
  return row;
};

export const localModelNameTaken = async (db: Db, makeId: string, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: md.id })
    .from(md)
    .where(
      and(
        eq(md.source, 'local'),
        eq(md.makeId, makeId),
        sql`lower(${md.name}) = lower(${name})`,
        exceptId ? sql`${md.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

export const createLocalModel = async (db: Db, makeId: string, input: UpsertModelInput): Promise<ReferenceModel> => {
  const id = newId();
  await db.insert(md).values({
    id,
    makeId,
    name: input.name,
    bodyTypes: input.bodyTypes,
    yearFrom: input.yearFrom ?? null,
    yearTo: input.yearTo ?? null,
    source: 'local',
    hidden: input.hidden ?? false,
    replaces: input.replaces || null,
  });
  return (await findModel(db, id))!;
};

export const updateModel = async (db: Db, id: string, patch: PatchModelInput): Promise<ReferenceModel | undefined> => {
  const values: Partial<typeof md.$inferInsert> = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.bodyTypes !== undefined) values.bodyTypes = patch.bodyTypes;
  if (patch.yearFrom !== undefined) values.yearFrom = patch.yearFrom;
  if (patch.yearTo !== undefined) values.yearTo = patch.yearTo;
  if (patch.hidden !== undefined) values.hidden = patch.hidden;
  if (patch.replaces !== undefined) values.replaces = patch.replaces || null;
  if (Object.keys(values).length > 0) await db.update(md).set(values).where(eq(md.id, id));
  return findModel(db, id);
};

export const deleteModel = async (db: Db, id: string) => {
  await db.delete(md).where(and(eq(md.id, id), eq(md.source, 'local')));
};

// ---------------------------------------------------------------------------------------------
// Manufacturer codes

const wmiColumns = {
  id: w.id,
  code: w.code,
  makeName: w.makeName,
  manufacturer: w.manufacturer,
  vehicleType: w.vehicleType,
  country: w.country,
  source: w.source,
  hidden: w.hidden,
};

export type ReferenceWmiRow = ReferenceWmi & { id: string };

export const listWmis = async (
  db: Db,
  params: { q: string; page: number; includeHidden: boolean },
): Promise<Page<ReferenceWmiRow>> => {
  const q = params.q;
  const where = and(
    q
      ? or(
          sql`${w.code} LIKE ${`${likeEscape(q.toUpperCase())}%`}`,
          ilike(w.makeName, contains(q)),
          ilike(w.manufacturer, contains(q)),
        )
      : undefined,
    params.includeHidden
      ? undefined
      : and(
          eq(w.hidden, false),
          sql`("reference_wmis"."source" = 'local' OR NOT EXISTS (SELECT 1 FROM reference_wmis l WHERE l.source = 'local' AND l.code = "reference_wmis"."code"))`,
        ),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(wmiColumns)
      .from(w)
      .where(where)
      .orderBy(
        ...(q
          ? [
              sql`(${w.code} = ${q.toUpperCase()}) DESC`,
              sql`(${w.code} LIKE ${`${likeEscape(q.toUpperCase())}%`}) DESC`,
            ]
          : []),
        asc(w.code),
        sql`(${w.source} = 'local') DESC`,
      )
      .limit(REFERENCE_PAGE_SIZE)
      .offset(offset(params.page)),
    db.select({ total: count() }).from(w).where(where),
  ]);
  return { items: rows, total: totals?.total ?? 0, page: params.page, pageSize: REFERENCE_PAGE_SIZE };
};

export const findWmi = async (db: Db, id: string): Promise<ReferenceWmiRow | undefined> => {
  const [row] = await db.select(wmiColumns).from(w).where(eq(w.id, id));
  return row;
};

/** The entries for one VIN's codes (3 characters, and 6 for a low-volume maker), local first. */
export const findWmisForCodes = async (db: Db, codes: readonly string[]): Promise<ReferenceWmiRow[]> => {
  if (codes.length === 0) return [];
  return db
    .select(wmiColumns)
    .from(w)
    .where(
      sql`${w.code} IN (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    )
    .orderBy(sql`length(${w.code}) DESC`, sql`(${w.source} = 'local') DESC`);
};

export const localWmiTaken = async (db: Db, code: string) => {
  const [row] = await db
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.source, 'local'), eq(w.code, code)))
    .limit(1);
  return Boolean(row);
};

export const createLocalWmi = async (db: Db, input: UpsertWmiInput): Promise<ReferenceWmiRow> => {
  const id = newId();
  await db.insert(w).values({
    id,
    code: input.code,
    makeName: input.makeName,
    manufacturer: input.manufacturer ?? null,
    vehicleType: input.vehicleType ?? null,
    country: input.country ?? null,
    source: 'local',
    hidden: input.hidden ?? false,
  });
  return (await findWmi(db, id))!;
};

export const updateWmi = async (db: Db, id: string, patch: PatchWmiInput): Promise<ReferenceWmiRow | undefined> => {
  const values: Partial<typeof w.$inferInsert> = {};
  if (patch.makeName !== undefined) values.makeName = patch.makeName;
  if (patch.manufacturer !== undefined) values.manufacturer = patch.manufacturer;
  if (patch.vehicleType !== undefined) values.vehicleType = patch.vehicleType;
  if (patch.country !== undefined) values.country = patch.country;
  if (patch.hidden !== undefined) values.hidden = patch.hidden;
  if (Object.keys(values).length > 0) await db.update(w).set(values).where(eq(w.id, id));
  return findWmi(db, id);
};

export const deleteWmi = async (db: Db, id: string) => {
  await db.delete(w).where(and(eq(w.id, id), eq(w.source, 'local')));
};

// ---------------------------------------------------------------------------------------------
// What a decode applies (src/server/vin/overrides.ts)

export interface DecodeOverrides {
  /** Local manufacturer codes (3 or 6 characters) → what they say. */
  readonly wmis: ReadonlyMap<string, { makeName: string | null; manufacturer: string | null; country: string | null }>;
  /** Hidden vPIC codes: a decode through one of them is not trusted for the make. */
  readonly hiddenWmis: ReadonlySet<string>;
  /** lower(vPIC make) → the local make that renames it. */
  readonly makeRenames: ReadonlyMap<string, string>;
  /** `lower(make name)|lower(vPIC model)` → the local model that renames it. */
  readonly modelRenames: ReadonlyMap<string, string>;
}

/** Local rows are few (admins type them), so one small read per decode batch loads them all. */
export const loadDecodeOverrides = async (db: Db): Promise<DecodeOverrides> => {
  const [wmiRows, makeRows, modelRows] = await Promise.all([
    db
      .select({
        code: w.code,
        source: w.source,
        hidden: w.hidden,
        makeName: w.makeName,
        manufacturer: w.manufacturer,
        country: w.country,
      })
      .from(w)
      .where(or(eq(w.source, 'local'), eq(w.hidden, true))),
    db
      .select({ name: m.name, replaces: m.replaces })
      .from(m)
      .where(and(eq(m.source, 'local'), eq(m.hidden, false), sql`${m.replaces} IS NOT NULL`)),
    db
      .select({ name: md.name, replaces: md.replaces, makeName: m.name })
      .from(md)
      .innerJoin(m, eq(m.id, md.makeId))
      .where(and(eq(md.source, 'local'), eq(md.hidden, false), sql`${md.replaces} IS NOT NULL`)),
  ]);
  const wmis = new Map<string, { makeName: string | null; manufacturer: string | null; country: string | null }>();
  const hiddenWmis = new Set<string>();
  for (const row of wmiRows) {
    if (row.source === 'local' && !row.hidden) wmis.set(row.code, row);
    else if (row.source === 'vpic') hiddenWmis.add(row.code);
  }
  const makeRenames = new Map(makeRows.map((r) => [r.replaces!.toLowerCase(), r.name]));
  const modelRenames = new Map(
    modelRows.map((r) => [`${r.makeName.toLowerCase()}|${r.replaces!.toLowerCase()}`, r.name]),
  );
  return { wmis, hiddenWmis, makeRenames, modelRenames };
};
