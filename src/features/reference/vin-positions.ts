/**
 * The VIN breakdown's facts that need no server (ISO 3779, 49 CFR 565; DOMAIN.md › VIN facts):
 * which section each position belongs to and the check digit's working, shown term by term.
 */
import { VIN_LENGTH } from '../../shared/vin-length';

// As DOMAIN.md lists them: letters take these values, digits their own; I, O and Q have none.
const LETTER_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  'A1 B2 C3 D4 E5 F6 G7 H8 J1 K2 L3 M4 N5 P7 R9 S2 T3 U4 V5 W6 X7 Y8 Z9'.split(' ').map((p) => [p[0], Number(p[1])]),
);
export const CHECK_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export const characterValue = (character: string): number | null => {
  if (/^[0-9]$/.test(character)) return Number(character);
  return LETTER_VALUES[character] ?? null;
};

export interface CheckDigitWorking {
  readonly terms: {
    position: number;
    character: string;
    value: number | null;
    weight: number;
    product: number | null;
  }[];
  /** Null when a character has no value (I, O, Q or not a VIN character). */
  readonly sum: number | null;
  readonly remainder: number | null;
  readonly expected: string | null;
  readonly found: string;
  readonly matches: boolean;
}

export const checkDigitWorking = (vin: string): CheckDigitWorking | null => {
  const characters = Array.from(vin);
  if (characters.length !== VIN_LENGTH) return null;
  const terms = characters.map((character, i) => {
    const value = characterValue(character);
    const weight = CHECK_WEIGHTS[i]!;
    return { position: i + 1, character, value, weight, product: value === null ? null : value * weight };
  });
  const complete = terms.every((t) => t.product !== null);
  const sum = complete ? terms.reduce((total, t) => total + (t.product ?? 0), 0) : null;
  const remainder = sum === null ? null : sum % 11;
  const expected = remainder === null ? null : remainder === 10 ? 'X' : String(remainder);
  const found = characters[8] ?? '';
  return { terms, sum, remainder, expected, found, matches: expected !== null && expected === found };
};

export type VinSection = 'wmi' | 'vds' | 'check' | 'year' | 'plant' | 'serial';

export const sectionOf = (position: number): VinSection =>
  position <= 3
    ? 'wmi'
    : position <= 8
      ? 'vds'
      : position === 9
        ? 'check'
        : position === 10
          ? 'year'
          : position === 11
            ? 'plant'
            : 'serial';

export const SECTION_LABELS: Readonly<Record<VinSection, string>> = {
  wmi: 'Manufacturer code (WMI)',
  vds: 'Vehicle descriptor (VDS)',
  check: 'Check digit',
  year: 'Model year',
  plant: 'Assembly plant',
  serial: 'Serial number',
};

/** A low-volume maker (third character 9) is identified by positions 1–3 plus 12–14. */
export const isLowVolume = (vin: string) => vin.length === VIN_LENGTH && vin[2] === '9';
