/** The CSV file itself: reading, the suggested mapping, planning rows, and the export's cells. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvLine,
  detectDelimiter,
  exportColumns,
  planImport,
  readCsv,
  unguard,
  type ExistingVehicle,
} from '../../src/server/inventory/csv';
import { mappingProblems, suggestMapping } from '../../src/server/inventory/csv-mapping';
import { IMPORT_FIELD_LABELS } from '../../src/shared/schemas/vehicle-import';

const table = (text: string) => {
  const read = readCsv(text);
  if (!read.ok) throw new Error(read.message);
  return read.table;
};

describe('reading', () => {
  it('takes a BOM, semicolons, quoted fields with newlines, and skips blank lines keeping line numbers', () => {
    const t = table('\uFEFFVIN;Notes\n1HGCM82633A004352;"a; b\nc"\n\n;\n5YJSA1H12FFP71790;x\n');
    expect(t.headers).toEqual(['VIN', 'Notes']);
    expect(t.rows).toEqual([
      { line: 2, cells: ['1HGCM82633A004352', 'a; b\nc'] },
      { line: 5, cells: ['5YJSA1H12FFP71790', 'x'] },
    ]);
  });
  it('detects the delimiter from the header line', () => {
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',');
    expect(detectDelimiter('"a,b";c;d\n')).toBe(';');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
  });
  it('refuses an empty file, a missing header and duplicate column names', () => {
    expect(readCsv('').ok).toBe(false);
    expect(readCsv('\n\n').ok).toBe(false);
    expect(readCsv('VIN,VIN\n1,2\n')).toEqual({ ok: false, message: 'Two columns are called "VIN": rename one.' });
  });
});

describe('suggested mapping', () => {
  it('maps the headers of common DMS exports', () => {
    expect(
      suggestMapping([
        'Stock #',
        'VIN #',
        'Model Year',
        'Make',
        'Model',
        'Odometer',
        'Internet Price',
        'Unit Cost',
        'Ext Color',
        'Int. Color',
        'New/Used',
      ]),
    ).toEqual({
      vin: 'VIN #',
      year: 'Model Year',
      make: 'Make',
      model: 'Model',
      mileage: 'Odometer',
      price: 'Internet Price',
      cost: 'Unit Cost',
      exteriorColor: 'Ext Color',
      interiorColor: 'Int. Color',
      condition: 'New/Used',
    });
  });
  it('maps its own export back completely', () => {
    const headers = exportColumns(true).map((c) => c.header);
    const mapping = suggestMapping(headers);
    for (const [field, label] of Object.entries(IMPORT_FIELD_LABELS)) expect(mapping).toHaveProperty(field, label);
  });
  it('never reads kilometres as miles', () => expect(suggestMapping(['VIN', 'KM'])).toEqual({ vin: 'VIN' }));
  it('names a column the file lacks, a column used twice and a missing VIN', () => {
    expect(mappingProblems({ vin: 'VIN', mileage: 'VIN', price: 'Nope' }, ['VIN'])).toEqual({
      'mapping.mileage': '"VIN" already fills VIN',
      'mapping.price': 'The file has no column "Nope"',
    });
    expect(mappingProblems({ mileage: 'Miles' }, ['Miles'])).toHaveProperty('mapping.vin');
  });
});

const existing = (over: Partial<ExistingVehicle> = {}): ExistingVehicle => ({
  id: 'veh_1',
  stockNumber: 'MSM-00001',
  vin: '1HGCM82633A004352',
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
  mileage: 100_000,
  condition: 'used',
  status: 'available',
  listed: true,
  priceCents: 500_000,
  costCents: 300_000,
  packCents: 0,
  inStockDate: '2026-01-01',
  description: null,
  ...over,
});

describe('planning rows', () => {
  const mapping = suggestMapping(['VIN', 'Year', 'Make', 'Model', 'Mileage', 'Price', 'Status', 'Cost']);

  it('updates only what changed, unlists when leaving a listable status, and keeps blanks as they are', async () => {
    const rows = await planImport(
      table('VIN,Year,Make,Model,Mileage,Price,Status,Cost\n1HGCM82633A004352,,,,100000,4500,On hold,\n'),
      mapping,
      { existing: new Map([['1HGCM82633A004352', existing()]]), costVisible: true },
    );
    expect(rows[0]!.row.action).toBe('update');
    expect(rows[0]!.values).toEqual({ priceCents: 450_000, status: 'on_hold' });
    const sold = await planImport(
      table('VIN,Mileage,Status\n1HGCM82633A004352,100000,Sold\n'),
      suggestMapping(['VIN', 'Mileage', 'Status']),
      { existing: new Map([['1HGCM82633A004352', existing()]]), costVisible: true },
    );
    expect(sold[0]!.values).toEqual({ status: 'sold', listed: false });
  });

  it('ignores the cost column for someone who may not see cost', async () => {
    const rows = await planImport(
      table('VIN,Year,Make,Model,Mileage,Price,Status,Cost\n1HGCM82633A004352,,,,100000,5000,,1\n'),
      mapping,
      { existing: new Map([['1HGCM82633A004352', existing()]]), costVisible: false },
    );
    expect(rows[0]!.row.action).toBe('unchanged');
  });

  it('fills a new vehicle from the decoder, and starts it incoming, used, with the default pack', async () => {
    const rows = await planImport(table('VIN,Mileage\n5YJSA1H12FFP71790,71230\n'), suggestMapping(['VIN', 'Mileage']), {
      existing: new Map(),
      costVisible: true,
      defaultPackCents: 49_500,
      today: '2026-11-20',
      decode: async (vins) =>
        new Map(
          vins.map((vin) => [
            vin,
            {
              vin,
              decoded: true,
              source: 'vpic' as const,
              year: 2015,
              make: 'Tesla',
              model: 'Model S',
              trim: null,
              body: 'sedan' as const,
              fuel: 'electric' as const,
              drivetrain: 'awd' as const,
              transmission: null,
              engine: null,
              doors: 4,
              manufacturer: null,
              plantCity: null,
              plantCountry: null,
              raw: {},
            } as never,
          ]),
        ),
    });
    expect(rows[0]!.row).toMatchObject({
      action: 'create',
      decoded: ['year', 'make', 'model', 'body', 'fuel', 'drivetrain', 'doors'],
    });
    expect(rows[0]!.values).toMatchObject({
      year: 2015,
      make: 'Tesla',
      status: 'incoming',
      condition: 'used',
      packCents: 49_500,
      inStockDate: '2026-11-20',
      listed: false,
    });
  });

  it('says what a new vehicle lacks when the VIN does not decode', async () => {
    const rows = await planImport(table('VIN,Mileage\n11111111111111111,5\n'), suggestMapping(['VIN', 'Mileage']), {
      existing: new Map(),
      costVisible: true,
    });
    expect(rows[0]!.row.errors).toMatchObject({
      year: expect.stringMatching(/did not decode/),
      make: expect.any(String),
    });
  });
});

describe('export cells', () => {
  it('guards formulas and quotes what needs quoting', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('-5 off')).toBe("'-5 off");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+1 614')).toBe("'+1 614");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', null, 'b'])).toBe('a,,b\r\n');
  });

  it('reads back any text it writes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (cells) => {
        const clean = cells.map((c) => c.split('\u0000').join('').trim());
        const read = readCsv(`${csvLine(clean.map((_, i) => `c${i}`))}${csvLine(clean)}`);
        if (!read.ok) return false;
        if (clean.every((c) => c === '')) return read.table.rows.length === 0;
        return read.table.rows[0]!.cells.every((cell, i) => unguard(cell.trim()) === clean[i]);
      }),
    );
  });
});
