import type { Path } from './merge-strategies.ts';
import { own, sameValue } from './merge-strategies.ts';

/**
 * One change of a character for its history: a field, or a part of it (`path`: a key of hit
 * points, a spell's id, a feature's id, a class's hit dice, a spell-slot position; empty for the
 * whole field), its value before and after (`null`: the part was absent), and whether the write
 * overwrote a value someone else had changed since the writer's copy (`conflict`).
 */
export interface HistoryPart {
  field: string;
  path: Path;
  old: unknown;
  new: unknown;
  conflict: boolean;
}

/** Fields recorded key by key: each key is what the merge treats as one value or counter. */
const BY_KEY = new Set([
  'hp',
  'saving_death',
  'attributes',
  'skills',
  'options',
  'spells',
  'resources',
  'settings',
]);

const orNull = (value: unknown) => (value === undefined ? null : value);
const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const isRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function changedKeys(
  field: string,
  old: Record<string, unknown>,
  updated: Record<string, unknown>,
  prefix: Path = [],
): HistoryPart[] {
  const parts: HistoryPart[] = [];
  for (const key of new Set([...Object.keys(old), ...Object.keys(updated)])) {
    const [was, now] = [own(old, key), own(updated, key)];
    if (sameValue(was, now)) continue;
    parts.push({
      field,
      path: [...prefix, key],
      old: orNull(was),
      new: orNull(now),
      conflict: false,
    });
  }
  return parts;
}

type WithId = { id: string };
const uniqueIds = (list: unknown): list is WithId[] =>
  Array.isArray(list) &&
  list.every((item) => typeof (item as WithId | null)?.id === 'string') &&
  new Set(list.map((item: WithId) => item.id)).size === list.length;
const byId = (list: WithId[]) => Object.fromEntries(list.map((item) => [item.id, item]));

/** Features by id; a list whose ids repeat is one value. */
function featureParts(field: string, old: unknown, updated: unknown): HistoryPart[] | null {
  if (!uniqueIds(old) || !uniqueIds(updated)) return null;
  return changedKeys(field, byId(old), byId(updated));
}

type ClassLike = WithId & { hit_dice?: number };
const withoutHitDice = (classes: ClassLike[]) =>
  classes.map(({ hit_dice: _spent, ...rest }) => rest);

/** Classes: their hit dice spent, class by class, when the classes themselves did not change. */
function classParts(field: string, old: unknown, updated: unknown): HistoryPart[] | null {
  if (!uniqueIds(old) || !uniqueIds(updated)) return null;
  const [before, after] = [old as ClassLike[], updated as ClassLike[]];
  if (!sameValue(withoutHitDice(before), withoutHitDice(after))) return null;
  return after.flatMap((cls, index) => {
    const was = before[index]?.hit_dice ?? 0;
    const now = cls.hit_dice ?? 0;
    if (was === now) return [];
    return [{ field, path: [cls.id, 'hit_dice'], old: was, new: now, conflict: false }];
  });
}

/** Spell slots used, position by position (`[row, index]`; a missing position is 0 used). */
function slotParts(field: string, old: unknown, updated: unknown): HistoryPart[] | null {
  const rows = (value: unknown) =>
    Array.isArray(value) && value.every((row) => Array.isArray(row))
      ? (value as unknown[][])
      : null;
  const [before, after] = [rows(old), rows(updated)];
  if (!before || !after) return null;
  const parts: HistoryPart[] = [];
  for (let row = 0; row < Math.max(before.length, after.length); row += 1) {
    const [was, now] = [before[row] ?? [], after[row] ?? []];
    for (let index = 0; index < Math.max(was.length, now.length); index += 1) {
      const [a, b] = [was[index] ?? 0, now[index] ?? 0];
      if (sameValue(a, b)) continue;
      parts.push({ field, path: [String(row), String(index)], old: a, new: b, conflict: false });
    }
  }
  return parts;
}

/** The parts of a field that differ between two values, at the granularity the merge uses. */
function partsOf(field: string, old: unknown, updated: unknown): HistoryPart[] | null {
  if (BY_KEY.has(field) && isRecord(old) && isRecord(updated)) {
    return changedKeys(field, recordOf(old), recordOf(updated));
  }
  if (field === 'features') return featureParts(field, old, updated);
  if (field === 'classes') return classParts(field, old, updated);
  if (field === 'spell_slots') return slotParts(field, old, updated);
  return null;
}

/**
 * What a write changed in one field, part by part, for the history. `conflicts` are the paths
 * where the merge overwrote someone else's change; a conflict on the whole field (an empty path)
 * records the field as one part.
 */
export function historyParts(
  field: string,
  old: unknown,
  updated: unknown,
  conflicts: Path[] = [],
): HistoryPart[] {
  if (sameValue(old, updated)) return [];
  const whole = conflicts.some((path) => path.length === 0);
  const parts = (!whole && partsOf(field, old, updated)) || [
    { field, path: [], old: orNull(old), new: orNull(updated), conflict: false },
  ];
  const conflicted = new Set(conflicts.map((path) => JSON.stringify(path)));
  return parts.map((part) => ({ ...part, conflict: conflicted.has(JSON.stringify(part.path)) }));
}
