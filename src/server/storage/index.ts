/** The app's one Storage, chosen from the environment: an S3-compatible bucket when configured, else local disk. */
import type { ServerEnv } from '../env';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';

const byEnv = new WeakMap<ServerEnv, Storage>();

/** One instance per environment object: routes and jobs that share an env share the storage. */
export const storageFor = (env: ServerEnv): Storage => {
  let storage = byEnv.get(env);
  if (!storage) {
    storage = env.s3 ? new S3Storage(env.s3) : new LocalDiskStorage(env.photoStorageDir);
    byEnv.set(env, storage);
  }
  return storage;
};
