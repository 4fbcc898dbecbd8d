/** Reading CSV cells: generous with how dealers write values, never a silent guess. */
import { describe, expect, it } from 'vitest';
import {
  parseBody,
  parseBoolean,
  parseCondition,
  parseDate,
  parseDrivetrain,
  parseFuel,
  parseMileage,
  parseMoney,
  parseStatus,
  parseTransmission,
  parseYear,
} from '../../src/server/inventory/csv-values';

const value = <T>(parsed: { ok: true; value: T } | { ok: false; error: string }) =>
  parsed.ok ? parsed.value : `error: ${parsed.error}`;

describe('money', () => {
  it.each([
    ['24900', 2_490_000],
    ['$24,900', 2_490_000],
    ['$24,900.50', 2_490_050],
    ['24900.5', 2_490_050],
    ['USD 18,000', 1_800_000],
    ['24.9k', 2_490_000],
    ['24.900,50', 2_490_050],
    ['24,50', 2_450],
    [' $ 1 999 ', 199_900],
  ])('%s → %d cents', (raw, cents) => expect(value(parseMoney(raw, 'price'))).toBe(cents));

  it.each(['24.900', 'call', '-500', '(500)', '1,2,3', '$'])('refuses %s', (raw) =>
    expect(parseMoney(raw, 'price').ok).toBe(false),
  );
  it('names the ambiguity of 24.900', () =>
    expect(value(parseMoney('24.900', 'price'))).toMatch(/could be 24900 or 24.900/));
});

describe('mileage', () => {
  it.each([
    ['45120', 45_120],
    ['45,120', 45_120],
    ['45,120 mi', 45_120],
    ['45120 miles', 45_120],
    ['24.9k', 24_900],
    ['24.9K', 24_900],
    ['0', 0],
  ])('%s → %d', (raw, miles) => expect(value(parseMileage(raw))).toBe(miles));
  it.each(['45.123', '45.5', '12 km', '40000 kms', 'lots', '-5'])('refuses %s', (raw) =>
    expect(parseMileage(raw).ok).toBe(false),
  );
});

describe('year and date', () => {
  it('reads four-digit years only', () => {
    expect(value(parseYear('2021'))).toBe(2021);
    expect(parseYear('21').ok).toBe(false);
    expect(parseYear("'05").ok).toBe(false);
  });
  it.each([
    ['2026-03-14', '2026-03-14'],
    ['2026/3/4', '2026-03-04'],
    ['3/14/2026', '2026-03-14'],
    ['2026-03-14T10:00:00Z', '2026-03-14'],
  ])('%s → %s', (raw, iso) => expect(value(parseDate(raw))).toBe(iso));
  it.each(['14/3/2026', '2026-02-30', 'yesterday', '14.03.2026'])('refuses %s', (raw) =>
    expect(parseDate(raw).ok).toBe(false),
  );
});

describe('vocabularies', () => {
  it('reads keys, labels and common synonyms', () => {
    expect(value(parseBody('SUV'))).toBe('suv');
    expect(value(parseBody('Sport Utility'))).toBe('suv');
    expect(value(parseBody('crew cab'))).toBe('pickup');
    expect(value(parseFuel('Gas'))).toBe('gasoline');
    expect(value(parseFuel('PHEV'))).toBe('plug_in_hybrid');
    expect(value(parseFuel('Plug-in hybrid'))).toBe('plug_in_hybrid');
    expect(value(parseTransmission('Auto'))).toBe('automatic');
    expect(value(parseTransmission('CVT'))).toBe('cvt');
    expect(value(parseDrivetrain('4x4'))).toBe('4wd');
    expect(value(parseDrivetrain('All-Wheel Drive'))).toBe('awd');
    expect(value(parseCondition('CPO'))).toBe('certified');
    expect(value(parseCondition('Certified pre-owned'))).toBe('certified');
    expect(value(parseStatus('On hold'))).toBe('on_hold');
    expect(value(parseStatus('on_hold'))).toBe('on_hold');
    expect(value(parseBoolean('Yes', 'listed'))).toBe(true);
    expect(value(parseBoolean('0', 'listed'))).toBe(false);
  });
  it('lists the choices when a value is unknown', () => {
    expect(value(parseBody('spaceship'))).toMatch(/use one of Sedan, Coupe/);
    expect(parseBoolean('maybe', 'listed').ok).toBe(false);
  });
});
