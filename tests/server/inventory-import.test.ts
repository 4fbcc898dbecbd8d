/**
 * Inventory CSV import and export through the API: preview rules, all-or-nothing writes, upsert by
 * VIN inside one dealership, the round trip, cost visibility, formula injection, size and row limits.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, vehiclePriceChanges, vehicles } from '../../src/server/db/schema';
import { applyImport, isDuplicateVin } from '../../src/server/db/queries/vehicle-imports';
import { closeVinDecoder } from '../../src/server/vin';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '../../src/shared/vehicles';
import { checkDigit } from '../../src/shared/vin';
import { CLIENT_IP_HEADER } from '../../src/server/auth/auth';
import { createTestApp, inviteAndAccept, ORIGIN, registerDealer, type Client, type TestApp } from './helpers';

let t: TestApp;
let owner: Client;
let ownerOrg: string;
let other: Client;
let sales: Client;

beforeAll(async () => {
  t = await createTestApp();
  const a = await registerDealer(t, 'Maple Street Motors');
  owner = a.client;
  ownerOrg = a.dealership.id;
  other = (await registerDealer(t, 'Harbor Auto')).client;
  sales = (await inviteAndAccept(t, owner, 'sales')).member;
});
afterAll(async () => {
  await closeVinDecoder();
  await t.close();
});

/** A valid VIN: a real Honda Accord pattern with its serial and the check digit that fits. */
const vinFor = (serial: number, base = '1HGCM82633A') => {
  const draft = `${base}${String(serial).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${checkDigit(draft)}${draft.slice(9)}`;
};

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;
const postCsv = (client: Client, path: string, text: string, mapping?: object) =>
  client.post(`${path}${mapping ? `?mapping=${encodeURIComponent(JSON.stringify(mapping))}` : ''}`, text, {
    'content-type': 'text/csv',
  });
const preview = (client: Client, text: string, mapping?: object) =>
  postCsv(client, '/api/inventory/import/preview', text, mapping);
const runImport = (client: Client, text: string, mapping?: object) =>
  postCsv(client, '/api/inventory/import', text, mapping);
const vehicleCount = async (organizationId = ownerOrg) =>
  (await t.db.select({ n: count() }).from(vehicles).where(eq(vehicles.organizationId, organizationId)))[0]!.n;

