import type { Choice, Mechanic } from './mechanics.ts';
import type { Ability } from './tables.ts';

/**
 * The catalogue as the rules read it: structural types naming only the fields the engine uses.
 * The content package's entries are checked against these types (a type test there), so a
 * schema change that would break the engine fails the build.
 */

/** A feature gained at a level: class feature, subclass feature or species trait. */
export interface LevelFeatureRules {
  readonly id: string;
  readonly level: number;
  readonly title: string;
  readonly mechanics?: readonly Mechanic[];
  readonly choices?: readonly Choice[];
}

export type WeaponTraining = 'simple' | 'martial' | 'martial-finesse-light' | 'martial-light';
export type ArmorTraining = 'light' | 'medium' | 'heavy' | 'shield';
export type Progression = 'full' | 'half' | 'third' | 'pact';

export interface ClassLevelRules {
  readonly level: number;
  readonly proficiency_bonus: number;
  readonly features: readonly string[];
  readonly cantrips?: number;
  readonly prepared?: number;
  readonly columns?: Readonly<Record<string, number | string>>;
}

export interface ClassRules {
  readonly id: string;
  readonly title: string;
  readonly hit_die: number;
  readonly primary_abilities: readonly Ability[];
  /** Whether every primary ability is needed (Monk: DEX and WIS) rather than one of them. */
  readonly primary_all?: boolean;
  readonly saving_throws: readonly [Ability, Ability];
  readonly proficiencies: {
    readonly armor: readonly ArmorTraining[];
    readonly weapons: readonly WeaponTraining[];
    readonly tools?: readonly string[];
    readonly tool_choice?: {
      readonly count: number;
      readonly from: readonly string[] | 'artisan' | 'instrument';
    };
    readonly skills: { readonly count: number; readonly from: readonly string[] | 'ALL' };
  };
  readonly multiclass: {
    readonly armor: readonly ArmorTraining[];
    readonly weapons: readonly WeaponTraining[];
    readonly skills?: number;
    readonly tools?: number;
  };
  readonly spellcasting?: {
    readonly ability: Ability;
    readonly progression: Progression;
    readonly from_level: number;
    readonly spellbook?: boolean;
  };
  readonly subclass_level: number;
  readonly table: readonly ClassLevelRules[];
  readonly features: readonly LevelFeatureRules[];
}

export interface SubclassRules {
  readonly id: string;
  readonly type: 2;
  readonly class: string;
  readonly title: string;
  readonly features: readonly LevelFeatureRules[];
}

export interface PrerequisiteRules {
  readonly level?: number;
  readonly abilities?: readonly Ability[];
  readonly min?: number;
  readonly feature?: string;
  readonly spell?: string;
  /** A cantrip of the class's list the character knows that deals damage (by an attack roll
   * when `attack`): Agonizing Blast, Repelling Blast. */
  readonly cantrip?: { readonly class: string; readonly attack?: boolean };
}

/** Feats (3 origin, 4 general, 5 epic boon, 6 fighting style) and invocations (7). */
export interface FeatRules {
  readonly id: string;
  readonly type: 3 | 4 | 5 | 6 | 7;
  readonly title: string;
  readonly repeatable: boolean;
  readonly prerequisite?: PrerequisiteRules;
  readonly mechanics?: readonly Mechanic[];
  readonly choices?: readonly Choice[];
}

export type FeatureRules = SubclassRules | FeatRules;

export interface SpeciesRules {
  readonly id: string;
  readonly title: string;
  readonly sizes: readonly number[];
  readonly speed: number;
  readonly traits: readonly LevelFeatureRules[];
}

export interface BackgroundRules {
  readonly id: string;
  readonly title: string;
  readonly abilities: readonly [Ability, Ability, Ability];
  readonly feat: string;
  readonly feat_options?: Readonly<Record<string, readonly string[]>>;
  readonly skills: readonly [string, string];
  readonly tool: string | { readonly choose: 'artisan' | 'instrument' | 'gaming-set' };
}

export interface WeaponStats {
  readonly category: 'melee' | 'ranged';
  readonly damage: { readonly dice: string; readonly type: string };
  readonly versatile_dice?: string;
  readonly range?: { readonly normal: number; readonly long: number };
}

