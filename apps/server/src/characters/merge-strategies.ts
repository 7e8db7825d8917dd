/**
 * Three-way merges of one value (issue 19): `stored` is what the server holds now, `mine` what
 * the edit sets, `base` what the edit's device held when it made the edit. `undefined` stands
 * for "absent" (a map key or list element that is not there). Each strategy answers the merged
 * value and the paths (inside the value) where the edit overwrote something someone else had
 * changed since the device's copy: a conflict, kept in the character's history.
 */

/** A place inside a field: a key, a list element's id, an index (as a string). */
export type Path = string[];

export interface Merged<T> {
  value: T | undefined;
  conflicts: Path[];
}

type Json = unknown;

/** Deep equality of JSON values: key order does not matter, an `undefined` key is absent. */
export function sameValue(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  const left = definedKeys(a as Record<string, Json>);
  const right = definedKeys(b as Record<string, Json>);
  return (
    left.length === right.length &&
    left.every((key) =>
      sameValue((a as Record<string, Json>)[key], own(b as Record<string, Json>, key)),
    )
  );
}

function definedKeys(record: Record<string, Json>): string[] {
  return Object.keys(record).filter((key) => record[key] !== undefined);
}

/**
 * A record's own value at `key`: keys come from players (`__proto__`, `constructor` are valid
 * spell, resource and feature keys), so never one inherited from `Object.prototype`.
 */
export function own(record: Record<string, Json>, key: string): Json {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

const prefixed = (key: string, conflicts: Path[]) => conflicts.map((path) => [key, ...path]);

/**
 * The edit wins: a value the edit left as it found it keeps whatever is stored (someone else's
 * change stands); a value it changed replaces the stored one, which is a conflict when the
 * stored value had moved away from the edit's base to something else than the edit.
 */
export function mergeScalar<T>(stored: T | undefined, mine: T | undefined, base: T | undefined) {
  if (sameValue(mine, base)) return { value: stored, conflicts: [] } as Merged<T>;
  const overwritten = !sameValue(stored, base) && !sameValue(stored, mine);
  return { value: mine, conflicts: overwritten ? [[]] : [] } as Merged<T>;
}

export interface Bounds {
  min: number;
  max: number;
}

export const clamp = (value: number, { min, max }: Bounds) => Math.min(max, Math.max(min, value));

/**
 * A counter travels as a change: the edit's difference to its base is added to the stored
 * value, so two devices' damage both counts, clamped into the field's bounds. Where one side is
 * not a number (a resource someone removed, or a new one), the edit wins as a scalar.
 */
export function mergeCounter(
  stored: number | undefined,
  mine: number | undefined,
  base: number | undefined,
  bounds: Bounds,
): Merged<number> {
  if (typeof stored === 'number' && typeof mine === 'number' && typeof base === 'number') {
    if (mine === base) return { value: stored, conflicts: [] };
    return { value: clamp(stored + (mine - base), bounds), conflicts: [] };
  }
  return mergeScalar(stored, mine, base);
}

type Record_ = Record<string, Json>;
type KeyMerge = (stored: Json, mine: Json, base: Json, key: string) => Merged<Json>;

const asRecord = (value: Json): Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record_) : {};

/**
 * A map merged key by key (`perKey` merges one key's values; by default the edit wins per key):
 * one device's new spell and another's changed skill both stay. Keys come in the edit's order,
 * then the stored ones the edit does not name.
 */
export function mergeRecord(
  stored: Json,
  mine: Json,
  base: Json,
  perKey: KeyMerge = mergeScalar,
): Merged<Record_> {
  const [s, m, b] = [asRecord(stored), asRecord(mine), asRecord(base)];
  const entries: [string, Json][] = [];
  const conflicts: Path[] = [];
  for (const key of new Set([...Object.keys(m), ...Object.keys(s), ...Object.keys(b)])) {
    const merged = perKey(own(s, key), own(m, key), own(b, key), key);
    if (merged.value !== undefined) entries.push([key, merged.value]);
    conflicts.push(...prefixed(key, merged.conflicts));
  }
  // Built from entries: an assignment to `__proto__` would set the prototype, not a key.
  return { value: Object.fromEntries(entries), conflicts };
}

/**
 * A set: what the edit added is added, what it removed is removed, the rest is as stored (so one
 * device's `poisoned` and another's `prone` both stay). The edit's order first, then elements
 * others added; at most `max` elements (the schema's bound).
 */
export function mergeSet<T>(stored: T[], mine: T[], base: T[], max: number): Merged<T[]> {
  const [inStored, inMine, inBase] = [new Set(stored), new Set(mine), new Set(base)];
  const kept = mine.filter((item) => inStored.has(item) || !inBase.has(item));
  const theirs = stored.filter((item) => !inMine.has(item) && !inBase.has(item));
  return { value: [...kept, ...theirs].slice(0, max), conflicts: [] };
}

const hasDuplicates = (ids: string[]) => new Set(ids).size !== ids.length;

/**
 * A list of records with ids (features) merged per element, the edit winning per element. A
 * list whose ids repeat cannot be matched up: it is merged as one value.
 */
export function mergeKeyedList<T extends { id: string }>(
  stored: T[],
  mine: T[],
  base: T[],
  max: number,
): Merged<T[]> {
  const idsOf = (list: T[]) => list.map((item) => item.id);
  if ([stored, mine, base].some((list) => hasDuplicates(idsOf(list)))) {
    return mergeScalar(stored, mine, base);
  }
  const byId = (list: T[]) => new Map(list.map((item) => [item.id, item]));
  const [s, b] = [byId(stored), byId(base)];
  const inMine = new Set(idsOf(mine));
  const value: T[] = [];
  const conflicts: Path[] = [];
  const take = (id: string, merged: Merged<T>) => {
    if (merged.value !== undefined) value.push(merged.value);
    conflicts.push(...prefixed(id, merged.conflicts));
  };
  for (const item of mine) take(item.id, mergeScalar(s.get(item.id), item, b.get(item.id)));
  for (const item of stored) {
    if (!inMine.has(item.id)) take(item.id, mergeScalar(item, undefined, b.get(item.id)));
  }
  return { value: value.slice(0, max), conflicts };
}

/**
 * A row of counters by position (spell slots used per level): each position's change is added
 * to the stored count. Positions past the edit's row that end up 0 are dropped (0 used is the
 * same as no entry), so a row the edit shortened stays short.
 */
export function mergeCounterRow(
  stored: number[],
  mine: number[],
  base: number[],
  bounds: Bounds,
): number[] {
  const length = Math.max(stored.length, mine.length, base.length);
  const row = Array.from(
    { length },
    (_, index) =>
      mergeCounter(stored[index] ?? 0, mine[index] ?? 0, base[index] ?? 0, bounds).value ?? 0,
  );
  let end = row.length;
  while (end > mine.length && row[end - 1] === 0) end -= 1;
  return row.slice(0, end);
}
