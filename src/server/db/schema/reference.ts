/**
 * The vehicle reference database (DOMAIN.md › Areas › DB vehicles): every make, model and
 * manufacturer code (WMI) of NHTSA vPIC, imported once per vPIC version (reference_meta), plus
 * local entries platform admins add. `source` says which; a vPIC row is never edited except its
 * `hidden` flag (so a re-import can refresh it), and a local row with `replaces` renames a vPIC
 * make or model in decodes. Names are searched case-insensitively (lower(name) indexes).
 */
import { relations, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReferenceSource } from '../../../shared/schemas/reference';
import type { BodyType } from '../../../shared/vehicles';
import { createdAt, updatedAt } from './columns';

export const referenceMakes = pgTable(
  'reference_makes',
  {
    /** `vpic-<Make.Id>` for imported rows (stable across re-imports), a UUID for local ones. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    source: text('source').$type<ReferenceSource>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    replaces: text('replaces'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reference_makes_name_idx').on(sql`lower(${t.name})`),
    // Two local makes of one name would make "which one wins" ambiguous.
    uniqueIndex('reference_makes_local_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.source} = 'local'`),
  ],
);

export const referenceModels = pgTable(
  'reference_models',
  {
    id: text('id').primaryKey(),
    makeId: text('make_id')
      .notNull()
      .references(() => referenceMakes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** From vPIC's VIN schemas that describe only this model; empty when vPIC does not say. */
    bodyTypes: text('body_types')
      .array()
      .$type<BodyType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    yearFrom: integer('year_from'),
    /** Null: still built (vPIC's open-ended VIN schemas). */
    yearTo: integer('year_to'),
    source: text('source').$type<ReferenceSource>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    replaces: text('replaces'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reference_models_make_name_idx').on(t.makeId, sql`lower(${t.name})`),
    index('reference_models_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('reference_models_local_name_key')
      .on(t.makeId, sql`lower(${t.name})`)
      .where(sql`${t.source} = 'local'`),
  ],
);

export const referenceWmis = pgTable(
  'reference_wmis',
  {
    id: text('id').primaryKey(),
    /** 3 characters, or 6 for a low-volume maker (third character 9, completed by VIN positions 12–14). */
    code: text('code').notNull(),
    makeName: text('make_name'),
    manufacturer: text('manufacturer'),
    vehicleType: text('vehicle_type'),
    country: text('country'),
    source: text('source').$type<ReferenceSource>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reference_wmis_code_idx').on(t.code),
    uniqueIndex('reference_wmis_source_code_key').on(t.source, t.code),
  ],
);

/** What was imported: `vpic_version` → the corgi snapshot, so the import runs once per version. */
export const referenceMeta = pgTable('reference_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const referenceMakesRelations = relations(referenceMakes, ({ many }) => ({
  models: many(referenceModels),
}));

export const referenceModelsRelations = relations(referenceModels, ({ one }) => ({
  make: one(referenceMakes, { fields: [referenceModels.makeId], references: [referenceMakes.id] }),
}));
