/**
 * VINs (ISO 3779, 49 CFR 565; DOMAIN.md › VIN facts): normalising, validation, the check digit,
 * model-year candidates, region and the single-character typo rescue behind "Did you mean …?".
 *
 * Pure TypeScript with no Node or browser APIs, because the add-by-VIN form runs it on every
 * keystroke and the server runs the very same rules before it stores a VIN: one implementation,
 * so the form and the API can never disagree about what is valid.
 *
 * Every function accepts loose input and normalises it first (`normalizeVin`), so positions in
 * messages and candidates are 1-based positions in the normalised VIN, as printed on the vehicle.
 */

import { VIN_LENGTH } from './vin-length';

export { VIN_LENGTH };
export const CHECK_DIGIT_POSITION = 9;
export const MODEL_YEAR_POSITION = 10;
/** How many rescue candidates a form shows by default: more than this is noise, not help. */
export const RESCUE_LIMIT = 10;

/** The 33 characters a VIN may use: I, O and Q are left out because they read as 1 and 0. */
export const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

// ---------------------------------------------------------------------------------------------
// Types

export type CheckDigit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'X';

/** A character and its 1-based position, as a person would count along the VIN plate. */
export interface VinCharacter {
  position: number;
  character: string;
}

export type VinProblem =
  | { code: 'length'; message: string; length: number }
  | { code: 'forbidden-letter'; message: string; characters: VinCharacter[] }
  | { code: 'invalid-character'; message: string; characters: VinCharacter[] }
  | { code: 'check-digit'; message: string; expected: CheckDigit; found: string }
  | { code: 'model-year'; message: string; found: string };

export type VinProblemCode = VinProblem['code'];

export interface VinValidation {
  /** True when there is no error; warnings never make a VIN invalid. */
  ok: boolean;
  /** The normalised VIN the result speaks about (store this one, not the raw input). */
  vin: string;
  /** Errors, each with a message fit to show under the form field; empty when `ok`. */
  problems: VinProblem[];
  /**
   * Doubts that must not block saving: a check-digit mismatch outside North America and China
   * (where makers need not use one) and a model-year code that no table uses.
   */
  warnings: VinProblem[];
}

export type VinRegionName = 'Africa' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';

export interface VinRegion {
  /** From the first character (ISO 3780's regions). */
  region: VinRegionName;
  /**
   * Country the manufacturer code is registered in, from the first two characters, when known.
   * Usually where the vehicle was built, but a maker may build elsewhere under its home code.
   */
  country: string | null;
  /** ISO 3166-1 alpha-2 code of `country`. */
  countryCode: string | null;
  /** North America and China make the check digit compulsory; elsewhere a mismatch is a warning. */
  checkDigitRequired: boolean;
}

export interface ModelYearCandidate {
  year: number;
  /**
   * 'likely' when 49 CFR 565's position-7 rule picks this cycle for a North American VIN (it
   * binds cars, MPVs and light trucks, not buses or heavy trucks, so the other cycle stays
   * 'possible'); everything else is 'possible'.
   */
  confidence: 'likely' | 'possible';
}

/**
 * Why a rescue candidate is plausible, best first: a look-alike character (1/I/L, 0/O/Q/D, 5/S,
 * 8/B, 2/Z, 6/G, U/V), a character that is never allowed so had to change, the key next to the
 * intended one, the check digit itself mistyped, or any other character.
 */
export type VinRescueReason = 'look-alike' | 'not-allowed' | 'adjacent-key' | 'check-digit' | 'other';

export interface VinChange {
  /** 1-based position. */
  position: number;
  from: string;
  to: string;
  reason: VinRescueReason;
}

export interface VinRescueCandidate extends VinChange {
  /** The corrected VIN; its check digit agrees. */
  vin: string;
  /**
   * Every character that differs from the normalised input, in position order: the change above,
   * plus any other I, O or Q read as 1 or 0 (those can never stay, so they are read first).
   */
  changes: VinChange[];
}

export interface VinRescueOptions {
  /** At most this many candidates, best first (default `RESCUE_LIMIT`; `Infinity` for all). */
  limit?: number;
}

