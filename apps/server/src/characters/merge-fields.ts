import type { Character, CharacterChangeFields, SyncBase } from '@hearth/contract';
import { hitPointMaximum } from '@hearth/rules';

import type { HistoryPart } from './history-parts.ts';
import { historyParts } from './history-parts.ts';
import type { Bounds, Merged, Path } from './merge-strategies.ts';
import {
  clamp,
  mergeCounter,
  mergeCounterRow,
  mergeKeyedList,
  mergeRecord,
  mergeScalar,
  mergeSet,
  sameValue,
} from './merge-strategies.ts';

/** The changed fields of an update, nulls and empty strings already stripped. */
export type CharacterChanges = {
  [K in keyof CharacterChangeFields]?: Exclude<CharacterChangeFields[K], null | ''>;
};
type Field = keyof CharacterChanges;
/** The stored character as the merge reads it (the API's view of the row). */
export type StoredCharacter = Pick<Character, Field>;

type Strategy<F extends Field> = (
  stored: StoredCharacter[F],
  mine: NonNullable<CharacterChanges[F]>,
  base: NonNullable<SyncBase[F]>,
) => Merged<StoredCharacter[F]>;

/** The contract's bounds of each counter (`packages/contract/src/api/characters.ts`). */
const BOUNDS = {
  hpCurrent: { min: 0, max: 100_000 },
  hpTemp: { min: 0, max: 100_000 },
  hpMaxMod: { min: -100_000, max: 100_000 },
  deathSave: { min: 0, max: 3 },
  resource: { min: 0, max: 100_000 },
  slotsUsed: { min: 0, max: 20 },
  hitDice: { min: 0, max: 20 },
} satisfies Record<string, Bounds>;
const MAX_CONDITIONS = 30;
const MAX_FEATURES = 300;

const counterKeys =
  (bounds: Record<string, Bounds>) =>
  (stored: unknown, mine: unknown, base: unknown, key: string) =>
    Object.hasOwn(bounds, key)
      ? mergeCounter(stored as number, mine as number, base as number, bounds[key]!)
      : mergeScalar(stored, mine, base);

/**
 * Hit points: current, temporary and the maximum's modifier are counters, the maximum a value.
 * Hit points the edit moved stay between 0 and the maximum (as the rules require), so two
 * devices' healing beyond it tops up instead of being refused.
 */
const mergeHitPoints: Strategy<'hp'> = (stored, mine, base) => {
  const merged = mergeRecord(
    stored,
    mine,
    base,
    counterKeys({ current: BOUNDS.hpCurrent, temp: BOUNDS.hpTemp, max_mod: BOUNDS.hpMaxMod }),
  );
  const hp = merged.value as Character['hp'];
  if (mine.current !== base.current && typeof hp.current === 'number') {
    hp.current = clamp(hp.current, { min: 0, max: hitPointMaximum({ hp }) });
  }
  return { value: hp, conflicts: merged.conflicts };
};

type CharacterClass = Character['classes'][number];
const withoutHitDice = (classes: CharacterClass[]) =>
  classes.map(({ hit_dice: _spent, ...rest }) => rest);

/**
 * Classes: which classes at which levels is one value (the edit wins); each class's spent hit
 * dice is a counter, kept between 0 and the class's level.
 */
const mergeClasses: Strategy<'classes'> = (stored, mine, base) => {
  const ids = (classes: CharacterClass[]) => classes.map((cls) => cls.id);
  if ([stored, mine, base].some((classes) => new Set(ids(classes)).size !== classes.length)) {
    return mergeScalar(stored, mine, base);
  }
  const shape = mergeScalar(withoutHitDice(stored), withoutHitDice(mine), withoutHitDice(base));
  // Which classes at which levels: the stored ones unless the edit changed them.
  const source = sameValue(withoutHitDice(mine), withoutHitDice(base)) ? stored : mine;
  const find = (classes: CharacterClass[], id: string) => classes.find((cls) => cls.id === id);
  const value = source.map((cls): CharacterClass => {
    const [s, m, b] = [find(stored, cls.id), find(mine, cls.id), find(base, cls.id)];
    if (!s || !m || !b) return cls;
    // Within the level even when the edit lowered it below what another device spent.
    const bounds = { min: 0, max: Math.min(BOUNDS.hitDice.max, cls.level) };
    const spent = clamp(
      mergeCounter(s.hit_dice ?? 0, m.hit_dice ?? 0, b.hit_dice ?? 0, bounds).value!,
      bounds,
    );
    return cls.hit_dice === undefined && spent === 0 ? cls : { ...cls, hit_dice: spent };
  });
  return { value, conflicts: shape.conflicts };
};

