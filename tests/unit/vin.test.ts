import { describe, expect, it } from 'vitest';
import {
  RESCUE_LIMIT,
  VIN_CHARACTERS,
  checkDigit,
  modelYearCandidates,
  normalizeVin,
  rescueVin,
  validateVin,
  vinRegion,
  vinWmi,
  type VinRescueCandidate,
} from '../../src/shared/vin';

// An independent check digit written straight from DOMAIN.md › VIN facts, so the module is checked
// against the published table rather than against itself.
const DOMAIN_LETTERS = 'A1 B2 C3 D4 E5 F6 G7 H8 J1 K2 L3 M4 N5 P7 R9 S2 T3 U4 V5 W6 X7 Y8 Z9';
const DOMAIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const referenceValue: Record<string, number> = Object.fromEntries([
  ...[...'0123456789'].map((digit) => [digit, Number(digit)]),
  ...DOMAIN_LETTERS.split(' ').map((pair) => [pair.charAt(0), Number(pair.slice(1))]),
]);
function referenceCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = referenceValue[vin.charAt(i)];
    if (value === undefined) throw new Error(`no value for ${vin.charAt(i)}`);
    sum += value * (DOMAIN_WEIGHTS[i] ?? NaN);
  }
  return sum % 11 === 10 ? 'X' : String(sum % 11);
}
/** True when every character is allowed and position 9 agrees: what "passes its check digit" means. */
function passesCheckDigit(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && referenceCheckDigit(vin) === vin.charAt(8);
}
function at(text: string, position: number, character: string): string {
  return text.slice(0, position - 1) + character + text.slice(position);
}

/** DOMAIN.md's fixtures, exactly as listed there. */
const DOMAIN_FIXTURES: ReadonlyArray<readonly [string, string]> = [
  ['1M8GDM9AXKP042788', 'X'],
  ['5YJSA1H12FFP71790', '2'],
  ['1HGCM82633A004352', '3'],
  ['WDBEA30D3HA391172', '3'],
  ['KM8K2CAB4PU001140', '4'],
  ['11111111111111111', '1'],
];

/**
 * Public VINs from decoder documentation and examples. Each was checked by computing its check
 * digit (the test below does it again); 5YJSA1E14HF000001 and 1FTFW1ET5DFC10312 were dropped from
 * this list because their check digits are wrong (they appear below as invalid examples).
 */
const PUBLIC_VINS = [
  '1HGCM82633A004352',
  '11111111111111111',
  '1M8GDM9AXKP042788',
  'JH4KA7561PC008269',
  '5N1NJ01CXST000001',
  '1G1ZT53826F109149',
  '1FAFP40634F172825',
  '1GNEK13ZX3R298984',
  'JHMCM56557C404453',
  '3N1AB7AP5GY256785',
  '1HD1GP4558K319097',
  '1HGBH41JXMN109186',
  '1FTFW1CT5DFC10312',
];

/** Small seeded PRNG (mulberry32): the property tests are random but repeatable. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function pick(random: () => number, characters: string): string {
  return characters.charAt(Math.floor(random() * characters.length));
}
function randomValidVin(random: () => number): string {
  const vin = Array.from({ length: 17 }, () => pick(random, VIN_CHARACTERS)).join('');
  return at(vin, 9, referenceCheckDigit(at(vin, 9, '0')));
}
const LOOK_ALIKES = ['1IL', '0OQD', '5S', '8B', '2Z', '6G', 'UV'];
const lookAlike = (a: string, b: string) => LOOK_ALIKES.some((group) => group.includes(a) && group.includes(b));

/**
 * What is wrong with a candidate list, or null: each candidate must be a valid VIN, unique, and
 * describe exactly how it differs from the input. Plain code rather than `expect` per candidate,
 * so the property test can check tens of thousands of candidates in well under a second.
 */
