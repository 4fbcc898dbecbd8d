/**
 * The server's VIN decoder: one per process, opened lazily on the first decode (≈0.5 s), shared by
 * GET /api/vin/{vin}, the add-vehicle flow and the CSV import. Callers depend on the VinDecoder
 * interface only (decoder.ts).
 */
import { createCorgiVinDecoder } from './corgi-decoder';
import type { VinDecoder } from './decoder';

export type { VinDecoder } from './decoder';

let shared: ReturnType<typeof createCorgiVinDecoder> | null = null;

/** The process-wide vPIC decoder (decodes and caches; see corgi-decoder.ts). */
export const getVinDecoder = (): VinDecoder => {
  shared ??= createCorgiVinDecoder();
  return shared;
};

/** Closes the shared decoder (server shutdown, test teardown); the next call opens a fresh one. */
export const closeVinDecoder = async (): Promise<void> => {
  const current = shared;
  shared = null;
  await current?.close();
};