// ---------------------------------------------------------------------------------------------
// Tables

// Written exactly as DOMAIN.md lists them, so the two can be compared by eye.
const LETTER_VALUES = 'A1 B2 C3 D4 E5 F6 G7 H8 J1 K2 L3 M4 N5 P7 R9 S2 T3 U4 V5 W6 X7 Y8 Z9';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CHECK_CHARACTERS = '0123456789X';
const CHECK_INDEX = CHECK_DIGIT_POSITION - 1;

/** Transliterated value of each allowed character by char code; -1 means not allowed. */
const VALUE = new Int8Array(128).fill(-1);
for (let digit = 0; digit <= 9; digit++) VALUE[48 + digit] = digit;
for (const pair of LETTER_VALUES.split(' ')) VALUE[pair.charCodeAt(0)] = Number(pair.slice(1));

/** The allowed characters grouped by value, so the rescue can jump straight to those that fit. */
const BY_VALUE: string[][] = Array.from({ length: 10 }, () => []);
for (const character of VIN_CHARACTERS) BY_VALUE[valueOf(character)]?.push(character);

/** Multiplicative inverses modulo 11 (a prime, so every non-zero weight has one). */
const INVERSE: number[] = Array.from({ length: 11 }, (_, w) => {
  for (let x = 1; x < 11; x++) if ((w * x) % 11 === 1) return x;
  return 0;
});

/** Model-year codes in cycle order: A = 1980 … Y = 2000, 1 = 2001 … 9 = 2009, then again from 2010. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_MODEL_YEAR = 1980;
const YEAR_CYCLE = 30;

/** The common misreadings of letters that a VIN never contains. */
const READ_AS: Readonly<Record<string, string>> = { I: '1', O: '0', Q: '0' };

/** Characters people confuse when copying a VIN from a plate, a windscreen or a photocopy. */
const LOOK_ALIKES = ['1IL', '0OQD', '5S', '8B', '2Z', '6G', 'UV'];
const LOOK_ALIKE_GROUP = new Map<string, string>();
for (const group of LOOK_ALIKES) for (const character of group) LOOK_ALIKE_GROUP.set(character, group);

/** Key centres on a QWERTY keyboard (row, column with the rows' stagger), for keyed-in slips. */
const KEY_ROWS: ReadonlyArray<readonly [string, number]> = [
  ['1234567890', 0],
  ['QWERTYUIOP', 0.5],
  ['ASDFGHJKL', 0.75],
  ['ZXCVBNM', 1.25],
];
const KEY_AT = new Map<string, { row: number; x: number }>();
KEY_ROWS.forEach(([keys, offset], row) =>
  [...keys].forEach((key, column) => KEY_AT.set(key, { row, x: column + offset })),
);

/** Second-character order in WMI allocation ranges: A–Z without I, O, Q, then 1–9, then 0. */
const WMI_ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

const FIRST_CHARACTER_REGION: ReadonlyArray<readonly [string, VinRegionName]> = [
  ['ABCDEFGH', 'Africa'],
  ['JKLMNPR', 'Asia'],
  ['STUVWXYZ', 'Europe'],
  ['12345', 'North America'],
  ['67', 'Oceania'],
  ['89', 'South America'],
];

type CountryRange = readonly [from: string, to: string, code: string, name: string, region?: VinRegionName];

/**
 * Country allocations of the first two characters (SAE / ISO 3780). Only long-standing ones: a
 * range that was re-allocated or that we could not confirm is left out, and yields no country.
 */
