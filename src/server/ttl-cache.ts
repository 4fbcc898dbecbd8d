/**
 * A small in-process cache for answers that are the same for every visitor (public, advertised as
 * cacheable). Entries live `ttlMs`; concurrent misses for one key share one load, so a burst of
 * requests after an expiry costs one database round, not one per request. `clear()` drops
 * everything, and a load that was already running when it was called is not stored (it may have
 * read the old data). Failed loads are not cached. At most `maxEntries` keys are kept; the oldest
 * go first.
 */
export interface TtlCacheHit<V> {
  readonly value: V;
  /** When the value was loaded (ms since the epoch, from `now`). */
  readonly storedAt: number;
}

export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<TtlCacheHit<V>>;
  clear(): void;
  readonly size: number;
}

export const createTtlCache = <V>(options: {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly now?: () => number;
}): TtlCache<V> => {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, TtlCacheHit<V>>();
  const loading = new Map<string, Promise<TtlCacheHit<V>>>();
  let generation = 0;

  const store = (key: string, hit: TtlCacheHit<V>) => {
    entries.delete(key);
    entries.set(key, hit);
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  };

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.storedAt < options.ttlMs) return Promise.resolve(hit);
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const promise: Promise<TtlCacheHit<V>> = Promise.resolve()
        .then(load)
        .then((value) => {
          const fresh = { value, storedAt: now() };
          if (startedIn === generation) store(key, fresh);
          return fresh;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
};
