import type { Ability } from './tables.ts';

/**
 * The mechanic types the engine applies, as structural types: what the rules read of a
 * catalogue entry's `mechanics`. The content package's zod schemas build on these lists and a
 * type test there checks that every valid entry fits them, so content and engine cannot drift.
 */

/** What the character must be doing for a mechanic to apply. */
export const REQUIREMENTS = [
  'no-armor',
  'no-shield',
  'no-heavy-armor',
  'wearing-armor',
  'raging',
  'wild-shape',
  'melee-weapon',
  'ranged-weapon',
  'one-handed-melee',
  'two-handed-melee',
  'light-weapon',
  'unarmed',
  /** Attacks made with Strength (Rage Damage). */
  'strength-attack',
  /**
   * The item is in hand (equipped): a torch swung as a club. An item with such a mechanic can
   * be equipped, and its effects apply only while it is.
   */
  'held',
  /**
   * Attacks made with the item that grants the mechanic (a +1 weapon's bonus counts for that
   * weapon only), or the item's own number (a +1 shield's AC).
   */
  'this-item',
] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

/** Requirements judged per attack (the weapon in hand) rather than for the whole sheet. */
export const ATTACK_REQUIREMENTS: ReadonlySet<Requirement> = new Set([
  'melee-weapon',
  'ranged-weapon',
  'one-handed-melee',
  'two-handed-melee',
  'light-weapon',
  'unarmed',
  'strength-attack',
  'this-item',
]);

/** Sheet properties a `properties` mechanic sets (`SET`) or adds to (`ADD`). */
export const PROPERTY_KEYS = [
  'speed',
  'speed-fly',
  'speed-swim',
  'speed-climb',
  'speed-burrow',
  'darkvision',
  'blindsight',
  'tremorsense',
  'truesight',
  'hp-max',
  'hp-per-level',
  'ac-base',
  'initiative',
  'size',
  'carry-size-bonus',
  'extra-attacks',
  'critical-range',
  'unarmed-die',
  'hit-die',
  /** Pact of the Tome: the pact book (3 cantrips and 2 level-1 rituals, spec §5). */
  'pact-of-the-tome',
  /**
   * Two-Weapon Fighting: the Light property's extra attack adds the ability modifier to its
   * damage (SRD 5.2).
   */
  'off-hand-modifier',
] as const;
export type PropertyKey = (typeof PROPERTY_KEYS)[number];

/** What a `bonus` mechanic adds to. */
export const BONUS_KEYS = [
  'attack',
  'damage',
  'ac',
  'save',
  'check',
  /** Ability checks that do not already add the proficiency bonus (Jack of All Trades). */
  'check-without-proficiency',
  'spell-attack',
  'spell-dc',
  'initiative',
  'hp',
  'passive',
] as const;
export type BonusKey = (typeof BONUS_KEYS)[number];

export type Recovery = 'SHORT' | 'LONG';

/**
 * A number that may grow with the character: a constant, or a read of the proficiency bonus,
 * the total or a class's level, an ability modifier or a class-table column, then scaled
 * (`times`, `round`), shifted (`add`) and floored (`min`).
 */
export type Amount =
  | number
  | {
      readonly from: 'proficiency_bonus' | 'level' | 'class_level' | 'ability_modifier' | 'column';
      readonly ability?: Ability;
      readonly class?: string;
      readonly column?: string;
      readonly times?: number;
      readonly round?: 'down' | 'up';
      readonly add?: number;
      readonly min?: number;
    };

/** Which catalogue entries a choice may pick from. */
export interface MechanicFilter {
  readonly levels?: readonly number[];
  readonly schools?: readonly string[];
  readonly classes?: readonly string[];
  readonly subtypes?: readonly string[];
  readonly properties?: readonly string[];
  readonly ritual?: boolean;
}

interface MechanicBase {
  readonly id: string;
  /** Class level (class features) or character level (everything else) it applies from. */
  readonly level?: number;
  readonly requirement?: readonly Requirement[];
}

type AbilityList = readonly Ability[] | 'ALL';
type SlugList = readonly string[] | 'ALL';

export interface AbilityMechanic extends MechanicBase {
  readonly type: 'ability';
  readonly key?: Ability;
  readonly value?: number;
  readonly points?: number;
  readonly available?: AbilityList;
  readonly max_in_one?: number;
  /** The score cannot be raised above this by the mechanic (20, or 25/30 for capstones). */
  readonly max?: number;
  /**
   * The score becomes this while the mechanic applies, unless it is already higher (a Belt of
   * Giant Strength, an Amulet of Health). Applied after every increase.
   */
  readonly set?: number;
}

export interface SaveMechanic extends MechanicBase {
  readonly type: 'save';
  readonly keys?: AbilityList;
  readonly points?: number;
  readonly available?: AbilityList;
}

