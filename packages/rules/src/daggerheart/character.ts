import type { DhDomain, DhTrait } from './catalogue.ts';

/** Spec character §9 and the SRD. */
export const DH_CONSTANTS = {
  baseStress: 6,
  maxHope: 6,
  startingHope: 2,
  /** Domain cards chosen at creation, all in the loadout (spec: starting card limit 2). */
  startingCards: 2,
  /** The SRD's loadout: at most five domain cards active at once; the rest sit in the vault. */
  loadoutLimit: 5,
  experienceSlots: 5,
  startingExperienceMod: 2,
  maxLevel: 10,
  maxArmorScore: 12,
  /** Gold: 10 coins a fist (handful), 10 fists a pouch (bag), 10 pouches a chest; one chest at most. */
  gold: { chest: 1000, pouch: 100, fist: 10, step: 10, max: 1999 },
  /** The trait spread a new character assigns freely (SRD step 3; spec defaults in this order). */
  traitSpread: [2, 1, 1, 0, 0, -1],
} as const;

/** Spec character §5: what the player may type into the sheet's modifier fields. */
export const DH_BOUNDS = {
  /** hp, stress, evasion and armor mods. */
  mod: { min: -12, max: 12 },
  threshold: { min: -100, max: 100 },
  trait: { min: -5, max: 5 },
  experienceMod: { min: 0, max: 5 },
} as const;

export interface DhExperience {
  text: string;
  /** The player's modifier, 0 to 5; level-up bonuses are added on the sheet, not here. */
  mod: number;
}

/** The player's own corrections, added to the derived numbers (spec §5 bounds). */
export interface DhMods {
  hp: number;
  stress: number;
  evasion: number;
  armor: number;
  treshold1: number;
  treshold2: number;
}

/**
 * One advancement taken on a level up (SRD "Leveling Up", step two). Proficiency and
 * multiclass take both of a level's two choices.
 */
export type DhAdvancement =
  | { kind: 'traits'; traits: [DhTrait, DhTrait] }
  | { kind: 'hp' }
  | { kind: 'stress' }
  /** Indices into `experiences`. */
  | { kind: 'experiences'; experiences: [number, number] }
  | { kind: 'domain-card'; card: string }
  | { kind: 'evasion' }
  /** The next card of the subclass: specialization, then mastery. */
  | { kind: 'subclass' }
  | { kind: 'proficiency' }
  | { kind: 'multiclass'; class: string; domain: DhDomain; subclass: string };

/**
 * Everything chosen when reaching `level`: kept so that the level can be taken back or a
 * choice changed, the character's numbers being derived from these records.
 */
export interface DhLevelUp {
  level: number;
  /** Tier achievement at levels 2, 5 and 8: the new experience's text (at +2). */
  experience?: string;
  /**
   * Where the level-up put that experience (set by the rules when the level is applied), so
   * that taking the level back empties that slot.
   */
  experienceSlot?: number;
  /** Two advancements, or one that takes both choices (proficiency, multiclass). */
  advancements: DhAdvancement[];
  /** Step four: the new domain card of this level or lower. */
  card: string;
  /** Optionally exchanged: a card acquired before for another of the same level or lower. */
  exchange?: { from: string; to: string };
}

export type DhConditionKey = 'hidden' | 'restrained' | 'vulnerable';

export interface DhInventoryLine {
  /** A client-made id, unique within the character. */
  id: string;
  /** What the line is: a catalogue entry (dh-items, dh-weapon, dh-armor) or a custom thing. */
  kind: 'item' | 'consumable' | 'weapon' | 'armor' | 'custom';
  /** The catalogue entry's id; null for a custom line. */
  ref: string | null;
  /** The custom line's name (catalogue lines show the entry's title). */
  name?: string;
  quantity: number;
  notes?: string;
}

/**
 * A second-system character (spec character §3), kept on the device only (table
 * `dh_characters`). Stored fields keep the spec's names; numbers the rules can derive
 * (evasion, maximum HP and stress, armor score, thresholds) are derived, with the player's
 * corrections in `mods`.
 */
export interface DhCharacter {
  /** A timestamp string, as the spec has it. */
  id: string;
  /** The export format's version. */
  schema: 1;
  name: string;
  /** An image as a data URL, or null. */
  avatar: string | null;
  class: string;
  subclass: string;
  /** One ancestry, or two for a mixed ancestry: the first feature of [0], the second of [1]. */
  ancestries: string[];
  community: string | null;
  level: number;
  /** The values assigned at creation (and edited by the player within -5…5). */
  traits: Record<DhTrait, number>;
  experiences: DhExperience[];
  /** Domain card ids: `all` is every card the character holds, `active` the loadout. */
  cards: { active: string[]; all: string[] };
  hpFilled: number;
  stressFilled: number;
  /** Marked armor slots of the equipped armor. */
  armorFilled: number;
  hopeFilled: number;
  hopeBlocked: number;
  /** Hope slots crossed out for good (Avoid Death). */
  scars: number;
  mods: DhMods;
  equippedArmor: string | null;
  equippedPrimaryWeapon: string | null;
  equippedSecondaryWeapon: string | null;
  /** In coins (see DH_CONSTANTS.gold). */
  gold: number;
  inventory: DhInventoryLine[];
  /** One record per level above 1, in order. */
  levels: DhLevelUp[];
  conditions: DhConditionKey[];
  /** Short rests taken in a row: after three the next rest must be long. */
  shortRestsInRow: number;
  /** Set by a death move: unconscious (Avoid Death) until healed or a long rest; dead. */
  fate: 'alive' | 'unconscious' | 'dead';
  createdAt: number;
  updatedAt: number;
}
