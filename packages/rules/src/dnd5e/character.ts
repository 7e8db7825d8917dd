import type { Ability } from './tables.ts';

/** One class of a character: its id, level and the hit dice of it spent (spec §3). */
export interface CharacterClass {
  id: string;
  level: number;
  /** Hit dice of this class already spent (restored on a long rest). */
  hit_dice?: number;
  /** The chosen subclass, once the class reaches its subclass level. */
  subclass?: string;
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
  /** The mechanic that granted it, when a feature did. */
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
  features: { id: string; path: string }[];
  /** Used counts keyed by resource path (`prop-rage`), plus `prop-exhaustion`, `prop-hi`. */
  resources: Record<string, number>;
  /** Choices keyed by `<path>-<mechanicId>`; also `lang`, `concentration`, `ability-type`. */
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