const COUNTRY_RANGES: readonly CountryRange[] = [
  ['AA', 'AH', 'ZA', 'South Africa'],
  ['AJ', 'AN', 'CI', "Côte d'Ivoire"],
  ['BA', 'BE', 'AO', 'Angola'],
  ['BF', 'BK', 'KE', 'Kenya'],
  ['BL', 'BR', 'TZ', 'Tanzania'],
  ['CA', 'CE', 'BJ', 'Benin'],
  ['CF', 'CK', 'MG', 'Madagascar'],
  ['CL', 'CR', 'TN', 'Tunisia'],
  ['DA', 'DE', 'EG', 'Egypt'],
  ['DF', 'DK', 'MA', 'Morocco'],
  ['DL', 'DR', 'ZM', 'Zambia'],
  ['EA', 'EE', 'ET', 'Ethiopia'],
  ['EF', 'EK', 'MZ', 'Mozambique'],
  ['FA', 'FE', 'GH', 'Ghana'],
  ['FF', 'FK', 'NG', 'Nigeria'],
  ['JA', 'J0', 'JP', 'Japan'],
  ['KA', 'KE', 'LK', 'Sri Lanka'],
  ['KF', 'KK', 'IL', 'Israel'],
  ['KL', 'KR', 'KR', 'South Korea'],
  ['LA', 'L0', 'CN', 'China'],
  ['MA', 'ME', 'IN', 'India'],
  ['MF', 'MK', 'ID', 'Indonesia'],
  ['ML', 'MR', 'TH', 'Thailand'],
  ['NF', 'NK', 'PK', 'Pakistan'],
  ['NL', 'NR', 'TR', 'Türkiye'],
  ['PA', 'PE', 'PH', 'Philippines'],
  ['PF', 'PK', 'SG', 'Singapore'],
  ['PL', 'PR', 'MY', 'Malaysia'],
  ['RA', 'RE', 'AE', 'United Arab Emirates'],
  ['RF', 'RK', 'TW', 'Taiwan'],
  ['RL', 'RR', 'VN', 'Vietnam'],
  ['SA', 'SM', 'GB', 'United Kingdom'],
  ['SN', 'ST', 'DE', 'Germany'],
  ['SU', 'SZ', 'PL', 'Poland'],
  ['TA', 'TH', 'CH', 'Switzerland'],
  ['TJ', 'TP', 'CZ', 'Czechia'],
  ['TR', 'TV', 'HU', 'Hungary'],
  ['TW', 'T1', 'PT', 'Portugal'],
  ['UH', 'UM', 'DK', 'Denmark'],
  ['UN', 'UT', 'IE', 'Ireland'],
  ['UU', 'UZ', 'RO', 'Romania'],
  ['U5', 'U7', 'SK', 'Slovakia'],
  ['VA', 'VE', 'AT', 'Austria'],
  ['VF', 'VR', 'FR', 'France'],
  ['VS', 'VW', 'ES', 'Spain'],
  ['V3', 'V5', 'HR', 'Croatia'],
  ['V6', 'V0', 'EE', 'Estonia'],
  ['WA', 'W0', 'DE', 'Germany'],
  ['XA', 'XE', 'BG', 'Bulgaria'],
  ['XF', 'XK', 'GR', 'Greece'],
  ['XL', 'XR', 'NL', 'Netherlands'],
  ['XS', 'XW', 'RU', 'Russia'],
  ['XX', 'X2', 'LU', 'Luxembourg'],
  ['X3', 'X0', 'RU', 'Russia'],
  ['YA', 'YE', 'BE', 'Belgium'],
  ['YF', 'YK', 'FI', 'Finland'],
  ['YL', 'YR', 'MT', 'Malta'],
  ['YS', 'YW', 'SE', 'Sweden'],
  ['YX', 'Y2', 'NO', 'Norway'],
  ['Y3', 'Y5', 'BY', 'Belarus'],
  ['Y6', 'Y0', 'UA', 'Ukraine'],
  ['ZA', 'ZR', 'IT', 'Italy'],
  ['ZX', 'Z2', 'SI', 'Slovenia'],
  ['Z3', 'Z5', 'LT', 'Lithuania'],
  ['1A', '10', 'US', 'United States'],
  ['2A', '20', 'CA', 'Canada'],
  ['3A', '3W', 'MX', 'Mexico'],
  ['3X', '37', 'CR', 'Costa Rica'],
  ['4A', '40', 'US', 'United States'],
  ['5A', '50', 'US', 'United States'],
  ['6A', '6W', 'AU', 'Australia'],
  ['7A', '7E', 'NZ', 'New Zealand'],
  // Allocated to the United States when 1, 4 and 5 filled up (Tesla 7SA, Rivian 7FC/7PD, Honda 7FA).
  ['7F', '70', 'US', 'United States', 'North America'],
  ['8A', '8E', 'AR', 'Argentina'],
  ['8F', '8K', 'CL', 'Chile'],
  ['8L', '8R', 'EC', 'Ecuador'],
  ['8S', '8W', 'PE', 'Peru'],
  ['8X', '82', 'VE', 'Venezuela'],
  ['9A', '9E', 'BR', 'Brazil'],
  ['9F', '9K', 'CO', 'Colombia'],
  ['9L', '9R', 'PY', 'Paraguay'],
  ['9S', '9W', 'UY', 'Uruguay'],
  ['9X', '92', 'TT', 'Trinidad and Tobago'],
  ['93', '99', 'BR', 'Brazil'],
];

