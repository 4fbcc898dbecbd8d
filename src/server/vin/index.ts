/**
 * The server's VIN decoder: one per process, opened lazily on the first decode (≈0.5 s), shared by
 * GET /api/vin/{vin}, the add-vehicle flow and the CSV import. Callers depend on the VinDecoder
 * interface only (decoder.ts).
 */
import type { Db } from '../db/client';
import { createCorgiVinDecoder } from './corgi-decoder';
import type { VinDecoder } from './decoder';
import { withLocalOverrides } from './overrides';

export type { VinDecoder } from './decoder';

let shared: ReturnType<typeof createCorgiVinDecoder> | null = null;

/**
 * The process-wide vPIC decoder (decodes and caches; see corgi-decoder.ts). Pass the database to
 * have its local entries and overrides win over vPIC (what every API answer should do); without
 * it, the answer is vPIC's alone.
 */
export const getVinDecoder = (db?: Db): VinDecoder => {
  shared ??= createCorgiVinDecoder();
  return db ? withLocalOverrides(shared, db) : shared;
};

/** Closes the shared decoder (server shutdown, test teardown); the next call opens a fresh one. */
export const closeVinDecoder = async (): Promise<void> => {
  const current = shared;
  shared = null;
  await current?.close();
};