function unsound(typed: string, candidates: VinRescueCandidate[]): string | null {
  if (new Set(candidates.map((c) => c.vin)).size !== candidates.length) return `duplicates for ${typed}`;
  for (const candidate of candidates) {
    if (!validateVin(candidate.vin).ok || !passesCheckDigit(candidate.vin)) return `${candidate.vin} is not valid`;
    const differing = [...candidate.vin].flatMap((character, i) => (character === typed[i] ? [] : [i + 1]));
    const listed = candidate.changes.map((change) => change.position);
    if (listed.join() !== differing.join()) return `${candidate.vin} lists changes at ${listed.join()}`;
    const primary = candidate.changes.find((change) => change.position === candidate.position);
    if (
      !primary ||
      primary.from !== candidate.from ||
      primary.to !== candidate.to ||
      primary.reason !== candidate.reason ||
      typed.charAt(candidate.position - 1) !== candidate.from ||
      candidate.vin.charAt(candidate.position - 1) !== candidate.to
    ) {
      return `${candidate.vin}: position, from, to and reason do not match its changes`;
    }
  }
  return null;
}
function expectSound(typed: string, candidates: VinRescueCandidate[]) {
  expect(unsound(typed, candidates)).toBeNull();
}

describe('check digit', () => {
  it.each(DOMAIN_FIXTURES)('DOMAIN.md fixture %s has check digit %s', (vin, expected) => {
    expect(referenceCheckDigit(vin)).toBe(expected);
    expect(checkDigit(vin)).toBe(expected);
    expect(vin.charAt(8)).toBe(expected);
    expect(validateVin(vin)).toEqual({ ok: true, vin, problems: [], warnings: [] });
  });

  it.each(PUBLIC_VINS)('public VIN %s carries its computed check digit', (vin) => {
    expect(referenceCheckDigit(vin)).toBe(vin.charAt(8));
    expect(checkDigit(vin)).toBe(vin.charAt(8));
    expect(validateVin(vin).ok).toBe(true);
    expect(rescueVin(vin)).toEqual([]);
  });

  it('agrees with the DOMAIN.md table on 2,000 random VINs, and ignores position 9', () => {
    const random = prng(17);
    for (let n = 0; n < 2000; n++) {
      const vin = Array.from({ length: 17 }, () => pick(random, VIN_CHARACTERS)).join('');
      expect(checkDigit(vin)).toBe(referenceCheckDigit(vin));
      expect(checkDigit(at(vin, 9, '*'))).toBe(referenceCheckDigit(vin));
    }
  });

  it('is null when it cannot be computed', () => {
    expect(checkDigit('1HGCM82633A00435')).toBeNull();
    expect(checkDigit('1HGCM82633A0043522')).toBeNull();
    expect(checkDigit('1HGCM82633A0O4352')).toBeNull();
    expect(checkDigit('')).toBeNull();
  });
});

describe('normalizeVin', () => {
  it('trims, drops inner spaces and dashes, and upper-cases', () => {
    expect(normalizeVin('  1hg-cm826 33a004352\t')).toBe('1HGCM82633A004352');
    expect(normalizeVin('1HG – CM82633 — A004352')).toBe('1HGCM82633A004352');
    expect(normalizeVin('1HG\u00a0CM82633A004352')).toBe('1HGCM82633A004352');
  });

  it('folds full-width characters from an East Asian keyboard into ASCII', () => {
    expect(normalizeVin('ＪＨ４ＫＡ７５６１ＰＣ００８２６９')).toBe('JH4KA7561PC008269');
  });

  it('keeps I, O and Q (the rescue suggests readings; normalising never guesses)', () => {
    expect(normalizeVin('1hgcm82633a0o4352')).toBe('1HGCM82633A0O4352');
  });
});

