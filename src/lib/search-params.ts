/**
 * Views kept in the URL (route search params = API query): the pieces every list area shares, so
 * a copied link reproduces the view and equal views share one cache key.
 */

/** Whether a search value narrows anything: unset, null and the empty string do not. */
export const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** The query's set values that differ from their defaults, in `keys` order: one URL and one cache key per view. */
export function compactSearch<Q extends object>(
  query: Partial<Q>,
  keys: readonly (keyof Q & string)[],
  defaults: Readonly<Partial<Record<keyof Q, unknown>>>,
): Partial<Q> {
  const out: Partial<Q> = {};
  for (const key of keys) {
    const value = query[key];
    if (!isSet(value) || defaults[key] === value) continue;
    out[key] = value;
  }
  return out;
}

/** `?a=…&b=…` from an already compacted query (empty string when there is nothing to say). */
export function toSearchString(compacted: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(compacted)) params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Whether any of these keys is set in the query. */
export const anySet = <Q extends object>(query: Partial<Q>, keys: readonly (keyof Q)[]): boolean =>
  keys.some((key) => isSet(query[key]));
