/**
 * The second game system's catalogue as the rules read it (Daggerheart SRD 1.0). The content
 * package's schemas produce exactly these shapes (`packages/content/src/schemas/daggerheart.ts`);
 * the rules keep their own copy of the types so they depend on nothing but themselves.
 */

/** The six character traits, by the spec's codes (Agility, Strength, Finesse, Instinct, Presence, Knowledge). */
export const DH_TRAITS = ['AGL', 'STR', 'FNS', 'INS', 'PRE', 'KNW'] as const;
export type DhTrait = (typeof DH_TRAITS)[number];

export const DH_DOMAINS = [
  'arcana',
  'blade',
  'bone',
  'codex',
  'grace',
  'midnight',
  'sage',
  'splendor',
  'valor',
] as const;
export type DhDomain = (typeof DH_DOMAINS)[number];

export const DH_RANGES = ['melee', 'very-close', 'close', 'far', 'very-far'] as const;
export type DhRange = (typeof DH_RANGES)[number];

export type DhDamageType = 'physical' | 'magic';

/**
 * What an unconditional feature changes, while its source counts (armor and weapons while
 * equipped, domain cards while in the loadout, class, subclass, ancestry and community
 * features always). Conditional effects ("while you are Vulnerable…") are prose only.
 *
 * - `evasion`, `armor-score`, `hp`, `stress`, `proficiency`: those numbers.
 * - `thresholds`: both damage thresholds; `major-threshold`, `severe-threshold`: one.
 * - `attack`, `damage`: attack rolls and damage rolls with the equipped weapon that carries
 *   the feature (a weapon's own feature) or with every weapon (any other source).
 * - a trait code (`AGL`…): that trait; `traits`: every trait.
 * - `spellcast`: spellcast rolls.
 */
export type DhModifierTarget =
  | 'evasion'
  | 'armor-score'
  | 'hp'
  | 'stress'
  | 'proficiency'
  | 'thresholds'
  | 'major-threshold'
  | 'severe-threshold'
  | 'attack'
  | 'damage'
  | 'traits'
  | 'spellcast'
  | DhTrait;

/**
 * A number, or one read off the character: `proficiency` (Galapa's Shell adds the
 * Proficiency to the thresholds), `level`, `tier`.
 */
export type DhModifierValue = number | 'proficiency' | 'level' | 'tier';

/**
 * When a modifier counts beyond its source counting: only while armor is worn (Armorer,
 * Fortified Armor), or only with at least `count` cards of `domain` in the loadout (the
 * "-Touched" cards).
 */
export interface DhModifierCondition {
  armored?: boolean;
  loadout?: { domain: DhDomain; count: number };
}

export interface DhModifier {
  target: DhModifierTarget;
  value: DhModifierValue;
  when?: DhModifierCondition;
}

export interface DhFeature {
  /** Some features have no name (a domain card's single feature). */
  title?: string;
  description: string;
  modifiers?: DhModifier[];
}

export interface DhSubclassEntry {
  id: string;
  title: string;
  description?: string;
  /** The trait of the subclass's spellcast rolls; null for subclasses without one. */
  spellcast_trait: DhTrait | null;
  foundation: DhFeature[];
  specialization: DhFeature[];
  mastery: DhFeature[];
}

/** `dh-classes`: a class with its two subclasses. */
export interface DhClassEntry {
  id: string;
  source: string;
  title: string;
  description: string;
  domains: [DhDomain, DhDomain];
  evasion: number;
  hp: number;
  /** The class items a new character picks one of. */
  class_items: string[];
  hope_feature: DhFeature & { hope_cost: number };
  features: DhFeature[];
  subclasses: DhSubclassEntry[];
}

/** `dh-cards`: domain cards (with level, kind and recall cost), ancestries and communities. */
export type DhCardEntry = DhDomainCard | DhAncestryCard | DhCommunityCard;

export interface DhDomainCard {
  id: string;
  source: string;
  title: string;
  type: 'domain';
  domain: DhDomain;
  level: number;
  kind: 'ability' | 'spell' | 'grimoire';
  /** Stress to mark to move the card from the vault into the loadout outside a rest. */
  recall_cost: number;
  features: DhFeature[];
}

export interface DhAncestryCard {
  id: string;
  source: string;
  title: string;
  type: 'ancestry';
  description: string;
  /** Exactly two: a mixed ancestry takes the first of one and the second of another. */
  features: [DhFeature, DhFeature];
}

export interface DhCommunityCard {
  id: string;
  source: string;
  title: string;
  type: 'community';
  description: string;
  /** Words that describe people of the community. */
  adjectives: string[];
  features: DhFeature[];
}

/** `dh-armor`. */
export interface DhArmorEntry {
  id: string;
  source: string;
  title: string;
  tier: number;
  /** Base major and severe damage thresholds, before the character's level is added. */
  thresholds: [number, number];
  /** Base armor score: the armor slots it gives. */
  score: number;
  features: DhFeature[];
}

/** `dh-weapon`. */
export interface DhWeaponEntry {
  id: string;
  source: string;
  title: string;
  type: 'primary' | 'secondary';
  /** Deals magic damage: only a character with a spellcast trait may wield it. */
  magic: boolean;
  tier: number;
  trait: DhTrait;
  range: DhRange;
  /** One die of `die` sides plus `mod`; Proficiency sets how many dice are rolled. */
  damage: { count: number; die: number; mod: number; type: DhDamageType };
  /** Hands it takes: a burden-2 primary leaves no hand for a secondary. */
  burden: 1 | 2;
  features: DhFeature[];
}

/** `dh-items`: the SRD's loot items and consumables for the inventory. */
export interface DhItemEntry {
  id: string;
  source: string;
  title: string;
  kind: 'item' | 'consumable';
  description: string;
}

/** The catalogue the rules read, by id; built once per catalogue version by the caller. */
export interface DhCatalogue {
  classes: ReadonlyMap<string, DhClassEntry>;
  cards: ReadonlyMap<string, DhCardEntry>;
  armor: ReadonlyMap<string, DhArmorEntry>;
  weapons: ReadonlyMap<string, DhWeaponEntry>;
  items: ReadonlyMap<string, DhItemEntry>;
}