const STRATEGIES: { [F in Field]: Strategy<F> } = {
  name: mergeScalar,
  avatar: mergeScalar,
  specie: mergeScalar,
  background: mergeScalar,
  ac_mod: mergeScalar,
  active: mergeScalar,
  classes: mergeClasses,
  hp: mergeHitPoints,
  saving_death: (stored, mine, base) =>
    mergeRecord(
      stored,
      mine,
      base,
      counterKeys({ failures: BOUNDS.deathSave, successes: BOUNDS.deathSave }),
    ) as Merged<Character['saving_death']>,
  resources: (stored, mine, base) =>
    mergeRecord(stored, mine, base, (s, m, b) =>
      mergeCounter(s as number, m as number, b as number, BOUNDS.resource),
    ) as Merged<Character['resources']>,
  spell_slots: (stored, mine, base) => ({
    value: [0, 1].map((row) =>
      mergeCounterRow(stored[row] ?? [], mine[row] ?? [], base[row] ?? [], BOUNDS.slotsUsed),
    ) as Character['spell_slots'],
    conflicts: [],
  }),
  conditions: (stored, mine, base) => mergeSet(stored, mine, base, MAX_CONDITIONS),
  resistances: (stored, mine, base) => mergeSet(stored, mine, base, MAX_CONDITIONS),
  features: (stored, mine, base) => mergeKeyedList(stored, mine, base, MAX_FEATURES),
  attributes: (stored, mine, base) =>
    mergeRecord(stored, mine, base) as Merged<Character['attributes']>,
  skills: (stored, mine, base) => mergeRecord(stored, mine, base) as Merged<Character['skills']>,
  options: (stored, mine, base) => mergeRecord(stored, mine, base) as Merged<Character['options']>,
  spells: (stored, mine, base) => mergeRecord(stored, mine, base) as Merged<Character['spells']>,
  settings: (stored, mine, base) =>
    mergeRecord(stored, mine, base) as Merged<Character['settings']>,
};

export interface MergedUpdate {
  /** The fields to write, each whole: the stored value with the edit merged in. */
  merged: CharacterChanges;
  /** What changed, part by part, for the character's history. */
  parts: HistoryPart[];
}

/**
 * Merges an update into the stored character field by field (issue 19). A field with a value in
 * `base` is merged three ways by its strategy: counters (hit points, temporary hit points, the
 * maximum's modifier, hit dice spent, resource uses, spell slots used, death saves) add the
 * edit's change to the stored value; sets (conditions, resistances) add and remove what the
 * edit added and removed; maps (spells, skills, options, resources, attributes, settings,
 * features by id) merge per key; anything else is the edit's value, a conflict when it replaces
 * a value someone changed since the base. A field without a base value is replaced, as an update
 * without `base` replaces every field it sends.
 *
 * @example
 * // Two devices based on current 20: this one dealt 5 damage, the stored copy already took 3.
 * mergeCharacterUpdate({ hp: { current: 17, max: 20, max_mod: 0, temp: 0 } },
 *   { hp: { current: 15, max: 20, max_mod: 0, temp: 0 } },
 *   { hp: { current: 20, max: 20, max_mod: 0, temp: 0 } }).merged.hp.current; // 12
 */
export function mergeCharacterUpdate(
  stored: StoredCharacter,
  changes: CharacterChanges,
  base: SyncBase = {},
): MergedUpdate {
  const merged: Record<string, unknown> = {};
  const parts: HistoryPart[] = [];
  for (const field of Object.keys(changes) as Field[]) {
    const mine = changes[field];
    if (mine === undefined) continue;
    const baseValue = base[field];
    const strategy = STRATEGIES[field] as Strategy<Field> | undefined;
    const result: Merged<unknown> =
      baseValue === undefined || strategy === undefined
        ? { value: mine, conflicts: [] }
        : strategy(stored[field], mine as never, baseValue as never);
    const value = result.value === undefined ? stored[field] : result.value;
    merged[field] = value;
    parts.push(...historyParts(field, stored[field], value, result.conflicts as Path[]));
  }
  return { merged: merged as CharacterChanges, parts };
}
