/**
 * Serialised sheets by their ETag, most recently used kept. A sheet is a pure function of the
 * character's record (its version), its carried stacks (their versions), the catalogue (its
 * store versions) and the app version, which is exactly what `sheetEtag` fingerprints: the
 * same ETag is the same sheet, and any change to an input gives another key, so an entry never
 * has to be invalidated, only evicted. Entries are whole answers (the `{ data }` envelope as
 * JSON): a hit costs neither the derivation nor its serialisation.
 */
export interface SheetCache {
  get(etag: string): string | undefined;
  set(etag: string, json: string): void;
  readonly size: number;
}

/** About 8 MB of sheets (a level-20 sheet is 20-40 KB): the active tables of an instance. */
export const DEFAULT_SHEET_CACHE_CHARS = 8 * 1024 * 1024;

/**
 * A bounded LRU on a Map (which keeps insertion order: the first key is the least recently
 * used). Bounded by the total length of the answers it holds, not by a count, so a few huge
 * sheets cannot hold much more memory than many small ones.
 */
export function createSheetCache(maxChars = DEFAULT_SHEET_CACHE_CHARS): SheetCache {
  const entries = new Map<string, string>();
  let chars = 0;
  return {
    get(etag) {
      const json = entries.get(etag);
      if (json === undefined) return undefined;
      entries.delete(etag);
      entries.set(etag, json);
      return json;
    },
    set(etag, json) {
      if (json.length > maxChars) return;
      const previous = entries.get(etag);
      if (previous !== undefined) {
        entries.delete(etag);
        chars -= previous.length;
      }
      entries.set(etag, json);
      chars += json.length;
      for (const [oldest, value] of entries) {
        if (chars <= maxChars) break;
        entries.delete(oldest);
        chars -= value.length;
      }
    },
    get size() {
      return entries.size;
    },
  };
}