// ---------------------------------------------------------------------------------------------
// Small helpers

function valueOf(character: string): number {
  const code = character.charCodeAt(0);
  return character.length === 1 && code < 128 ? (VALUE[code] ?? -1) : -1;
}

/** Value of a check-digit character: 0–9, 10 for X, -1 for anything else. */
function checkValueOf(character: string): number {
  return CHECK_CHARACTERS.indexOf(character.length === 1 ? character : '?');
}

function isAllowed(character: string): boolean {
  return valueOf(character) >= 0;
}

function isDigit(character: string): boolean {
  return character.length === 1 && character >= '0' && character <= '9';
}

function isLookAlike(a: string, b: string): boolean {
  const group = LOOK_ALIKE_GROUP.get(a);
  return group !== undefined && group.includes(b);
}

function isAdjacentKey(a: string, b: string): boolean {
  const p = KEY_AT.get(a);
  const q = KEY_AT.get(b);
  if (!p || !q) return false;
  const dx = Math.abs(p.x - q.x);
  return p.row === q.row ? dx === 1 : Math.abs(p.row - q.row) === 1 && dx <= 0.75;
}

/** Weighted sum of every position but the check digit; null when a character has no value. */
function weightedSum(characters: readonly string[]): number | null {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    if (i === CHECK_INDEX) continue;
    const value = valueOf(characters[i] ?? '');
    if (value < 0) return null;
    sum += (WEIGHTS[i] ?? 0) * value;
  }
  return sum;
}

/**
 * The value position `i` (0-based, not the check digit) must have for the check digit to agree,
 * given the weighted sum of the other positions: solve rest + w·v ≡ found (mod 11). 10 means no
 * character fits there, since values only run 0–9.
 */
function valueThatFits(i: number, rest: number, found: number): number {
  const weight = WEIGHTS[i] ?? 0;
  return (((((found - rest) % 11) + 11) % 11) * (INVERSE[weight] ?? 0)) % 11;
}

function isYearCode(character: string): boolean {
  return character.length === 1 && YEAR_CODES.includes(character);
}

/** The ranges as second-character indices, parsed once so a lookup is a scan over numbers. */
const COUNTRY_INDEX = COUNTRY_RANGES.map(([from, to, code, name, region]) => ({
  first: from.charAt(0),
  low: WMI_ORDER.indexOf(from.charAt(1)),
  high: WMI_ORDER.indexOf(to.charAt(1)),
  code,
  name,
  region,
}));

function regionOf(first: string, second: string): VinRegion | null {
  const base = FIRST_CHARACTER_REGION.find(([characters]) => first.length === 1 && characters.includes(first));
  if (!base) return null;
  const at = second.length === 1 ? WMI_ORDER.indexOf(second) : -1;
  const range =
    at < 0 ? undefined : COUNTRY_INDEX.find((entry) => entry.first === first && entry.low <= at && at <= entry.high);
  const region = range?.region ?? base[1];
  return {
    region,
    country: range?.name ?? null,
    countryCode: range?.code ?? null,
    checkDigitRequired: region === 'North America' || first === 'L',
  };
}