describe('preview', () => {
  it('suggests the mapping from headers, reads generous values and names every row error', async () => {
    const file = csv(
      'Stock #;VIN;Year;Make;Model;Odometer;List Price;Ext. Color;Condition',
      `X1;${vinFor(101)};2003;Honda;Accord;"45,120";"$24,900";Blue;Used`,
      `X2;1HGCM82633AOO4352;2003;Honda;Accord;24.9k;18500;Red;CPO`,
      `X3;${vinFor(101)};2003;Honda;Accord;1000;1;Grey;Used`,
      `X4;${vinFor(102)};2003;Honda;Accord;;12000;;Used`,
      `X5;${vinFor(103)};2003;Honda;Accord;12 km;abc;;Brand new`,
    );
    const res = await preview(owner, file);
    expect(res.status).toBe(200);
    expect(res.body.columns[1]).toBe('VIN');
    expect(res.body.mapping).toMatchObject({
      vin: 'VIN',
      year: 'Year',
      mileage: 'Odometer',
      price: 'List Price',
      exteriorColor: 'Ext. Color',
      condition: 'Condition',
    });
    const [ok, badVin, dup, noMiles, junk] = res.body.rows;
    expect(ok).toMatchObject({ line: 2, action: 'create', errors: {} });
    expect(ok.vehicle).toMatchObject({ mileage: 45120, priceCents: 2_490_000, make: 'Honda' });
    expect(badVin.action).toBe('error');
    expect(badVin.vinSuggestions).toContain('1HGCM82633A004352');
    expect(badVin.errors.vin).toContain('Did you mean 1HGCM82633A004352?');
    expect(badVin.vehicle.mileage).toBe(24_900);
    expect(dup.errors.vin).toBe('The same VIN as line 2');
    expect(noMiles.errors.mileage).toBe('Enter the mileage');
    expect(Object.keys(junk.errors).sort()).toEqual(['condition', 'mileage', 'price']);
    expect(res.body.summary).toEqual({ rows: 5, creates: 1, updates: 0, unchanged: 0, errors: 4 });
  });

  it('fills blanks from the VIN decoder', async () => {
    const res = await preview(owner, csv('VIN,Mileage', `1HGCM82633A004352,88000`));
    expect(res.status).toBe(200);
    const [row] = res.body.rows;
    expect(row.action).toBe('create');
    expect(row.vehicle).toMatchObject({ year: 2003, make: expect.stringMatching(/honda/i), model: 'Accord' });
    expect(row.decoded).toEqual(expect.arrayContaining(['year', 'make', 'model']));
  });

  it('refuses a mapping that names a column the file lacks, or leaves out the VIN', async () => {
    const file = csv('VIN,Mileage', `${vinFor(1)},10`);
    const res = await preview(owner, file, { vin: 'VIN', mileage: 'Miles' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields['mapping.mileage']).toMatch(/no column "Miles"/);
    const noVin = await preview(owner, file, { mileage: 'Mileage' });
    expect(noVin.status).toBe(422);
    expect(noVin.body.error.fields['mapping.vin']).toBeDefined();
  });

  it('accepts a multipart upload with a mapping field', async () => {
    const form = new FormData();
    form.set('file', new File([csv('Serial,Miles', `${vinFor(7)},100`)], 'stock.csv', { type: 'text/csv' }));
    form.set('mapping', JSON.stringify({ vin: 'Serial', mileage: 'Miles' }));
    const res = await t.app.request('/api/inventory/import/preview', {
      method: 'POST',
      headers: { Origin: ORIGIN, [CLIENT_IP_HEADER]: owner.ip, cookie: cookieOf(owner) },
      body: form,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { rows: { action: string; vehicle: { mileage: number } }[] };
    expect(body.rows[0]).toMatchObject({ action: 'create', vehicle: { mileage: 100 } });
  });

  it('refuses a file over the size limit (413 naming the file) and one with too many rows (422)', async () => {
    const big = `VIN,Mileage\n${'x'.repeat(CSV_MAX_BYTES + 10)}\n`;
    const tooBig = await preview(owner, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.fields?.file ?? tooBig.body.error.message).toBeTruthy();

    const tenMb = await preview(owner, 'a'.repeat(10 * 1024 * 1024));
    expect(tenMb.status).toBe(413);

    const rows = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => `${vinFor(i + 1)},1000`);
    const many = await preview(owner, csv('VIN,Mileage', ...rows));
    expect(many.status).toBe(422);
    expect(many.body.error.message).toContain(`this file has ${(CSV_MAX_ROWS + 1).toLocaleString('en-US')}`);
  });

  it('refuses JSON (415) and answers no one signed out (401)', async () => {
    const json = await owner.post('/api/inventory/import/preview', { file: 'VIN\n' });
    expect(json.status).toBe(415);
    const res = await t.app.request('/api/inventory/import/preview', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'content-type': 'text/csv' },
      body: 'VIN\n',
    });
    expect(res.status).toBe(401);
  });

  it(`previews ${CSV_MAX_ROWS.toLocaleString('en-US')} rows (prints the time)`, async () => {
    // Forty patterns (two makes' descriptors) the decoder sees for the first time, and blank specs to fill.
    const bases = ['1HGCM82633A', '1HGCM66543A', '2HGES16553H', '1HGCG56622A', '5YJSA1H12FF'];
    const rows = Array.from(
      { length: CSV_MAX_ROWS },
      (_, i) =>
        `${vinFor(500_000 + i, bases[i % bases.length])},${10_000 + i},"$${(15_000 + i).toLocaleString('en-US')}"`,
    );
    const started = performance.now();
    const res = await preview(owner, csv('VIN,Mileage,Price', ...rows));
    const ms = Math.round(performance.now() - started);
    console.log(`[inventory-import] preview of ${CSV_MAX_ROWS} rows: ${ms} ms`);
    expect(res.status).toBe(200);
    expect(res.body.summary.rows).toBe(CSV_MAX_ROWS);

    // The same file imported by a dealership of its own: every row a new vehicle with its own stock number.
    const big = await registerDealer(t, 'Prairie Fleet Sales');
    const importStarted = performance.now();
    const imported = await runImport(big.client, csv('VIN,Mileage,Price', ...rows));
    console.log(
      `[inventory-import] import of ${CSV_MAX_ROWS} rows: ${Math.round(performance.now() - importStarted)} ms`,
    );
    expect(imported.body).toEqual({ created: CSV_MAX_ROWS, updated: 0 });
    const stock = await t.db
      .select({ n: sql<number>`count(distinct ${vehicles.stockNumber})::int` })
      .from(vehicles)
      .where(eq(vehicles.organizationId, big.dealership.id));
    expect(stock[0]!.n).toBe(CSV_MAX_ROWS);
  }, 180_000);
});

