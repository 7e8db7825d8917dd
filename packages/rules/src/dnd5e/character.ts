import type { Ability } from './tables.ts';

/** One class of a character: its id, level and the hit dice of it spent (spec §3). */
export interface CharacterClass {
  id: string;
  level: number;
  /** Hit dice of this class already spent (restored on a long rest). */
  hit_dice?: number;
}

/** A resource the player made up on the sheet (spec §3, the new resource form). */
export interface CustomResource {
  name: string;
  /** 0 means unlimited. */
  max: number;
  recovery: 'SHORT' | 'LONG' | 'none';
  /** Uses a rest gives back; 0 means all. */
  recoveryValue: number;
}

/**
 * A feature the character took: a feat, an invocation, a fighting style, an epic boon or a
 * subclass from the catalogue, or a custom one (`custom-…` path, with its own title).
 * Features a class, subclass, species or background grants are derived, never stored.
 */
export interface CharacterFeature {
  /** The catalogue id (feats, invocations, subclasses); for custom features, any id. */
  id: string;
  /** Unique on the character; its own choices are stored under it (see `paths.ts`). */
  path: string;
  /** The choice it fills (`fighter-ability-score-improvement-feat-4`); absent when taken
   * freely from the feats page. A feature whose choice is no longer open (the class level was
   * lowered) stays stored but has no effect. */
  choice?: string;
  /** Custom features only. */
  title?: string;
  description?: string;
  resource?: CustomResource;
}

export interface HitPoints {
  current: number;
  max: number;
  /** A change to the maximum from effects (Aid, a curse); may be negative. */
  max_mod: number;
  temp: number;
}

export interface DeathSaves {
  failures: number;
  successes: number;
}

/** Per-spell flags (spec §3). */
export interface SpellStatus {
  prepared?: boolean;
  atwill?: boolean;
  book?: boolean;
  pact?: boolean;
  extra?: boolean;
  favorite?: boolean;
  /** A multiclass caster's class whose list and allowance it counts against. */
  class?: string;
  /** The option key of the spells mechanic it was chosen through (`acolyte-feat-cleric-cantrips`);
   * such spells count against that mechanic, not against the class's allowances. */
  mechanic?: string;
}

/**
 * The fifth-edition character record as stored and synced (spec character §3): what the
 * player chose, never what can be derived from it.
 */
export interface Character {
  id: string;
  name: string;
  specie?: string | null;
  background?: string | null;
  classes: CharacterClass[];
  attributes: Record<Ability, number>;
  /** Proficiency level per skill id: 0 none, 1 proficient, 2 expertise. */
  skills: Record<string, 0 | 1 | 2>;
  features: CharacterFeature[];
  /** Used counts keyed by resource path (`prop-rage`), plus `prop-exhaustion`, `prop-hi`. */
  resources: Record<string, number>;
  /** Choices keyed by `<path>-<mechanicId>`; also `lang`, `concentration`, `ability-type` and
   * `states` (`raging`, `wild-shape`). See `paths.ts`. */
  options: Record<string, string[]>;
  /** Used slots: row 0 regular, row 1 pact, each by spell level 1-9. */
  spell_slots: [number[], number[]];
  spells: Record<string, SpellStatus>;
  hp: HitPoints;
  saving_death: DeathSaves;
  ac_mod: number;
  conditions: string[];
  resistances?: string[];
}

/**
 * Every field of a {@link Character}, for code that compares two records field by field (the
 * type below fails to compile when a field is added to the record and not here).
 */
export const CHARACTER_FIELDS = [
  'id',
  'name',
  'specie',
  'background',
  'classes',
  'attributes',
  'skills',
  'features',
  'resources',
  'options',
  'spell_slots',
  'spells',
  'hp',
  'saving_death',
  'ac_mod',
  'conditions',
  'resistances',
] as const satisfies readonly (keyof Character)[];

type NoneLeft<Unlisted extends never> = Unlisted;
/** Compiles only while CHARACTER_FIELDS lists every field. */
export type UnlistedCharacterFields = NoneLeft<
  Exclude<keyof Character, (typeof CHARACTER_FIELDS)[number]>
>;