export interface ArmorStats {
  readonly category: ArmorTraining;
  readonly ac: number;
  readonly dex: 'full' | 'max-2' | 'none';
  readonly strength?: number;
  readonly stealth_disadvantage: boolean;
}

export interface ItemRules {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  readonly subtype?: string;
  readonly weight: number;
  readonly value: number;
  readonly properties: readonly string[];
  readonly mastery?: string;
  readonly weapon?: WeaponStats;
  readonly armor?: ArmorStats;
  readonly container?: {
    readonly capacity?: number;
    readonly weightless?: boolean;
    /** A vessel for liquids: no item goes into it. */
    readonly liquids_only?: boolean;
    /** The items it is made for (a quiver: arrows); absent when anything fits. */
    readonly holds?: readonly string[];
  };
  readonly attunement: boolean | string;
  readonly bundle?: number;
  /** Whether several make one stack (arrows, rations), rather than each being its own. */
  readonly countable?: boolean;
  readonly mechanics?: readonly Mechanic[];
  readonly rarity?: string;
  readonly magical?: boolean;
  /** A magic weapon or armor made over a base item the player picks (`item_data.base`). */
  readonly base_item?: BaseItemFilterRules;
  /** `{title}`, `{variant}`, `{base}`: the concrete item's name. */
  readonly name_pattern?: string;
  /** Variants, one picked per inventory line (`item_data.variant`). */
  readonly variants?: readonly ItemVariantRules[];
  /** The entry without a variant is itself an item: a line may leave the variant out. */
  readonly variant_optional?: boolean;
  readonly charges?: ChargesRules;
  readonly spells?: readonly ItemSpellRules[];
  /** Studying it raises a score for good (a tome, a manual): see `studyItem`. */
  readonly study?: StudyRules;
  /**
   * Set on concrete items only (`concreteItem`): the base item a magic weapon or armor is made
   * from, so training and weapon mastery chosen for the base count for it (a +1 longsword is a
   * longsword).
   */
  readonly made_from?: string;
}

/** A book's study: +`value` to `ability`, no higher than `max`, recorded on the character. */
export interface StudyRules {
  readonly ability: Ability;
  readonly value: number;
  readonly max: number;
}

export interface BaseItemFilterRules {
  readonly type: 'weapon' | 'armor';
  readonly categories?: readonly string[];
  readonly subtypes?: readonly string[];
  readonly ids?: readonly string[];
  readonly damage_types?: readonly string[];
  readonly properties?: readonly string[];
  readonly exclude?: readonly string[];
  /** Drawbacks of the base armor the magic item does away with (Mithral Armor: both). */
  readonly lifts?: readonly ('stealth-disadvantage' | 'strength')[];
}

export interface ChargesRules {
  readonly max: number;
  readonly recharge: 'dawn' | 'dusk' | 'short' | 'long' | 'none';
  /** Dice or a number regained; absent: all. */
  readonly regain?: string | number;
  readonly last_charge?: string;
}

export interface ItemSpellRules {
  readonly spell: string;
  readonly charges?: number;
  readonly charges_per_level?: number;
  readonly level?: number;
  readonly max_level?: number;
  readonly dc?: number;
  readonly attack?: number;
  readonly uses_per_day?: number;
}

export interface ItemVariantRules {
  readonly id: string;
  readonly title: string;
  readonly rarity?: string;
  readonly value?: number;
  readonly weight?: number;
  readonly attunement?: boolean | string;
  readonly mechanics?: readonly Mechanic[];
  readonly charges?: ChargesRules;
  readonly spells?: readonly ItemSpellRules[];
}

export interface SpellDamageRules {
  readonly dice: string;
  readonly type: string;
  readonly type_options?: readonly string[];
}