export interface ProficiencyMechanic extends MechanicBase {
  readonly type: 'proficiency';
  readonly skills?: readonly string[];
  readonly available_skills?: SlugList | 'PROFICIENT';
  readonly tools?: readonly string[];
  readonly available_tools?: SlugList | 'artisan' | 'instrument' | 'gaming-set';
  readonly weapons?: readonly string[];
  readonly armor?: readonly ('light' | 'medium' | 'heavy' | 'shield')[];
  readonly languages?: readonly string[];
  readonly available_languages?: SlugList;
  readonly points?: Amount;
  readonly value?: 1 | 2;
}

export interface WeaponMechanic extends MechanicBase {
  readonly type: 'weapon';
  readonly points: Amount;
  readonly filter?: MechanicFilter;
}

export type GrantedSpellStatus = 'prepared' | 'atwill' | 'extra' | 'book' | 'known';

export interface SpellsMechanic extends MechanicBase {
  readonly type: 'spells';
  readonly spells?: readonly string[];
  readonly points?: Amount;
  readonly filter?: MechanicFilter;
  readonly status: GrantedSpellStatus;
  readonly ability?: Ability | 'choice';
  readonly uses?: { readonly max: Amount; readonly recovery: Recovery };
}

export interface PropertiesMechanic extends MechanicBase {
  readonly type: 'properties';
  readonly key: PropertyKey;
  readonly action: 'SET' | 'ADD';
  /** An amount, amounts to sum, or dice (`unarmed-die`). */
  readonly value: Amount | readonly Amount[] | string;
}

export interface ResistancesMechanic extends MechanicBase {
  readonly type: 'resistances';
  readonly kind?: 'resistance' | 'immunity';
  readonly damage_types?: readonly string[];
  readonly available?: readonly string[];
  readonly points?: number;
  readonly conditions?: readonly string[];
}

export interface BonusMechanic extends MechanicBase {
  readonly type: 'bonus';
  readonly key: BonusKey;
  readonly value: Amount;
  readonly filter?: MechanicFilter;
}

export interface ResourceMechanic extends MechanicBase {
  readonly type: 'resource';
  /** Its path in `character.resources` is `prop-<key>`. */
  readonly key: string;
  readonly title: string;
  /** 0 means unlimited. */
  readonly max: Amount;
  readonly recovery: Recovery | 'none';
  /** Uses a rest gives back; absent or 0 means all. */
  readonly recovery_value?: Amount;
  readonly die?: string | Amount;
  /** What spending a use takes, when it is an action of its own (Second Wind: a Bonus Action). */
  readonly action?: ActionType;
}

/** The actions a turn offers (SRD 5.2): the action, a Bonus Action, a Reaction. */
export type ActionType = 'action' | 'bonus' | 'reaction';

export interface AttackMechanic extends MechanicBase {
  readonly type: 'attack';
  readonly title: string;
  readonly action: 'action' | 'bonus' | 'reaction' | 'time';
  readonly dice: string | Amount;
  readonly damage_type?: string;
  readonly damage_type_options?: readonly string[];
  readonly ability?: Ability;
  readonly save?: { readonly ability: Ability; readonly dc_ability: Ability };
  readonly range_feet?: number;
  readonly area?: { readonly shape: string; readonly feet: number };
  readonly uses?: { readonly max: Amount; readonly recovery: Recovery };
  /** Dice from these levels on, replacing `dice`. */
  readonly scaling?: Readonly<Record<string, string>>;
  /**
   * `unarmed`: the attack is the character's Unarmed Strike made with this action (Martial
   * Arts' Bonus Action strike): the sheet works it out as the Unarmed Strike — its die, the
   * better of STR and DEX where the character may use DEX, that modifier added to damage.
   */
  readonly strike?: 'unarmed';
}

export type Mechanic =
  | AbilityMechanic
  | SaveMechanic
  | ProficiencyMechanic
  | WeaponMechanic
  | SpellsMechanic
  | PropertiesMechanic
  | ResistancesMechanic
  | BonusMechanic
  | ResourceMechanic
  | AttackMechanic;

/** One option of an inline choice, with what it grants. */
export interface ChoiceOption {
  readonly id: string;
  readonly title: string;
  readonly mechanics?: readonly Mechanic[];
}

/**
 * A choice made on gaining a feature: inline options, or catalogue features of a spec type
 * (2 subclass, 3 origin feat, 4 general feat, 5 epic boon, 6 fighting style, 7 invocation).
 */
export interface Choice {
  readonly id: string;
  readonly title: string;
  readonly count?: Amount;
  readonly level?: number;
  readonly feature_type?: number;
  readonly options?: readonly ChoiceOption[];
}