/** 49 CFR 565 and China's GB 16735 put a model-year code at position 10; elsewhere it may be anything. */
function yearCodeExpected(first: string, second: string): boolean {
  return regionOf(first, second)?.checkDigitRequired ?? false;
}

function quote(character: string): string {
  return `“${character}”`;
}

function joinAnd(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * Trim, drop inner spaces and dashes (how VINs are grouped on paperwork and in pasted text) and
 * upper-case. NFKC first folds full-width letters and digits from a Japanese or Chinese keyboard
 * into ASCII; only ASCII is upper-cased, so the length never changes behind the user's back
 * (`'ß'.toUpperCase()` is two letters). I, O and Q are kept: reading them as 1 and 0 is a
 * suggestion for the user to accept (`rescueVin`), not something to do silently.
 */
export function normalizeVin(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\s\u2010-\u2015\u2212-]/g, '')
    .replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/**
 * The check digit (position 9) the other 16 characters call for, or null when the VIN is not 17
 * characters or has a character without a value (position 9 itself weighs 0, so it may be anything).
 */
export function checkDigit(vin: string): CheckDigit | null {
  const characters = Array.from(normalizeVin(vin));
  if (characters.length !== VIN_LENGTH) return null;
  const sum = weightedSum(characters);
  return sum === null ? null : (CHECK_CHARACTERS.charAt(sum % 11) as CheckDigit);
}

/** Validate a VIN, with every problem found at once so the form can show them together. */
export function validateVin(input: string): VinValidation {
  const vin = normalizeVin(input);
  const characters = Array.from(vin);
  const problems: VinProblem[] = [];
  const warnings: VinProblem[] = [];

  const length = characters.length;
  if (length !== VIN_LENGTH) {
    const message =
      length === 0
        ? 'Enter the VIN: 17 letters and digits.'
        : `A VIN has 17 characters; this one has ${length} (${Math.abs(length - VIN_LENGTH)} ${length < VIN_LENGTH ? 'missing' : 'too many'}).`;
    problems.push({ code: 'length', message, length });
  }

  const forbidden: VinCharacter[] = [];
  const invalid: VinCharacter[] = [];
  characters.forEach((character, i) => {
    if (READ_AS[character] !== undefined) forbidden.push({ position: i + 1, character });
    else if (!isAllowed(character)) invalid.push({ position: i + 1, character });
  });
  const [firstForbidden] = forbidden;
  if (firstForbidden) {
    const message =
      forbidden.length === 1
        ? `VINs never use the letter ${firstForbidden.character} (position ${firstForbidden.position}): it is probably a ${READ_AS[firstForbidden.character]}.`
        : `VINs never use I, O or Q: ${joinAnd(forbidden.map((f) => `${f.character} at position ${f.position}`))}. Read I as 1 and O or Q as 0.`;
    problems.push({ code: 'forbidden-letter', message, characters: forbidden });
  }
  const [firstInvalid] = invalid;
  if (firstInvalid) {
    const message =
      invalid.length === 1
        ? `${quote(firstInvalid.character)} at position ${firstInvalid.position} can't be part of a VIN: use only letters and digits.`
        : `Only letters and digits go in a VIN: ${joinAnd(invalid.map((f) => `${quote(f.character)} at position ${f.position}`))}.`;
    problems.push({ code: 'invalid-character', message, characters: invalid });
  }

  // The check digit and the year code only mean something once the 17 characters are all valid.
  if (problems.length === 0) {
    const sum = weightedSum(characters) ?? 0;
    const expected = CHECK_CHARACTERS.charAt(sum % 11) as CheckDigit;
    const found = characters[CHECK_INDEX] ?? '';
    // North America and China make the check digit compulsory and put a year code at 10.
    const strict = regionOf(characters[0] ?? '', characters[1] ?? '')?.checkDigitRequired ?? false;
    if (expected !== found) {
      const message = strict
        ? checkValueOf(found) >= 0
          ? `The check digit (position 9) doesn't match: the rest of the VIN gives ${expected}, not ${found}. A character is probably mistyped.`
          : `Position 9 is the check digit, a digit or X: for this VIN it is ${expected}, not ${found}. A character is probably mistyped.`
        : `The check digit (position 9) would be ${expected}, not ${found}. Vehicles built for markets outside North America and China often don't use one: compare the VIN with the vehicle.`;
      (strict ? problems : warnings).push({ code: 'check-digit', message, expected, found });
    }
    const yearCode = characters[MODEL_YEAR_POSITION - 1] ?? '';
    if (strict && !isYearCode(yearCode)) {
      warnings.push({
        code: 'model-year',
        message: `Position 10 is the model year, which is never U, Z or 0: check the ${yearCode}.`,
        found: yearCode,
      });
    }
  }

  return { ok: problems.length === 0, vin, problems, warnings };
}