describe('import', () => {
  it('writes nothing when one row has an error (422 naming the rows)', async () => {
    const before = await vehicleCount();
    const res = await runImport(
      owner,
      csv(
        'VIN,Year,Make,Model,Mileage',
        `${vinFor(201)},2003,Honda,Accord,1000`,
        `${vinFor(202)},2003,Honda,Accord,lots`,
      ),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('IMPORT_HAS_ERRORS');
    expect(res.body.error.rows).toEqual([{ line: 3, fields: { mileage: expect.any(String) } }]);
    expect(await vehicleCount()).toBe(before);
  });

  it('creates with stock numbers, then upserts by VIN with price history', async () => {
    const file = csv(
      'VIN,Year,Make,Model,Mileage,Price,Status',
      `${vinFor(301)},2003,Honda,Accord,1000,20000,Available`,
      `${vinFor(302)},2003,Honda,Accord,2000,,`,
    );
    const first = await runImport(owner, file);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ created: 2, updated: 0 });
    const made = await vehicleByVin(vinFor(301));
    expect(made).toMatchObject({ status: 'available', priceCents: 2_000_000, mileage: 1000, condition: 'used' });
    expect(made.stockNumber).toMatch(/^[A-Z0-9]+-\d{5}$/);
    expect((await vehicleByVin(vinFor(302))).stockNumber).not.toBe(made.stockNumber);

    const update = csv('VIN,Mileage,Price', `${vinFor(301)},1500,19500`, `${vinFor(302)},2000,`, `${vinFor(303)},10,`);
    const shown = await preview(owner, update);
    expect(shown.body.rows.map((r: { action: string }) => r.action)).toEqual(['update', 'unchanged', 'create']);
    expect(shown.body.rows[0].vehicle.stockNumber).toBe(made.stockNumber);
    const second = await runImport(owner, update);
    expect(second.body).toEqual({ created: 1, updated: 1 });
    expect(await vehicleByVin(vinFor(301))).toMatchObject({ id: made.id, mileage: 1500, priceCents: 1_950_000 });
    const history = await t.db.select().from(vehiclePriceChanges).where(eq(vehiclePriceChanges.vehicleId, made.id));
    const moves = history.map((h) => [h.oldPriceCents, h.newPriceCents]);
    expect(moves).toHaveLength(2);
    expect(moves).toEqual(
      expect.arrayContaining([
        [null, 2_000_000],
        [2_000_000, 1_950_000],
      ]),
    );
  });

  it('refuses a status move the lifecycle does not allow', async () => {
    await runImport(owner, csv('VIN,Year,Make,Model,Mileage,Status', `${vinFor(401)},2003,Honda,Accord,5,Incoming`));
    const res = await preview(owner, csv('VIN,Mileage,Status', `${vinFor(401)},5,Sold`));
    expect(res.body.rows[0].errors.status).toBe("A vehicle can't go from Incoming to Sold");
  });

  it("treats another dealership's VIN as a new vehicle here", async () => {
    const file = csv('VIN,Year,Make,Model,Mileage', `${vinFor(301)},2003,Honda,Accord,777`);
    const res = await preview(other, file);
    expect(res.body.rows[0]).toMatchObject({ action: 'create', vehicleId: null });
    expect((await runImport(other, file)).body).toEqual({ created: 1, updated: 0 });
    expect((await vehicleByVin(vinFor(301))).mileage).toBe(1500);
  });
});

