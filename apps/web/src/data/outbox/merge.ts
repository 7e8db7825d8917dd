/**
 * How edits of one record merge while they wait (spec §9: same-endpoint payloads merged). Pure,
 * without storage or a browser, so the bench replays sessions through the very same rules.
 *
 * The body: later edits win per field (a kind may merge a field more finely, e.g. an item's
 * `item_data`). The base: the value each field had before the *first* merged edit that changed
 * it, so the server sees the whole change (first base → last value) and, for counters, adds it
 * once. A field first changed by the later edit takes that edit's base.
 */

export type Fields = Record<string, unknown>;

/** Merges two bodies of one record; the default is later-wins per field. */
export type BodyMerge = (earlier: Fields, later: Fields) => Fields;

export const laterWins: BodyMerge = (earlier, later) => ({ ...earlier, ...later });

/**
 * The base of two merged edits: the earlier edit's base for every field it changed (present or
 * not: an earlier edit without a base for a field replaces it, and so does the merge), the later
 * edit's base for fields only it changed. Undefined when neither carries one.
 */
export function mergeBase(
  earlier: { body: Fields; base?: Fields },
  later: { base?: Fields },
): Fields | undefined {
  if (!earlier.base && !later.base) return undefined;
  const merged: Fields = { ...earlier.base };
  for (const [field, value] of Object.entries(later.base ?? {})) {
    if (!(field in earlier.body)) merged[field] = value;
  }
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/** What an entry holds that merging changes. */
export interface MergeableEdit {
  body: Fields;
  base?: Fields;
}

/** One edit laid onto a waiting one: the merged body and base. */
export function mergeEdits(
  earlier: MergeableEdit,
  later: MergeableEdit,
  mergeBody: BodyMerge = laterWins,
): MergeableEdit {
  const base = mergeBase(earlier, later);
  return { body: mergeBody(earlier.body, later.body), ...(base ? { base } : {}) };
}

/**
 * Whether an edit made at `at` still merges into a waiting one last changed at `updatedAt`: the
 * debounce window (the runner holds an entry back until it has passed; the bench simulates it).
 */
export function withinDebounce(updatedAt: number, at: number, delayMs: number): boolean {
  return at - updatedAt < delayMs;
}
