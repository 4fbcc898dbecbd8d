/**
 * Local entries win over vPIC (DOMAIN.md › VIN facts): a manufacturer code vPIC lacks or gets wrong
 * (a grey import), a make or model renamed. Applied after the vPIC decode, which stays cached as
 * vPIC said it, so an admin's edit takes effect on the next decode without clearing any cache.
 */
import type { VinDecode } from '../../shared/schemas/vehicles';
import type { Db } from '../db/client';
import { loadDecodeOverrides, type DecodeOverrides } from '../db/queries/reference';
import type { VinDecoder } from './decoder';

/** The codes a VIN's maker may be registered under: 6 characters for a low-volume maker first. */
export const wmiCodesOf = (vin: string): string[] => {
  const wmi = vin.slice(0, 3);
  return vin.length >= 14 && wmi[2] === '9' ? [`${wmi}${vin.slice(11, 14)}`, wmi] : [wmi];
};

export const applyOverrides = (decode: VinDecode, overrides: DecodeOverrides): VinDecode => {
  if (decode.vin.length !== 17) return decode;
  let result = decode;
  const codes = wmiCodesOf(decode.vin);
  const local = codes.map((code) => overrides.wmis.get(code)).find(Boolean);
  if (local) {
    result = {
      ...result,
      decoded: true,
      source: 'local',
      make: local.makeName ?? result.make,
      manufacturer: local.manufacturer ?? result.manufacturer,
      raw: { ...result.raw, ...(local.makeName ? { 'Make (local)': local.makeName } : {}) },
    };
  } else if (result.source === 'vpic' && codes.some((code) => overrides.hiddenWmis.has(code))) {
    // An admin hid vPIC's entry for this code: its make is not to be trusted; the rest is kept.
    result = { ...result, make: null, manufacturer: null };
  }
  if (result.make) {
    const renamed = overrides.makeRenames.get(result.make.toLowerCase());
    if (renamed)
      result = { ...result, make: renamed, source: 'local', raw: { ...result.raw, 'Make (local)': renamed } };
  }
  if (result.model) {
    const keys = [result.make, decode.make].filter((k): k is string => Boolean(k));
    const renamed = keys
      .map((make) => overrides.modelRenames.get(`${make.toLowerCase()}|${result.model!.toLowerCase()}`))
      .find(Boolean);
    if (renamed)
      result = { ...result, model: renamed, source: 'local', raw: { ...result.raw, 'Model (local)': renamed } };
  }
  return result;
};

/** `inner` with the database's local overrides applied to every answer. */
export const withLocalOverrides = (inner: VinDecoder, db: Db): VinDecoder => ({
  async decode(vin) {
    const [decode, overrides] = await Promise.all([inner.decode(vin), loadDecodeOverrides(db)]);
    return applyOverrides(decode, overrides);
  },
  async decodeMany(vins) {
    const [answers, overrides] = await Promise.all([inner.decodeMany(vins), loadDecodeOverrides(db)]);
    const result = new Map<string, VinDecode>();
    for (const [vin, decode] of answers) result.set(vin, applyOverrides(decode, overrides));
    return result;
  },
  // The shared vPIC decoder outlives any one database; closeVinDecoder() closes it.
  close: async () => {},
});
