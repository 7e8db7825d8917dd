import type { Breakdown } from '../dnd5e/breakdown.ts';
import type {
  DhArmorEntry,
  DhDamageType,
  DhDomain,
  DhDomainCard,
  DhRange,
  DhTrait,
  DhWeaponEntry,
} from './catalogue.ts';
import type { DhCharacter } from './character.ts';

/**
 * Why a choice or a character is not right, as a code the screens translate, with what the
 * message needs (`{ code: 'primary-two-handed' }`: the primary weapon must be one-handed).
 */
export interface DhProblem {
  code: string;
  params?: Record<string, string | number>;
}

/** A change that the rules may refuse: the new character, or why not. */
export type DhResult = { ok: true; character: DhCharacter } | { ok: false; problem: DhProblem };

export interface DhTraitLine {
  value: Breakdown;
  /** Raised by a level-up advancement in the current tier: cannot be raised again until the next. */
  marked: boolean;
}

export interface DhWeaponLine {
  entry: DhWeaponEntry;
  /** The weapon's trait plus attack bonuses. */
  attack: Breakdown;
  range: DhRange;
  /** Proficiency dice of the weapon's die, plus the flat modifier (which Proficiency never multiplies). */
  damage: { count: number; die: number; mod: Breakdown; type: DhDamageType; text: string };
}

/** A feature in play, with where it comes from (`class:guardian`, `card:i-am-your-shield`). */
export interface DhSheetFeature {
  kind: 'class' | 'hope' | 'subclass' | 'ancestry' | 'community' | 'card' | 'armor' | 'weapon';
  source: string;
  /** For subclass cards: foundation, specialization or mastery. */
  step?: 'foundation' | 'specialization' | 'mastery';
  title?: string;
  description: string;
}

/** Everything the second system's sheet shows, derived from the character and the catalogue. */
export interface DhSheet {
  level: number;
  tier: 1 | 2 | 3 | 4;
  proficiency: Breakdown;
  traits: Record<DhTrait, DhTraitLine>;
  evasion: Breakdown;
  /** Capped at 12 (SRD). */
  armorScore: Breakdown;
  thresholds: { major: Breakdown; severe: Breakdown };
  hp: { max: Breakdown; filled: number };
  stress: { max: Breakdown; filled: number };
  /** As many slots as the armor score. */
  armorSlots: { max: number; filled: number };
  /** `max` is 6 minus scars; `available` is max minus blocked (spec §4). */
  hope: { max: number; blocked: number; filled: number; available: number };
  /** The five experience slots; an empty text is an unused slot. */
  experiences: { text: string; value: Breakdown }[];
  /** From the subclass (and a multiclass foundation); null without one. */
  spellcastTrait: DhTrait | null;
  /** The class's two domains, plus the multiclass domain. */
  domains: DhDomain[];
  cards: { active: DhDomainCard[]; vault: DhDomainCard[]; limit: number };
  weapons: { primary: DhWeaponLine | null; secondary: DhWeaponLine | null };
  armor: DhArmorEntry | null;
  features: DhSheetFeature[];
  gold: { chests: number; pouches: number; fists: number; coins: number };
  /** Three short rests in a row: the next rest must be a long one. */
  mustRestLong: boolean;
  /** Hit points all marked: a death move is due (unless one was made). */
  deathMoveDue: boolean;
  /** Stress all marked: the character is Vulnerable until one is cleared. */
  vulnerable: boolean;
  problems: DhProblem[];
}