describe('export', () => {
  it('round trips: the exported file imports back with nothing to change', async () => {
    const added = await runImport(
      owner,
      csv(
        'VIN,Year,Make,Model,Trim,Mileage,Price,Cost,Pack,Condition,Body,Fuel,Transmission,Drivetrain,Exterior color,Interior color,In stock date,Description,Status,Listed',
        `${vinFor(501)},2003,Honda,Accord,"EX, V6",61000,"$8,450.50",6000,500,Certified pre-owned,Sedan,Gas,Auto,FWD,Blue,"Tan; leather",2026-01-15,"One owner.\nNew tires, ""like new""",Available,Yes`,
      ),
    );
    expect(added.body).toEqual({ created: 1, updated: 0 });
    const res = await owner.get('/api/inventory/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="inventory-.*\.csv"/);
    const text = res.body as string;
    expect(text.split('\r\n')[0]).toContain('Cost');
    const back = await preview(owner, text);
    expect(back.status).toBe(200);
    expect(back.body.mapping).toMatchObject({ vin: 'VIN', price: 'Asking price', cost: 'Cost', pack: 'Pack' });
    expect(back.body.summary).toMatchObject({ errors: 0, creates: 0, updates: 0 });
    expect(back.body.summary.unchanged).toBe(await vehicleCount());
    expect((await runImport(owner, text)).body).toEqual({ created: 0, updated: 0 });
  });

  it('exports only what the filter matches', async () => {
    const res = await owner.get('/api/inventory/export.csv?status=available&q=accord');
    const lines = (res.body as string).trim().split('\r\n');
    const [available] = await t.db
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.organizationId, ownerOrg), eq(vehicles.status, 'available')));
    expect(lines.length - 1).toBe(available!.n);
    expect((await owner.get('/api/inventory/export.csv?status=bogus')).status).toBe(400);
  });

  it('leaves cost and pack out for sales unless the owner allows them', async () => {
    const hidden = await sales.get('/api/inventory/export.csv');
    expect(hidden.status).toBe(200);
    const header = (hidden.body as string).split('\r\n')[0]!;
    expect(header).not.toMatch(/Cost|Pack/);
    const refused = await preview(sales, csv('VIN,Mileage,Cost', `${vinFor(601)},1,100`), {
      vin: 'VIN',
      mileage: 'Mileage',
      cost: 'Cost',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.fields['mapping.cost']).toBeDefined();

    await t.db.update(organizations).set({ salesSeeCost: true }).where(eq(organizations.id, ownerOrg));
    const shown = await sales.get('/api/inventory/export.csv');
    expect((shown.body as string).split('\r\n')[0]).toContain('Cost');
    await t.db.update(organizations).set({ salesSeeCost: false }).where(eq(organizations.id, ownerOrg));
  });

  it('escapes cells a spreadsheet would run as formulas, and reads them back unchanged', async () => {
    const vin = vinFor(701);
    await runImport(
      owner,
      csv(
        'VIN,Year,Make,Model,Trim,Mileage,Description',
        `${vin},2003,Honda,Accord,"=HYPERLINK(""http://x"")",9,@SUM(A1)`,
      ),
    );
    const text = (await owner.get(`/api/inventory/export.csv?q=${vin}`)).body as string;
    const row = text.split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain(`'@SUM(A1)`);
    expect(row).not.toMatch(/,[=+\-@]/);
    const back = await preview(owner, text);
    expect(back.body.rows[0].action).toBe('unchanged');
    expect((await vehicleByVin(vin)).trim).toBe('=HYPERLINK("http://x")');
  });
});

const vehicleByVin = async (vin: string, organizationId = ownerOrg) => {
  const [row] = await t.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), eq(vehicles.vin, vin)));
  if (!row) throw new Error(`no vehicle ${vin}`);
  return row;
};
const cookieOf = (client: Client) => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');

describe('a VIN added meanwhile', () => {
  it('rolls the whole write back and is recognised as a duplicate (the route answers 409)', async () => {
    const vin = vinFor(801);
    await runImport(owner, csv('VIN,Year,Make,Model,Mileage', `${vin},2003,Honda,Accord,1`));
    const before = await vehicleCount();
    const values = { ...(await vehicleByVin(vin)) };
    const row = {
      vin,
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: null,
      body: null,
      fuel: null,
      transmission: null,
      drivetrain: null,
      engine: null,
      doors: null,
      exteriorColor: null,
      interiorColor: null,
      mileage: 1,
      condition: 'used' as const,
      status: 'incoming' as const,
      listed: false,
      priceCents: null,
      costCents: null,
      packCents: 0,
      inStockDate: values.inStockDate,
      description: null,
    };
    const error = await applyImport(t.db, ownerOrg, values.createdBy!, {
      creates: [{ ...row, vin: vinFor(802) }, row],
      updates: [],
    }).catch((e: unknown) => e);
    expect(isDuplicateVin(error)).toBe(true);
    expect(await vehicleCount()).toBe(before);
  });
});
