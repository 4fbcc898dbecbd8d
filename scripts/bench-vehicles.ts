/**
 * Vehicles in bulk for the benches (bench:inventory, bench:dashboard): INSERT … SELECT
 * generate_series, in slices, on either driver. One dealership per ~5,000 vehicles (or all of them in
 * one given dealership), makes/models/trims/prices from the demo seed's catalog, years skewed to the
 * last five, mileage by age, statuses (60 % available, 17 % sold …), ~90 % of the for-sale vehicles
 * listed, in-stock dates over 180 days. Deterministic: every run has the same data.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { DEMO_CATALOG } from '../src/server/db/seed-vehicles';

const VEHICLES_PER_DEALERSHIP = 5_000;

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The catalog as a table, each model repeated by its weight so a uniform pick is a weighted one. */
const catalogValues = () => {
  const rows: string[] = [];
  const q = quote;
  for (const model of DEMO_CATALOG)
    for (let w = 0; w < model.weight; w++)
      for (const [trim, msrp] of model.trims)
        rows.push(
          `(${[q(model.make), q(model.model), q(trim), msrp, q(model.wmi[0]!.slice(0, 3)), q(model.body), q(model.fuel), q(model.transmission), q(model.drivetrains[0]!), q(model.engine), model.doors, model.years[0], model.years[1]].join(', ')})`,
        );
  return rows;
};

/** The catalog table growVehicles picks models from (once per database, before the first growVehicles). */
export const createBenchCatalog = async (db: Db) => {
  await db.execute(sql`create table bench_models (idx serial primary key, make text, model text, trim text, msrp int,
    wmi text, body text, fuel text, transmission text, drivetrain text, engine text, doors int, year_min int, year_max int)`);
  await db.execute(
    sql.raw(`insert into bench_models (make, model, trim, msrp, wmi, body, fuel, transmission, drivetrain, engine, doors, year_min, year_max)
      values ${catalogValues().join(',\n')}`),
  );
};

/** Uniform in [0, 1) from the row number and a salt: deterministic, so every run has the same data. */
const rand = (salt: number) => `((hashint8(g::bigint * 7919 + ${salt}) & 2147483647)::float8 / 2147483648)`;

export interface GrowOptions {
  /**
   * Every vehicle goes to this existing dealership (e.g. a seeded demo one that people sign in to);
   * without it, new bench dealerships are made, one per ~5,000 vehicles.
   */
  readonly organizationId?: string;
}

/** Adds vehicles g = from..to, and the dealerships they belong to. */
export const growVehicles = async (db: Db, from: number, to: number, options: GrowOptions = {}) => {
  const firstDealer = Math.floor((from - 1) / VEHICLES_PER_DEALERSHIP) + 1;
  const lastDealer = Math.max(firstDealer, Math.floor(to / VEHICLES_PER_DEALERSHIP));
  if (!options.organizationId)
    await db.execute(
      sql.raw(`insert into organizations (id, name, slug, city, region, country, plan, plan_status, stock_prefix)
      select 'bd' || k, 'Bench Motors ' || k, 'bench-motors-' || k, 'Columbus', 'OH', 'US', 'pro', 'active', 'BM'
      from generate_series(${firstDealer}, ${lastDealer}) k on conflict (id) do nothing`),
    );
  const org = options.organizationId
    ? quote(options.organizationId)
    : `'bd' || (${firstDealer} + floor(${rand(1)} * ${lastDealer - firstDealer + 1}))::int`;
  const models = Number(
    ((await db.execute(sql`select count(*)::int as n from bench_models`)) as unknown as { rows: { n: number }[] })
      .rows[0]!.n,
  );
  // In slices, so neither driver holds a million-row statement in memory at once.
  const SLICE = 50_000;
  for (let start = from; start <= to; start += SLICE) {
    const end = Math.min(to, start + SLICE - 1);
    await db.execute(
      sql.raw(`
      with src as (
        select g,
          -- dealership #1 keeps its vehicles from the first slice; later ones go to the new dealerships
          ${org} as org,
          m.*,
          greatest(m.year_min, least(m.year_max, 2026 - floor(power(${rand(2)}, 1.6) * 14)::int)) as year,
          ${rand(3)} as r_status, ${rand(4)} as r_listed, ${rand(5)} as r_price, ${rand(6)} as r_miles,
          floor(power(${rand(7)}, 1.3) * 180)::int as days
        from generate_series(${start}, ${end}) g
        join bench_models m on m.idx = 1 + floor(${rand(8)} * ${models})::int
      ), shaped as (
        select *,
          case when r_status < 0.60 then 'available' when r_status < 0.65 then 'on_hold'
               when r_status < 0.70 then 'incoming' when r_status < 0.78 then 'recon'
               when r_status < 0.95 then 'sold' when r_status < 0.98 then 'wholesaled' else 'archived' end as status,
          greatest(0, 2026 - year) as age
        from src
      ), priced as (
        select *,
          (round(msrp * greatest(0.15, case when age = 0 then 0.97 else 0.84 * power(0.9, age - 1) end)
            * (0.85 + 0.3 * r_price) / 100) * 100 - 5)::int as price,
          case when age = 0 then (r_miles * 40)::int else (age * 12000 * (0.5 + r_miles))::int end as miles
        from shaped
      )
      insert into vehicles (id, organization_id, vin, stock_number, year, make, model, trim, body, fuel, transmission,
        drivetrain, engine, doors, exterior_color, mileage, condition, status, status_changed_at, in_stock_date,
        listed, listed_at, sold_at, price_cents, cost_cents, pack_cents, created_at, updated_at)
      select 'bv' || g, org,
        wmi || 'BNCHA0' || substr('ABCDEFGHJKLMNPRSTVWXY123456789', ((year - 1980) % 30) + 1, 1) || 'B' || lpad((g % 1000000)::text, 6, '0'),
        'BM-' || lpad(g::text, 7, '0'), year, make, model, trim, body, fuel, transmission, drivetrain, engine, doors,
        (array['Black','White','Silver','Gray','Blue','Red','Pearl White'])[1 + (g % 7)],
        miles, case when age = 0 and miles < 100 then 'new' when age <= 4 and g % 4 = 0 then 'certified' else 'used' end,
        status, now() - (days / 2) * interval '1 day', current_date - days,
        status in ('available', 'on_hold') and r_listed < 0.9,
        case when status in ('available', 'on_hold') and r_listed < 0.9 then now() - (days - 3) * interval '1 day' end,
        case when status = 'sold' then now() - (days / 3) * interval '1 day' end,
        price * 100, (price * 82), 49500, now() - days * interval '1 day', now() - (days / 2) * interval '1 day'
      from priced`),
    );
  }
  // VACUUM as well: a table that has been in use has been vacuumed by autovacuum, which sets the
  // visibility map the index-only scans rely on; one bulk-loaded a moment ago has not been yet.
  await db.execute(sql`vacuum analyze`);
};
