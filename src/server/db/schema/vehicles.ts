/**
 * Vehicles (DOMAIN.md › Areas › Inventory, Vehicles, Favorites): a dealership's stock, its price
 * history, photos (files live in storage; rows hold their keys), activity and shoppers' favorites.
 * Money is integer cents; times are UTC (timestamptz); the in-stock day is a date.
 */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AddedCost } from '../../../shared/schemas/vehicles';
import {
  LISTABLE_STATUSES,
  type BodyType,
  type Condition,
  type Drivetrain,
  type FuelType,
  type Transmission,
  type VehicleStatus,
} from '../../../shared/vehicles';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { organizations } from './dealerships';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A shopper-visible vehicle, as far as its own row says (the dealership must also not be
 * suspended): the predicate of the marketplace's partial indexes. Literal SQL, not parameters, so
 * the planner can prove a query's WHERE implies it; marketplace.ts repeats it (marketVisible).
 */
const MARKET_VISIBLE_SQL = `listed and deleted_at is null and status in (${LISTABLE_STATUSES.map((s) => `'${s}'`).join(', ')})`;
const MARKET_VISIBLE = sql.raw(MARKET_VISIBLE_SQL);

export const vehicles = pgTable(
  'vehicles',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vin: text('vin').notNull(),
    stockNumber: text('stock_number').notNull(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
    body: text('body').$type<BodyType>(),
    fuel: text('fuel').$type<FuelType>(),
    transmission: text('transmission').$type<Transmission>(),
    drivetrain: text('drivetrain').$type<Drivetrain>(),
    engine: text('engine'),
    doors: integer('doors'),
    exteriorColor: text('exterior_color'),
    interiorColor: text('interior_color'),
    mileage: integer('mileage').notNull(),
    condition: text('condition').$type<Condition>().notNull(),
    description: text('description'),
    status: text('status').$type<VehicleStatus>().notNull().default('incoming'),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    /** The day it entered stock: vehicle age and the aging buckets count from it. */
    inStockDate: date('in_stock_date', { mode: 'string' })
      .notNull()
      .default(sql`CURRENT_DATE`),
    listed: boolean('listed').notNull().default(false),
    listedAt: at('listed_at'),
    soldAt: at('sold_at'),
    priceCents: integer('price_cents'),
    costCents: integer('cost_cents'),
    packCents: integer('pack_cents').notNull().default(0),
    addedCosts: jsonb('added_costs').$type<AddedCost[]>().notNull().default([]),
    /** Null: the first photo by position is the cover. */
    coverPhotoId: text('cover_photo_id'),
    /** Set while a delete can still be undone; such rows are invisible everywhere else. */
    deletedAt: at('deleted_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the inventory's text search looks in (VIN, stock number, year, make, model, trim),
     * lower case with everything but letters and digits dropped, so "ford f150" finds an F-150 and
     * "rag00042" finds RAG-00042. Stored: computing it per row per search cost ~5× the scan.
     */
    searchKey: text('search_key').generatedAlwaysAs(
      sql`regexp_replace(lower(vin || ' ' || stock_number || ' ' || year::text || ' ' || make || ' ' || model || ' ' || coalesce("trim", '')), '[^a-z0-9]', '', 'g')`,
    ),
  },
  (t) => [
    uniqueIndex('vehicles_org_vin_uq').on(t.organizationId, t.vin),
    uniqueIndex('vehicles_org_stock_uq').on(t.organizationId, t.stockNumber),
    index('vehicles_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    index('vehicles_org_created_idx').on(t.organizationId, t.createdAt),
    // The inventory list (src/server/db/queries/vehicles.ts): every query is one dealership's live
    // rows, so each index leads with organization_id and covers only rows not deleted. Each serves
    // a sort of the list without sorting the dealership's whole stock, and the filter of that
    // column as a range (EXPLAIN ANALYZE on 60k vehicles of one dealership: a top-N sort of 90 ms
    // became an index scan of 0.1 ms).
    // Price sorts both ways with unpriced vehicles last, and the price range filter.
    index('vehicles_org_price_idx')
      .on(t.organizationId, t.priceCents.asc().nullsLast())
      .where(sql`deleted_at is null`),
    index('vehicles_org_price_desc_idx')
      .on(t.organizationId, t.priceCents.desc().nullsLast())
      .where(sql`deleted_at is null`),
    // Age: the "oldest in stock" sort and the aging buckets (a range of in-stock dates).
    index('vehicles_org_in_stock_idx')
      .on(t.organizationId, t.inStockDate)
      .where(sql`deleted_at is null`),
    index('vehicles_org_mileage_idx')
      .on(t.organizationId, t.mileage)
      .where(sql`deleted_at is null`),
    index('vehicles_org_year_idx')
      .on(t.organizationId, t.year, t.createdAt)
      .where(sql`deleted_at is null`),
    // The make and model filters compare case-insensitively.
    index('vehicles_org_make_model_idx')
      .on(t.organizationId, sql`lower(make)`, sql`lower(model)`)
      .where(sql`deleted_at is null`),
    // Every column the inventory filters on, per dealership over live rows, leading with status
    // (the status tabs' counts). A search the sort's own index cannot narrow (text, or the counts
    // under any filter) reads the dealership's entries here without touching the table, whose rows
    // lie among every other dealership's (1M vehicles: a dealership's 5k rows on 2.5k heap pages,
    // 17–33 ms; index-only, 2–8 ms on a loaded machine).
    index('vehicles_org_live_scan_idx')
      .on(
        t.organizationId,
        t.status,
        t.createdAt,
        t.id,
        t.priceCents,
        t.mileage,
        t.year,
        t.inStockDate,
        t.listed,
        t.make,
        t.model,
        t.searchKey,
      )
      .where(sql`deleted_at is null`),
    // The default list order (newest first, id breaking ties) as an index-only scan: a deep page
    // skips its OFFSET rows in the index instead of reading each row from the table.
    index('vehicles_org_live_created_id_idx')
      .on(t.organizationId, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    // The marketplace (src/server/db/queries/marketplace.ts) reads only shopper-visible rows of all
    // dealerships, so its indexes cover exactly those (the query repeats this predicate literally).
    // One per sort, newest breaking ties as the query orders: the page's ids come from walking the
    // index and stop after the page, instead of sorting every listed vehicle (1M vehicles: ~585k
    // listed). organization_id is included so the suspended-dealer check needs no table read.
    index('vehicles_market_newest_idx')
      .on(t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.organizationId)
      .where(MARKET_VISIBLE),
    index('vehicles_market_price_idx')
      .on(t.priceCents.asc().nullsLast(), t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(MARKET_VISIBLE),
    index('vehicles_market_price_desc_idx')
      .on(t.priceCents.desc().nullsLast(), t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(MARKET_VISIBLE),
    index('vehicles_market_mileage_idx')
      .on(t.mileage, t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(MARKET_VISIBLE),
    index('vehicles_market_year_idx')
      .on(t.year.desc().nullsFirst(), t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(MARKET_VISIBLE),
    // The deal rating's groups (case-folded make and model, as the make/model filters compare, and
    // year) in price order: the medians and the deal sort read only this index. The trailing
    // columns let them do so without reading the table (index-only scans: PostgreSQL does not take
    // an expression's columns from the expression, so make and model are there as themselves).
    index('vehicles_market_group_price_idx')
      .on(
        sql`lower(make)`,
        sql`lower(model)`,
        t.year,
        t.priceCents,
        t.organizationId,
        t.make,
        t.model,
        t.listedAt,
        t.id,
      )
      .where(MARKET_VISIBLE),
    // A text search's matching groups, each walked newest first (marketplace.ts › textPageIds);
    // organization_id for the suspended-dealer rule without reading the table.
    index('vehicles_market_group_newest_idx')
      .on(
        sql`lower(make)`,
        sql`lower(model)`,
        t.year,
        t.listedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.organizationId,
      )
      .where(MARKET_VISIBLE),
    // Text search: every word must occur in "year make model trim" (ILIKE '%word%'), which only a
    // trigram index answers without reading every listed vehicle (pg_trgm; PGlite loads it in
    // openDatabase — PGLITE_EXTENSIONS).
    index('vehicles_market_text_trgm_idx')
      .using('gin', sql`(year::text || ' ' || make || ' ' || model || ' ' || coalesce("trim", '')) gin_trgm_ops`)
      .where(MARKET_VISIBLE),
    // The inventory's text search (queries/vehicles.ts): every word of three letters or more is
    // answered by this index instead of reading every live row of the dealership (100k vehicles on
    // PGlite: the counts under "civic" 57 ms -> 21 ms). Shorter words still read the rows.
    index('vehicles_org_search_trgm_idx')
      .using('gin', sql`search_key gin_trgm_ops`)
      .where(sql`deleted_at is null`),
  ],
);

/**
 * Live vehicles per dealership and status: the inventory's status tabs with no filter on, read
 * instead of counted. Counting is a pass over every live row of the dealership (100k vehicles on
 * PGlite: 100–146 ms of each inventory page). Kept by the database itself: statement triggers on
 * vehicles (migration 0015) add what an insert brought, the difference an update made, and take
 * away what a delete removed; a soft delete is an update of deleted_at.
 */
export const vehicleStatusCounts = pgTable(
  'vehicle_status_counts',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status').$type<VehicleStatus>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.status] })],
);

/**
 * The marketplace per group (case-folded make and model, year) of shopper-visible vehicles: how
 * many there are, the trims among them, and the deal rating's comparables (the median asking price
 * and count of the priced ones). Kept by the database itself: statement triggers on vehicles and
 * organizations (migrations 0007, 0009) recompute the groups a statement touched. Reading a page's
 * badges, sorting by deal and finding the groups a text search can match read a few rows here
 * instead of every vehicle (docs/decisions/2026-11-24-marketplace-search-at-scale.md). Never
 * written by application code.
 */
export const marketPriceGroups = pgTable(
  'market_price_groups',
  {
    makeKey: text('make_key').notNull(),
    modelKey: text('model_key').notNull(),
    year: integer('year').notNull(),
    /** percentile_cont(0.5) of the priced ones: between the two middle prices of an even count. */
    medianCents: doublePrecision('median_cents'),
    /** Priced, visible vehicles: the deal rating's comparables. */
    comparables: integer('comparables').notNull(),
    /** Every visible vehicle, priced or not. */
    listings: integer('listings').notNull().default(0),
    /** Distinct lower-case trims of the visible vehicles ('' for none): what a text search can match. */
    trims: text('trims')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.makeKey, t.modelKey, t.year] })],
);

export const vehiclePriceChanges = pgTable(
  'vehicle_price_changes',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    oldPriceCents: integer('old_price_cents'),
    newPriceCents: integer('new_price_cents'),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('vehicle_price_changes_vehicle_idx').on(t.vehicleId, t.changedAt)],
);

export const vehiclePhotos = pgTable(
  'vehicle_photos',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Storage key prefix: `<key>/original.<ext>` and `<key>/w320.webp` etc. */
    storageKey: text('storage_key').notNull(),
    originalType: text('original_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_photos_vehicle_idx').on(t.vehicleId, t.position)],
);

/** What happened to a vehicle, for its activity list (leads and favorites join in later issues). */
export const vehicleEvents = pgTable(
  'vehicle_events',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Facts the summary is written from (e.g. { from: 'recon', to: 'available' }). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('vehicle_events_vehicle_idx').on(t.vehicleId, t.at)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The asking price when saved: the favorites list shows the change since. */
    savedPriceCents: integer('saved_price_cents'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vehicleId] }), index('favorites_vehicle_idx').on(t.vehicleId)],
);

export const vehiclesRelations = relations(vehicles, ({ one, many }) => ({
  organization: one(organizations, { fields: [vehicles.organizationId], references: [organizations.id] }),
  photos: many(vehiclePhotos),
  priceChanges: many(vehiclePriceChanges),
  events: many(vehicleEvents),
}));
export const vehiclePhotosRelations = relations(vehiclePhotos, ({ one }) => ({
  vehicle: one(vehicles, { fields: [vehiclePhotos.vehicleId], references: [vehicles.id] }),
}));
export const vehiclePriceChangesRelations = relations(vehiclePriceChanges, ({ one }) => ({
  vehicle: one(vehicles, { fields: [vehiclePriceChanges.vehicleId], references: [vehicles.id] }),
}));
export const vehicleEventsRelations = relations(vehicleEvents, ({ one }) => ({
  vehicle: one(vehicles, { fields: [vehicleEvents.vehicleId], references: [vehicles.id] }),
}));