export interface SpellRules {
  readonly id: string;
  readonly title: string;
  readonly level: number;
  readonly school: string;
  readonly concentration: boolean;
  readonly ritual: boolean;
  readonly classes: readonly string[];
  readonly casting_time?: string;
  readonly alternative_casting_time?: string;
  /** How long it lasts; `timed` ones give an amount of rounds, minutes, hours or days. */
  readonly duration?: { readonly type: string; readonly amount?: number; readonly unit?: string };
  readonly range?: { readonly type: string; readonly feet?: number };
  readonly components?: {
    readonly verbal: boolean;
    readonly somatic: boolean;
    readonly material: string | null;
  };
  readonly attack?: 'melee' | 'ranged';
  readonly save?: { readonly ability: string; readonly on_success: string };
  readonly damage?: readonly SpellDamageRules[];
  readonly healing?: { readonly dice: string; readonly add_modifier: boolean };
  readonly upcast?: { readonly damage_dice?: string; readonly healing_dice?: string };
  readonly cantrip_scaling?: Readonly<Record<string, string>>;
  /** Beams or rays, each its own attack with the damage roll (Eldritch Blast, Scorching Ray). */
  readonly beams?: SpellBeams;
}

/**
 * How many beams a spell fires: `count` at its base, a cantrip's count from character levels
 * 5, 11 and 17 (`cantrip_scaling`), and the beams each slot level above the spell's adds.
 */
export interface SpellBeams {
  readonly count: number;
  readonly cantrip_scaling?: Readonly<Record<string, number>>;
  readonly upcast?: number;
}

export interface BeastRules {
  readonly id: string;
  readonly title: string;
  readonly hp: { readonly max: number };
}

/** A starting-equipment option or pack (the wizard's Equipment step picks one per class and
 * background). */
export interface PresetRules {
  readonly id: string;
  readonly class_id?: string;
  readonly background_id?: string;
  readonly option?: string;
}

/** Entry lists as the catalogue bundles hold them. */
export interface CatalogueLists {
  readonly classes: readonly ClassRules[];
  readonly species: readonly SpeciesRules[];
  readonly backgrounds: readonly BackgroundRules[];
  readonly features: readonly FeatureRules[];
  readonly items: readonly ItemRules[];
  readonly spells: readonly SpellRules[];
  readonly beasts?: readonly BeastRules[];
  readonly presets?: readonly PresetRules[];
}

/** The catalogue indexed by id, built once ({@link indexCatalogue}) and shared by every call. */
export interface RulesCatalogue {
  readonly classes: ReadonlyMap<string, ClassRules>;
  readonly subclasses: ReadonlyMap<string, SubclassRules>;
  readonly species: ReadonlyMap<string, SpeciesRules>;
  readonly backgrounds: ReadonlyMap<string, BackgroundRules>;
  /** Feats and invocations. */
  readonly feats: ReadonlyMap<string, FeatRules>;
  readonly items: ReadonlyMap<string, ItemRules>;
  readonly spells: ReadonlyMap<string, SpellRules>;
  readonly beasts: ReadonlyMap<string, BeastRules>;
  readonly presets: ReadonlyMap<string, PresetRules>;
}

const byId = <T extends { id: string }>(list: readonly T[] = []) =>
  new Map(list.map((entry) => [entry.id, entry]));

/**
 * Indexes the catalogue's stores for the engine. Build it once per catalogue version: every
 * derivation reads the maps, never the lists.
 *
 * @example const catalogue = indexCatalogue({ classes, species, backgrounds, features, items, spells });
 */
export function indexCatalogue(lists: CatalogueLists): RulesCatalogue {
  const subclasses: SubclassRules[] = [];
  const feats: FeatRules[] = [];
  for (const feature of lists.features) {
    if (feature.type === 2) subclasses.push(feature);
    else feats.push(feature);
  }
  return {
    classes: byId(lists.classes),
    subclasses: byId(subclasses),
    species: byId(lists.species),
    backgrounds: byId(lists.backgrounds),
    feats: byId(feats),
    items: byId(lists.items),
    spells: byId(lists.spells),
    beasts: byId(lists.beasts),
    presets: byId(lists.presets),
  };
}

/** A class-table row for a class level (1-20), or undefined outside the table. */
export function classRow(cls: ClassRules, level: number): ClassLevelRules | undefined {
  return cls.table[level - 1];
}
