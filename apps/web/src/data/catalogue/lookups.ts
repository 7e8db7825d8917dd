import type { StoredRecord } from '../db/characterDB.ts';

const byIdCache = new WeakMap<readonly StoredRecord[], ReadonlyMap<string, StoredRecord>>();

/**
 * A store's entries by id, built once per store content: snapshots share an unchanged store's
 * array, so every screen and every later snapshot reuses the same map.
 */
export function entriesById<T extends StoredRecord>(entries: readonly T[]): ReadonlyMap<string, T> {
  let map = byIdCache.get(entries);
  if (!map) {
    map = new Map(entries.map((entry) => [String(entry.id), entry]));
    byIdCache.set(entries, map);
  }
  return map as ReadonlyMap<string, T>;
}

/**
 * Memoises a derivation over some store arrays (compared by identity): it is recomputed only when
 * one of them changed, however many screens and snapshots ask. Holds the last inputs only.
 */
export function memoByStores<Args extends readonly (readonly StoredRecord[])[], R>(
  derive: (...stores: Args) => R,
): (...stores: Args) => R {
  let lastArgs: Args | undefined;
  let lastResult: R;
  return (...stores) => {
    const same = lastArgs?.length === stores.length && stores.every((s, i) => s === lastArgs![i]);
    if (!same) {
      lastResult = derive(...stores);
      lastArgs = stores;
    }
    return lastResult;
  };
}