describe('validateVin', () => {
  it('normalises and accepts a valid VIN', () => {
    expect(validateVin(' 1hg-cm826 33a004352 ')).toEqual({
      ok: true,
      vin: '1HGCM82633A004352',
      problems: [],
      warnings: [],
    });
  });

  it('asks for a VIN when empty, and counts what is missing or extra', () => {
    expect(validateVin('  ').problems).toEqual([
      { code: 'length', message: 'Enter the VIN: 17 letters and digits.', length: 0 },
    ]);
    expect(validateVin('1HGCM82633A00435').problems).toEqual([
      { code: 'length', message: 'A VIN has 17 characters; this one has 16 (1 missing).', length: 16 },
    ]);
    expect(validateVin('1HGCM82633A00435222').problems[0]).toMatchObject({
      code: 'length',
      length: 19,
      message: expect.stringContaining('2 too many') as unknown,
    });
  });

  it('names I, O and Q with their positions', () => {
    const one = validateVin('1HGCM82633A0O4352');
    expect(one.ok).toBe(false);
    expect(one.problems).toEqual([
      {
        code: 'forbidden-letter',
        message: 'VINs never use the letter O (position 13): it is probably a 0.',
        characters: [{ position: 13, character: 'O' }],
      },
    ]);
    const two = validateVin('IHGCM82633A0Q4352');
    expect(two.problems[0]).toMatchObject({
      code: 'forbidden-letter',
      characters: [
        { position: 1, character: 'I' },
        { position: 13, character: 'Q' },
      ],
    });
    expect(two.problems[0]?.message).toContain('I at position 1 and Q at position 13');
  });

  it('names other characters with their positions, alongside a wrong length', () => {
    const result = validateVin('1HGCM82633A*04352.');
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.code)).toEqual(['length', 'invalid-character']);
    expect(result.problems[1]).toMatchObject({
      characters: [
        { position: 12, character: '*' },
        { position: 18, character: '.' },
      ],
      message: 'Only letters and digits go in a VIN: “*” at position 12 and “.” at position 18.',
    });
  });

  it('rejects a check-digit mismatch in North America and China, with expected and found', () => {
    expect(validateVin('1HGCM82634A004352').problems).toEqual([
      {
        code: 'check-digit',
        message:
          "The check digit (position 9) doesn't match: the rest of the VIN gives 1, not 3. A character is probably mistyped.",
        expected: '1',
        found: '3',
      },
    ]);
    expect(validateVin('5YJSA1E14HF000001').problems[0]).toMatchObject({
      code: 'check-digit',
      expected: '8',
      found: '4',
    });
    expect(validateVin('1FTFW1ET5DFC10312').problems[0]).toMatchObject({ expected: '9', found: '5' });
    expect(validateVin('LRW3E7EK0MC123456').problems[0]).toMatchObject({ code: 'check-digit', expected: '5' });
    expect(validateVin('1HGCM826A3A004352').problems[0]).toMatchObject({
      code: 'check-digit',
      found: 'A',
      message: expect.stringContaining('a digit or X') as unknown,
    });
  });

  it('only warns about a check-digit mismatch elsewhere (DOMAIN.md: a warning outside North America and China)', () => {
    const porsche = validateVin('WP0ZZZ99ZTS392124');
    expect(porsche.ok).toBe(true);
    expect(porsche.problems).toEqual([]);
    expect(porsche.warnings).toEqual([expect.objectContaining({ code: 'check-digit', expected: '8', found: 'Z' })]);
    const mercedes = validateVin('WDBEA30D4HA391172');
    expect(mercedes.ok).toBe(true);
    expect(mercedes.warnings[0]).toMatchObject({ code: 'check-digit', expected: '3', found: '4' });
  });

  it('warns when a North American VIN has no model-year code at position 10', () => {
    const base = at('1HGCM82630A004352', 10, 'U');
    const vin = at(base, 9, referenceCheckDigit(base));
    const result = validateVin(vin);
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'model-year', found: 'U' })]);
  });
});