/**
 * The model years position 10 can mean, most likely first, never later than next calendar year
 * (a car may be sold as next year's model, never two years ahead). The code repeats every 30
 * years; for North American VINs 49 CFR 565 makes position 7 a digit for 1980–2009 and a letter
 * for 2010–2039 on cars, MPVs and light trucks. Other regions are not bound by it, so all their
 * years stay 'possible', still ordered by that rule (vehicles sold in North America follow it
 * wherever they are built), then newest first. Empty when position 10 is no year code.
 */
export function modelYearCandidates(vin: string, now: Date = new Date()): ModelYearCandidate[] {
  const characters = Array.from(normalizeVin(vin));
  const index = YEAR_CODES.indexOf(characters[MODEL_YEAR_POSITION - 1] ?? '?');
  if (index < 0) return [];
  const latest = now.getUTCFullYear() + 1;
  const seventh = characters[6] ?? '';
  const favouredCycle = isDigit(seventh) ? 0 : isAllowed(seventh) ? 1 : null;
  const northAmerican = regionOf(characters[0] ?? '', characters[1] ?? '')?.region === 'North America';

  const years: { year: number; favoured: boolean }[] = [];
  for (let year = FIRST_MODEL_YEAR + index; year <= latest; year += YEAR_CYCLE) {
    years.push({ year, favoured: favouredCycle === Math.floor((year - FIRST_MODEL_YEAR) / YEAR_CYCLE) });
  }
  return years
    .sort((a, b) => Number(b.favoured) - Number(a.favoured) || b.year - a.year)
    .map(({ year, favoured }) => ({ year, confidence: favoured && northAmerican ? 'likely' : 'possible' }));
}

/** Region from the first character, and country from the first two where the allocation is known. */
export function vinRegion(vin: string): VinRegion | null {
  const characters = Array.from(normalizeVin(vin));
  return regionOf(characters[0] ?? '', characters[1] ?? '');
}

/**
 * The manufacturer code to look a make up by: positions 1–3, or 1–3 plus 12–14 when the third
 * character is 9 (a low-volume maker shares the 3-character code). Null while too short to tell.
 */
export function vinWmi(vin: string): string | null {
  const normalized = normalizeVin(vin);
  if (normalized.length < 3) return null;
  if (normalized.charAt(2) !== '9') return normalized.slice(0, 3);
  return normalized.length >= 14 ? normalized.slice(0, 3) + normalized.slice(11, 14) : null;
}

/**
 * "Did you mean …?" for a 17-character VIN whose check digit disagrees or that contains I, O, Q
 * or another stray character: every single-character change that makes the check digit agree,
 * best first, at most `limit`. I, O and Q are read as 1 and 0 wherever they appear before
 * anything else is tried, because they can never stay; if that alone fixes the VIN it is the
 * first candidate. A VIN that already passes, a wrong length, or two stray characters other than
 * I, O, Q give an empty list. Cheap enough for every keystroke: at most 17 positions × 4 values.
 *
 * A substitution between two characters of the same value (A, J and 1, say) keeps the check digit
 * and cannot be detected: that is the check digit's limit, not the rescue's.
 */
