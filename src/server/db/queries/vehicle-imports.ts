/**
 * Inventory CSV import and export: the SQL. Always scoped to one dealership: a VIN another
 * dealership stocks is simply not "existing" here.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { ExistingVehicle, ExportVehicle, VehicleValues } from '../../inventory/csv';
import type { InventoryQuery } from '../../../shared/schemas/vehicles';
import type { Db } from '../client';
import { organizations, vehicleEvents, vehiclePriceChanges, vehicles } from '../schema';
import { assertListingRoom } from './billing';
import { newId } from './ids';
import { allocateStockNumbers, INVENTORY_ORDER, inventoryFilters } from './vehicles';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at ~30 columns a row. */
const CHUNK = 500;

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const valueColumns = {
  vin: vehicles.vin,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  trim: vehicles.trim,
  body: vehicles.body,
  fuel: vehicles.fuel,
  transmission: vehicles.transmission,
  drivetrain: vehicles.drivetrain,
  engine: vehicles.engine,
  doors: vehicles.doors,
  exteriorColor: vehicles.exteriorColor,
  interiorColor: vehicles.interiorColor,
  mileage: vehicles.mileage,
  condition: vehicles.condition,
  status: vehicles.status,
  listed: vehicles.listed,
  priceCents: vehicles.priceCents,
  costCents: vehicles.costCents,
  packCents: vehicles.packCents,
  inStockDate: vehicles.inStockDate,
  description: vehicles.description,
  stockNumber: vehicles.stockNumber,
};

/** The dealership's live vehicles with these VINs, by VIN. */
export const findVehiclesByVin = async (
  db: Db,
  organizationId: string,
  vins: readonly string[],
): Promise<Map<string, ExistingVehicle>> => {
  const found = new Map<string, ExistingVehicle>();
  for (const part of chunks([...new Set(vins)], 1000)) {
    const rows = await db
      .select({ id: vehicles.id, ...valueColumns })
      .from(vehicles)
      .where(and(eq(vehicles.organizationId, organizationId), isNull(vehicles.deletedAt), inArray(vehicles.vin, part)));
    for (const row of rows) found.set(row.vin, row);
  }
  return found;
};

/** What the import needs to know about the dealership. */
export const findImportSettings = async (db: Db, organizationId: string) => {
  const [row] = await db
    .select({ salesSeeCost: organizations.salesSeeCost, defaultPackCents: organizations.defaultPackCents })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? { salesSeeCost: false, defaultPackCents: 0 };
};

export interface ImportWrite {
  readonly creates: readonly VehicleValues[];
  readonly updates: readonly { id: string; oldPriceCents: number | null; values: Partial<VehicleValues> }[];
}

/**
 * Writes a checked file in one transaction: new vehicles (stock numbers from one allocation),
 * changes to existing ones, price history for every price set or moved, and an 'imported' event
 * per vehicle. Any failure rolls all of it back; PlanLimitError when its listings pass the plan.
 */
export const applyImport = async (
  db: Db,
  organizationId: string,
  actorId: string,
  write: ImportWrite,
): Promise<{ created: number; updated: number }> =>
  db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const now = new Date();
    // The file's listings all fit the plan or nothing is written (PlanLimitError).
    const relisting = write.updates.filter((u) => u.values.listed === true).map((u) => u.id);
    const listing = write.creates.filter((v) => v.listed === true).length + relisting.length;
    await assertListingRoom(t, organizationId, listing, relisting, now);
    const events: (typeof vehicleEvents.$inferInsert)[] = [];
    const prices: (typeof vehiclePriceChanges.$inferInsert)[] = [];

    if (write.creates.length > 0) {
      // Vehicles deleted moments ago with these VINs: the import supersedes their undo.
      for (const part of chunks(write.creates.map((v) => v.vin)))
        await tx
          .delete(vehicles)
          .where(
            and(
              eq(vehicles.organizationId, organizationId),
              inArray(vehicles.vin, part),
              isNotNull(vehicles.deletedAt),
            ),
          );
      const stockNumbers = await allocateStockNumbers(t, organizationId, write.creates.length);
      const rows = write.creates.map((values, i) => {
        const id = newId();
        if (values.priceCents !== null)
          prices.push({
            id: newId(),
            vehicleId: id,
            oldPriceCents: null,
            newPriceCents: values.priceCents,
            changedBy: actorId,
            changedAt: now,
          });
        events.push({
          id: newId(),
          vehicleId: id,
          kind: 'imported',
          data: { action: 'created', stockNumber: stockNumbers[i] },
          actorId,
          at: now,
        });
        return {
          ...values,
          id,
          organizationId,
          stockNumber: stockNumbers[i]!,
          createdBy: actorId,
          statusChangedAt: now,
          listedAt: values.listed ? now : null,
          soldAt: null,
          createdAt: now,
          updatedAt: now,
        };
      });
      for (const part of chunks(rows)) await tx.insert(vehicles).values(part);
    }

    for (const { id, oldPriceCents, values } of write.updates) {
      const set: Partial<typeof vehicles.$inferInsert> = { ...values, updatedAt: now };
      if (values.status !== undefined) {
        set.statusChangedAt = now;
        if (values.status === 'sold') set.soldAt = now;
      }
      if (values.listed === true) set.listedAt = now;
      await tx
        .update(vehicles)
        .set(set)
        .where(and(eq(vehicles.id, id), eq(vehicles.organizationId, organizationId), isNull(vehicles.deletedAt)));
      if ('priceCents' in values && values.priceCents !== oldPriceCents)
        prices.push({
          id: newId(),
          vehicleId: id,
          oldPriceCents,
          newPriceCents: values.priceCents ?? null,
          changedBy: actorId,
          changedAt: now,
        });
      events.push({
        id: newId(),
        vehicleId: id,
        kind: 'imported',
        data: { action: 'updated', fields: Object.keys(values) },
        actorId,
        at: now,
      });
    }

    for (const part of chunks(prices)) await tx.insert(vehiclePriceChanges).values(part);
    for (const part of chunks(events)) await tx.insert(vehicleEvents).values(part);
    return { created: write.creates.length, updated: write.updates.length };
  });

/**
 * Another import or add wrote one of these VINs between this file's check and its write (the
 * per-dealership VIN index refused it): the caller answers 409 and the person previews again.
 */
export const isDuplicateVin = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

// ---------------------------------------------------------------------------------------------
// Export

/** Rows per read while exporting: memory stays flat however large the stock. */
export const EXPORT_BATCH = 1000;

/**
 * Every vehicle matching the filter, in the list's order, a batch at a time. Offset paging inside
 * one export is fine at dealership scale (thousands), and keeps the list's sort exactly.
 */
export async function* exportVehicles(
  db: Db,
  organizationId: string,
  query: InventoryQuery,
): AsyncGenerator<ExportVehicle[]> {
  const where = and(...inventoryFilters(organizationId, query));
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await db
      .select(valueColumns)
      .from(vehicles)
      .where(where)
      .orderBy(...INVENTORY_ORDER[query.sort])
      .limit(EXPORT_BATCH)
      .offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}