describe('modelYearCandidates', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('follows position 7 for North American VINs (DOMAIN.md fixtures)', () => {
    // Position 7 a digit: the 1980–2009 cycle.
    expect(modelYearCandidates('1M8GDM9AXKP042788', now)).toEqual([
      { year: 1989, confidence: 'likely' },
      { year: 2019, confidence: 'possible' },
    ]);
    // Position 7 a letter: the 2010–2039 cycle.
    expect(modelYearCandidates('5YJSA1H12FFP71790', now)).toEqual([
      { year: 2015, confidence: 'likely' },
      { year: 1985, confidence: 'possible' },
    ]);
    // 2033 would be more than a year ahead of now.
    expect(modelYearCandidates('1HGCM82633A004352', now)).toEqual([{ year: 2003, confidence: 'likely' }]);
    expect(modelYearCandidates('11111111111111111', now)).toEqual([{ year: 2001, confidence: 'likely' }]);
  });

  it('offers both years elsewhere, ordered by the same rule', () => {
    expect(modelYearCandidates('WDBEA30D3HA391172', now)).toEqual([
      { year: 1987, confidence: 'possible' },
      { year: 2017, confidence: 'possible' },
    ]);
    expect(modelYearCandidates('KM8K2CAB4PU001140', now)).toEqual([
      { year: 2023, confidence: 'possible' },
      { year: 1993, confidence: 'possible' },
    ]);
  });

  it('maps all 30 codes onto both cycles (A = 1980/2010 … Y = 2000/2030, 1 = 2001/2031 … 9 = 2009/2039)', () => {
    const late = new Date('2038-06-01T00:00:00Z');
    [...'ABCDEFGHJKLMNPRSTVWXY123456789'].forEach((code, i) => {
      const years = modelYearCandidates(at('1HGCM8A633A004352', 10, code), late).map((c) => c.year);
      expect(years).toEqual([2010 + i, 1980 + i]);
    });
    expect(modelYearCandidates(at('1HGCM8A633A004352', 10, 'A'), now).map((c) => c.year)).toEqual([2010, 1980]);
  });

  it('never returns a year later than next calendar year', () => {
    expect(modelYearCandidates(at('1HGCM8A633A004352', 10, 'V'), now)).toEqual([
      { year: 2027, confidence: 'likely' },
      { year: 1997, confidence: 'possible' },
    ]);
    expect(modelYearCandidates(at('1HGCM8A633A004352', 10, 'W'), now)).toEqual([
      { year: 1998, confidence: 'possible' },
    ]);
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const code of 'ABCDEFGHJKLMNPRSTVWXY123456789') {
      for (const { year } of modelYearCandidates(at('1HGCM8A633A004352', 10, code))) {
        expect(year).toBeLessThanOrEqual(nextYear);
      }
    }
  });

  it('is empty when position 10 is no year code or missing', () => {
    for (const code of 'UZ0IOQ*') expect(modelYearCandidates(at('1HGCM82633A004352', 10, code), now)).toEqual([]);
    expect(modelYearCandidates('1HGCM8263', now)).toEqual([]);
  });

  it('treats the 7F–70 codes as North American', () => {
    const base = '7SAYGDEE0NF123456';
    expect(modelYearCandidates(at(base, 9, referenceCheckDigit(base)), now)[0]).toEqual({
      year: 2022,
      confidence: 'likely',
    });
  });
});

describe('vinRegion', () => {
  // Only the first two characters count, so manufacturer codes (WMIs) stand for whole VINs.
  it.each([
    // DOMAIN.md: 1, 4, 5 USA; 2 Canada; 3 Mexico; J Japan; K Korea; L China; S UK; W Germany;
    // Z Italy; V France/Spain; Y Sweden/Finland.
    ['1HG', 'North America', 'United States', 'US', true],
    ['4T1', 'North America', 'United States', 'US', true],
    ['5YJ', 'North America', 'United States', 'US', true],
    ['2T1', 'North America', 'Canada', 'CA', true],
    ['3VW', 'North America', 'Mexico', 'MX', true],
    ['JHM', 'Asia', 'Japan', 'JP', false],
    ['KM8', 'Asia', 'South Korea', 'KR', false],
    ['KND', 'Asia', 'South Korea', 'KR', false],
    ['LRW', 'Asia', 'China', 'CN', true],
    ['SAL', 'Europe', 'United Kingdom', 'GB', false],
    ['WDB', 'Europe', 'Germany', 'DE', false],
    ['ZFF', 'Europe', 'Italy', 'IT', false],
    ['VF1', 'Europe', 'France', 'FR', false],
    ['VSS', 'Europe', 'Spain', 'ES', false],
    ['YV1', 'Europe', 'Sweden', 'SE', false],
    ['YS3', 'Europe', 'Sweden', 'SE', false],
    ['YK1', 'Europe', 'Finland', 'FI', false],
    ['TMB', 'Europe', 'Czechia', 'CZ', false],
    ['9BW', 'South America', 'Brazil', 'BR', false],
    ['6G1', 'Oceania', 'Australia', 'AU', false],
    ['AAV', 'Africa', 'South Africa', 'ZA', false],
    ['7SA', 'North America', 'United States', 'US', true],
  ] as const)('%s → %s, %s', (vin, region, country, countryCode, checkDigitRequired) => {
    expect(vinRegion(vin)).toEqual({ region, country, countryCode, checkDigitRequired });
  });

  it('gives the region alone when the country is not known, and null with no region', () => {
    expect(vinRegion('K')).toEqual({ region: 'Asia', country: null, countryCode: null, checkDigitRequired: false });
    expect(vinRegion('l')).toEqual({ region: 'Asia', country: null, countryCode: null, checkDigitRequired: true });
    expect(vinRegion('0AB')).toBeNull();
    expect(vinRegion('IHG')).toBeNull();
    expect(vinRegion('')).toBeNull();
  });
});