export function rescueVin(input: string, options: VinRescueOptions = {}): VinRescueCandidate[] {
  const limit = options.limit ?? RESCUE_LIMIT;
  const typed = Array.from(normalizeVin(input));
  if (typed.length !== VIN_LENGTH || limit <= 0) return [];

  const read = typed.map((character) => READ_AS[character] ?? character);
  const mapped: number[] = [];
  const stray: number[] = [];
  read.forEach((character, i) => {
    if (character !== typed[i]) mapped.push(i);
    if (!isAllowed(character)) stray.push(i);
  });
  // Two characters that are not even I, O or Q need two changes: out of a single change's reach.
  if (stray.length > 1) return [];

  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    if (i !== CHECK_INDEX) sum += (WEIGHTS[i] ?? 0) * Math.max(0, valueOf(read[i] ?? ''));
  }
  const found = checkValueOf(read[CHECK_INDEX] ?? '');
  const readPasses = stray.length === 0 && found === sum % 11;
  if (readPasses && mapped.length === 0) return [];

  const forced = new Set([...mapped, ...stray]);
  const readYearCode = yearCodeExpected(read[0] ?? '', read[1] ?? '');
  const yearAt = MODEL_YEAR_POSITION - 1;
  // Ranked as light tuples first; only the ones kept are turned into candidates (keystroke budget).
  const ranked: { i: number; to: string; tier: number; reason: VinRescueReason; unlikelyYear: boolean }[] = [];

  const add = (i: number, to: string, tier: number, reason: VinRescueReason) => {
    // A North American or Chinese VIN always carries a year code at 10: a fix that breaks it ranks last in its tier.
    const yearCode =
      i > 1 ? readYearCode : yearCodeExpected(i === 0 ? to : (read[0] ?? ''), i === 1 ? to : (read[1] ?? ''));
    const unlikelyYear = yearCode && !isYearCode(i === yearAt ? to : (read[yearAt] ?? ''));
    ranked.push({ i, to, tier, reason, unlikelyYear });
  };

  if (readPasses) {
    // Reading I, O and Q as 1 and 0 was enough. Its primary change is the first of those readings.
    const [first = 0] = mapped;
    add(first, read[first] ?? '', 0, 'look-alike');
  }

  // Where the single change may go: the one stray character if any; the I/O/Q positions when
  // reading them already passes (other readings of those same characters); else anywhere.
  const positions = stray.length === 1 ? stray : readPasses ? mapped : [...Array(VIN_LENGTH).keys()];
  for (const i of positions) {
    const from = typed[i] ?? '';
    const current = read[i] ?? '';
    const options =
      i === CHECK_INDEX
        ? [CHECK_CHARACTERS.charAt(sum % 11)]
        : found < 0
          ? [] // position 9 holds a letter other than X: only changing it can help
          : (BY_VALUE[valueThatFits(i, sum - (WEIGHTS[i] ?? 0) * Math.max(0, valueOf(current)), found)] ?? []);
    for (const to of options) {
      if (to === current) continue;
      if (forced.has(i)) {
        if (isLookAlike(from, to)) add(i, to, 1, 'look-alike');
        else add(i, to, 2, 'not-allowed');
      } else if (isLookAlike(from, to)) add(i, to, 3, 'look-alike');
      else if (isAdjacentKey(from, to)) add(i, to, 4, 'adjacent-key');
      else if (i === CHECK_INDEX) add(i, to, 5, 'check-digit');
      else add(i, to, 6, 'other');
    }
  }

  // Array.prototype.sort is stable, so equal ranks keep position order.
  return ranked
    .sort((a, b) => a.tier - b.tier || Number(a.unlikelyYear) - Number(b.unlikelyYear))
    .slice(0, limit)
    .map(({ i, to, reason }) => {
      const characters = read.slice();
      characters[i] = to;
      const changes: VinChange[] = [];
      for (let j = 0; j < VIN_LENGTH; j++) {
        if (j === i) changes.push({ position: j + 1, from: typed[j] ?? '', to, reason });
        else if (read[j] !== typed[j])
          changes.push({ position: j + 1, from: typed[j] ?? '', to: read[j] ?? '', reason: 'look-alike' });
      }
      return { vin: characters.join(''), position: i + 1, from: typed[i] ?? '', to, reason, changes };
    });
}