describe('vinWmi', () => {
  it('is positions 1–3, or 1–3 plus 12–14 for a low-volume maker (third character 9)', () => {
    expect(vinWmi('1HGCM82633A004352')).toBe('1HG');
    expect(vinWmi('1G9AAAAA0AA123456')).toBe('1G9123');
    expect(vinWmi('1G9AAAAA0AA1')).toBeNull();
    expect(vinWmi('wd')).toBeNull();
  });
});

describe('rescueVin', () => {
  it('has nothing to say about a valid VIN or a wrong length', () => {
    expect(rescueVin('1HGCM82633A004352')).toEqual([]);
    expect(rescueVin('1HGCM82633A00435')).toEqual([]);
    expect(rescueVin('1HGCM82633A0O43522')).toEqual([]);
  });

  it('reads I, O and Q as 1 and 0 first, wherever they are', () => {
    const one = rescueVin('1hgcm82633a0o4352');
    expect(one[0]).toEqual({
      vin: '1HGCM82633A004352',
      position: 13,
      from: 'O',
      to: '0',
      reason: 'look-alike',
      changes: [{ position: 13, from: 'O', to: '0', reason: 'look-alike' }],
    });
    const three = rescueVin('IHGCM82633AQO4352');
    expect(three[0]?.vin).toBe('1HGCM82633A004352');
    expect(three[0]?.changes.map((c) => [c.position, c.from, c.to])).toEqual([
      [1, 'I', '1'],
      [12, 'Q', '0'],
      [13, 'O', '0'],
    ]);
    expectSound('IHGCM82633AQO4352', three);
  });

  it('tries the other look-alikes of an I, O or Q when 1 and 0 do not fit', () => {
    const original = 'SALVA2BG2EH12L456';
    const vin = at(original, 9, referenceCheckDigit(original));
    const typed = at(vin, 14, 'I');
    const candidates = rescueVin(typed);
    expect(candidates[0]).toMatchObject({ vin, position: 14, from: 'I', to: 'L', reason: 'look-alike' });
    // The I must change, so changes there come before any that also change another character.
    const firstElsewhere = candidates.findIndex((c) => c.position !== 14);
    const lastAt14 = candidates.map((c) => c.position).lastIndexOf(14);
    expect(firstElsewhere === -1 || lastAt14 < firstElsewhere).toBe(true);
    expect(candidates.filter((c) => c.position !== 14).every((c) => c.changes.length === 2)).toBe(true);
    expectSound(typed, candidates);
  });

  it('puts a look-alike first, then neighbouring keys, then the check digit, then the rest', () => {
    const typed = '1HGCM82634A004352'; // position 10 typed 4 for 3
    const candidates = rescueVin(typed);
    expect(candidates).toHaveLength(RESCUE_LIMIT);
    const reasons = candidates.map((c) => c.reason);
    const order = ['look-alike', 'adjacent-key', 'check-digit', 'other'];
    expect([...reasons].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(reasons);
    expect(candidates.find((c) => c.vin === '1HGCM82633A004352')).toMatchObject({
      position: 10,
      from: '4',
      to: '3',
      reason: 'adjacent-key',
    });
    expect(candidates.find((c) => c.position === 9)).toMatchObject({ to: '1', reason: 'check-digit' });
    expectSound(typed, candidates);
    expect(rescueVin(typed, { limit: Infinity }).length).toBeGreaterThan(RESCUE_LIMIT);
    expect(rescueVin(typed, { limit: 3 })).toEqual(candidates.slice(0, 3));
    expect(rescueVin(typed, { limit: 0 })).toEqual([]);
  });

  it('finds look-alike slips such as S for 5 and D for 0 near the top', () => {
    for (const [position, typedCharacter] of [
      [16, 'S'],
      [13, 'D'],
      [5, 'N'], // not a look-alike of M: still found, further down the full list
    ] as const) {
      const typed = at('1HGCM82633A004352', position, typedCharacter);
      const all = rescueVin(typed, { limit: Infinity });
      const index = all.findIndex((c) => c.vin === '1HGCM82633A004352');
      expect(index).toBeGreaterThanOrEqual(0);
      if (typedCharacter !== 'N') {
        expect(index).toBeLessThan(3);
        expect(all[index]?.reason).toBe('look-alike');
      }
    }
  });

  it('fixes the check digit itself', () => {
    expect(rescueVin('1HGCM82693A004352')).toContainEqual(
      expect.objectContaining({ vin: '1HGCM82633A004352', position: 9, from: '9', to: '3', reason: 'check-digit' }),
    );
    // A letter other than X at position 9 can only be fixed there.
    expect(rescueVin('1HGCM826A3A004352')).toEqual([
      expect.objectContaining({ vin: '1HGCM82633A004352', position: 9, from: 'A', to: '3' }),
    ]);
    // The check digit disagrees on a European VIN too: a warning there, but the rescue still helps.
    expect(rescueVin('WDBEA30D4HA391172')).toContainEqual(
      expect.objectContaining({ vin: 'WDBEA30D3HA391172', position: 9, reason: 'adjacent-key' }),
    );
  });

  it('replaces a single stray character, and gives up on two', () => {
    const candidates = rescueVin('1HGCM82633A00*352');
    expect(candidates.map((c) => c.position)).toEqual(candidates.map(() => 14));
    expect(candidates).toContainEqual(
      expect.objectContaining({ vin: '1HGCM82633A004352', from: '*', to: '4', reason: 'not-allowed' }),
    );
    expectSound('1HGCM82633A00*352', candidates);
    expect(rescueVin('1HGCM82633A00*35#')).toEqual([]);
  });

  it('property: one changed character (not position 9) is always found, and every candidate is valid', () => {
    const random = prng(20261123);
    const cases = 2000; // mistyped VINs the check digit can see, each rescued in full
    let rescued = 0;
    let undetectable = 0;
    let checked = 0;
    const failures: string[] = [];
    while (rescued < cases) {
      const original = randomValidVin(random);
      const position = 1 + Math.floor(random() * 16);
      const where = position >= 9 ? position + 1 : position; // skip the check digit itself
      const choices = [...`${VIN_CHARACTERS}IOQ`].filter((c) => c !== original.charAt(where - 1)).join('');
      const typed = at(original, where, pick(random, choices));

      if (passesCheckDigit(typed)) {
        // Same transliterated value (A, J and 1, say): the check digit cannot see it.
        undetectable++;
        if (rescueVin(typed).length > 0) failures.push(`${typed} passes yet has candidates`);
        continue;
      }
      rescued++;
      const all = rescueVin(typed, { limit: Infinity });
      if (!all.some((c) => c.vin === original)) failures.push(`${typed}: ${original} not offered`);
      const problem = unsound(typed, all);
      if (problem) failures.push(problem);
      checked += all.length;

      const shown = rescueVin(typed);
      const vins = (list: VinRescueCandidate[]) => list.map((c) => c.vin).join();
      if (vins(shown) !== vins(all.slice(0, RESCUE_LIMIT))) failures.push(`${typed}: the limit is not a prefix`);
      const from = typed.charAt(where - 1);
      const to = original.charAt(where - 1);
      if (('IOQ'.includes(from) || lookAlike(from, to)) && !shown.some((c) => c.vin === original)) {
        failures.push(`${typed}: look-alike ${from} → ${to} not among the first ${RESCUE_LIMIT}`);
      }
      if ((from === 'I' && to === '1') || ('OQ'.includes(from) && to === '0')) {
        if (shown[0]?.vin !== original) failures.push(`${typed}: reading ${from} as ${to} is not first`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(cases * 10);
    // About 1 in 14 random substitutions keeps the value; the rest must all have been checked.
    expect(undetectable).toBeGreaterThan(0);
    expect(undetectable).toBeLessThan((cases + undetectable) * 0.15);
    // About a second alone; the margin is for a machine shared with other test runs.
  }, 60_000);

  it('stays well under 2 ms per VIN', () => {
    const random = prng(7);
    const typed = Array.from({ length: 1000 }, () => {
      const vin = randomValidVin(random);
      const where = 1 + Math.floor(random() * 17);
      return at(vin, where, pick(random, `${VIN_CHARACTERS}IOQ`));
    });
    typed.slice(0, 100).forEach((vin) => rescueVin(vin)); // warm up the JIT
    const started = performance.now();
    for (const vin of typed) rescueVin(vin);
    const perVin = (performance.now() - started) / typed.length;
    expect(perVin).toBeLessThan(2);
  }, 30_000);
});
