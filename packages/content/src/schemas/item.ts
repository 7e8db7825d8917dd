import { z } from 'zod';

import { Ability, DamageType, Dice, Prose, Slug } from './common.ts';
import { Mechanics } from './mechanic.ts';

export const ITEM_TYPES = [
  'weapon',
  'armor',
  'gear',
  'tool',
  'container',
  'ammunition',
  'focus',
  'pack',
  'coin',
  'scroll',
  'potion',
  'ring',
  'wand',
  'rod',
  'staff',
  'wondrous',
  'trinket',
  'mount',
  'vehicle',
  'food',
] as const;

export const ITEM_PROPERTIES = [
  'finesse',
  'thrown',
  'ammunition',
  'range',
  'reload',
  'two-handed',
  'versatile',
  'heavy',
  'reach',
  'light',
  'loading',
  'weightless',
] as const;

/** The eight SRD 5.2 weapon mastery properties. */
export const MASTERIES = [
  'cleave',
  'graze',
  'nick',
  'push',
  'sap',
  'slow',
  'topple',
  'vex',
] as const;

export const RARITIES = [
  'nonmagical',
  'common',
  'uncommon',
  'rare',
  'very-rare',
  'legendary',
  'artifact',
] as const;

const WeaponStats = z.object({
  category: z.enum(['melee', 'ranged']),
  damage: z.object({ dice: Dice, type: DamageType }),
  /** Two-handed damage of a Versatile weapon. */
  versatile_dice: Dice.optional(),
  /** Normal and long range in feet, for Thrown and Range weapons. */
  range: z
    .object({ normal: z.number().int().positive(), long: z.number().int().positive() })
    .optional(),
  /** The ammunition item a Range weapon fires. */
  ammunition: Slug.optional(),
});

const ArmorStats = z.object({
  category: z.enum(['light', 'medium', 'heavy', 'shield']),
  /** Base AC, or the bonus of a shield. */
  ac: z.number().int().positive(),
  /** Whether DEX adds and up to how much (light: no cap; medium: 2; heavy: none). */
  dex: z.enum(['full', 'max-2', 'none']),
  strength: z.number().int().optional(),
  stealth_disadvantage: z.boolean(),
  don_minutes: z.number().positive().optional(),
  doff_minutes: z.number().positive().optional(),
});

/**
 * A magic item made over a mundane weapon or armor (a +1 weapon, a Flame Tongue, Mithral Armor):
 * which catalogue items may be its base. The inventory line stores the chosen one in
 * `item_data.base`; the concrete item has the base's stats with the magic item's rarity,
 * attunement and mechanics (`concreteItem` in `@hearth/rules`).
 */
export const BaseItemFilter = z.object({
  type: z.enum(['weapon', 'armor']),
  /** Weapons `melee`/`ranged`; armor `light`/`medium`/`heavy`/`shield`. */
  categories: z.array(z.enum(['melee', 'ranged', 'light', 'medium', 'heavy', 'shield'])).optional(),
  /** Weapons `simple`/`martial`. */
  subtypes: z.array(z.enum(['simple', 'martial'])).optional(),
  /** Only these base items. */
  ids: z.array(Slug).min(1).optional(),
  /** The base must deal one of these damage types (a sword that slashes). */
  damage_types: z.array(DamageType).min(1).optional(),
  /** The base must have every one of these properties. */
  properties: z.array(z.enum(ITEM_PROPERTIES)).min(1).optional(),
  /** Base items ruled out (Mithral: not Hide armor). */
  exclude: z.array(Slug).min(1).optional(),
  /** Drawbacks of the base armor the magic item does away with (Mithral: both). */
  lifts: z
    .array(z.enum(['stealth-disadvantage', 'strength']))
    .min(1)
    .optional(),
});
export type BaseItemFilter = z.infer<typeof BaseItemFilter>;

/**
 * Item types that may carry weapon stats without being weapons: a Staff of Power is wielded as a
 * magic Quarterstaff, a Rod of Lordly Might as a magic Mace (SRD 5.2), so the sheet lists their
 * attacks.
 */
export const WIELDED_AS_WEAPON: readonly (typeof ITEM_TYPES)[number][] = ['staff', 'rod'];

/** When spent charges come back. `dawn`/`dusk` count as a Long Rest on the sheet. */
export const RECHARGES = ['dawn', 'dusk', 'short', 'long', 'none'] as const;

/** Charges regained: dice as elsewhere, plus the d3 several SRD items use (Cubic Gate: 1d3). */
const RegainDice = z
  .string()
  .regex(/^\d+d(3|4|6|8|10|12|20|100)([+-]\d+)?$/, 'expected dice like 1d6+1 or 1d3');

/** An item's charges: the sheet tracks them as a resource of the inventory line. */
export const Charges = z.object({
  max: z.number().int().positive(),
  recharge: z.enum(RECHARGES),
  /** Charges regained: dice (`1d6+1`, `1d3`), a number, or absent for all of them. */
  regain: z.union([RegainDice, z.number().int().positive()]).optional(),
  /** Spending the last charge may destroy it (a d20 roll of 1 for most wands). */
  last_charge: Prose.optional(),
});
export type Charges = z.infer<typeof Charges>;

/** A spell the item lets its user cast, by charges or uses, at a level and DC when it fixes them. */
export const ItemSpell = z.object({
  spell: Slug,
  /** Charges a casting spends (0 for a free casting). */
  charges: z.number().int().min(0).optional(),
  /** Extra charges spent per slot level above the spell's (Wand of Magic Missiles: 1). */
  charges_per_level: z.number().int().positive().optional(),
  /** Slot level the spell is cast at, when fixed. */
  level: z.number().int().min(0).max(9).optional(),
  /** Highest level charges can raise it to. */
  max_level: z.number().int().min(1).max(9).optional(),
  /** Save DC and attack bonus of the item's own (otherwise the user's). */
  dc: z.number().int().positive().optional(),
  attack: z.number().int().optional(),
  /** Uses a day instead of charges. */
  uses_per_day: z.number().int().positive().optional(),
});

/**
 * A book whose study raises an ability score for good (a Manual of Gainful Exercise, a Tome of
 * Clear Thought). The increase is recorded on the character when the book is studied, not
 * granted while it is carried, so it stays after the book is given away.
 */
export const Study = z.object({
  ability: Ability,
  /** How much one study raises the score. */
  value: z.number().int().min(1).max(4),
  /** The highest the study can take the score. */
  max: z.number().int().min(1).max(30),
});
export type Study = z.infer<typeof Study>;

/**
 * One variant of an entry that stands for several SRD items (Belt of Giant Strength by giant,
 * +1/+2/+3 weapon, Potion of Resistance by damage type). The inventory line stores the chosen
 * one in `item_data.variant`. What a variant gives replaces the entry's value; its mechanics are
 * added to the entry's.
 */
export const ItemVariant = z.object({
  id: Slug,
  /** The variant's own word (`Hill`, `+1`, `Fire`), put into the entry's `name_pattern`. */
  title: Prose,
  rarity: z.enum(RARITIES).optional(),
  value: z.number().min(0).optional(),
  weight: z.number().min(0).optional(),
  attunement: z.union([z.boolean(), Prose]).optional(),
  description: Prose.optional(),
  mechanics: Mechanics,
  charges: Charges.optional(),
  spells: z.array(ItemSpell).optional(),
});
export type ItemVariant = z.infer<typeof ItemVariant>;

export const Item = z
  .object({
    id: Slug,
    source: Slug,
    title: Prose,
    description: Prose,
    type: z.enum(ITEM_TYPES),
    /** Weapons `simple`/`martial`; tools `artisan`, `instrument`, `gaming-set`, `kit`;
     * focuses `arcane`, `druidic`, `holy`; gear kinds as useful. */
    subtype: Slug.optional(),
    rarity: z.enum(RARITIES),
    /** Price in gold pieces (1 sp = 0.1, 1 cp = 0.01). */
    value: z.number().min(0),
    /** Pounds. */
    weight: z.number().min(0),
    properties: z.array(z.enum(ITEM_PROPERTIES)),
    mastery: z.enum(MASTERIES).optional(),
    weapon: WeaponStats.optional(),
    armor: ArmorStats.optional(),
    container: z
      .object({
        /** Pounds it holds; absent when only volume limits it. */
        capacity: z.number().positive().optional(),
        capacity_text: Prose.optional(),
        weightless: z.boolean().optional(),
        /** A vessel for liquids (a flask, a waterskin): no item goes into it. */
        liquids_only: z.literal(true).optional(),
        /** The items it is made for (a quiver: arrows); absent when anything fits. */
        holds: z.array(Slug).min(1).optional(),
      })
      .optional(),
    tool: z
      .object({ ability: Ability, utilize: Prose, craft: z.array(Slug).optional() })
      .optional(),
    /** How many the price and weight buy (Arrows: 20). */
    bundle: z.number().int().positive().optional(),
    attunement: z.union([z.boolean(), Prose]),
    countable: z.boolean(),
    magical: z.boolean(),
    img: z.string().optional(),
    /** A spell scroll's spell, when fixed. */
    spell: Slug.optional(),
    mechanics: Mechanics,
    /** A magic weapon or armor over a base item of the player's choice (see `BaseItemFilter`). */
    base_item: BaseItemFilter.optional(),
    /**
     * The concrete item's name: `{title}`, `{variant}` and `{base}` stand for the entry's title,
     * the chosen variant's and the base item's (`{variant} {base}` gives `+1 Longsword`). The
     * default is `{title}`, with ` ({variant})` and ` ({base})` added when there are any.
     */
    name_pattern: z.string().min(1).optional(),
    variants: z.array(ItemVariant).min(2).optional(),
    /**
     * The entry without a variant is itself an item (the plain Potion of Healing; a Spell Scroll,
     * whose level is its spell's): a line may leave the variant out. Otherwise adding the item
     * asks which variant.
     */
    variant_optional: z.literal(true).optional(),
    charges: Charges.optional(),
    /** Spells the item casts (a wand, a staff, a ring). */
    spells: z.array(ItemSpell).optional(),
    /** Studying it raises a score for good (see `Study`). */
    study: Study.optional(),
  })
  .superRefine((item, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const ownWeapon = item.type === 'weapon' && item.base_item === undefined;
    need(
      item.weapon === undefined ? !ownWeapon : ownWeapon || WIELDED_AS_WEAPON.includes(item.type),
      'weapon',
      'weapons have weapon stats (unless made over a base item); staffs and rods may, as the weapon they are wielded as; nothing else does',
    );
    need(
      (item.type === 'armor' && item.base_item === undefined) === (item.armor !== undefined),
      'armor',
      'armor, and only armor, has armor stats (unless made over a base item)',
    );
    need(
      item.type !== 'container' || item.container !== undefined,
      'container',
      'containers give their capacity',
    );
    need(
      !(item.container?.liquids_only && item.container.holds),
      'container',
      'a vessel for liquids holds no items',
    );
    need(
      item.weapon === undefined ||
        item.properties.includes('versatile') === (item.weapon.versatile_dice !== undefined),
      'weapon',
      'versatile weapons, and only they, have two-handed dice',
    );
    need(
      item.base_item === undefined || item.base_item.type === item.type,
      'base_item',
      'an item over a base weapon is a weapon, over a base armor an armor',
    );
    need(
      item.base_item === undefined || item.magical,
      'base_item',
      'only magic items are made over a base item',
    );
    need(
      item.base_item === undefined || (item.weapon === undefined && item.armor === undefined),
      'base_item',
      'an item over a base item takes its weapon or armor stats from the base',
    );
    need(
      item.variant_optional === undefined || item.variants !== undefined,
      'variant_optional',
      'only an item with variants may leave its variant out',
    );
    need(
      new Set((item.variants ?? []).map((variant) => variant.id)).size ===
        (item.variants ?? []).length,
      'variants',
      'variant ids are unique',
    );
    need(
      item.mastery === undefined || item.type === 'weapon' || item.weapon !== undefined,
      'mastery',
      'only weapons have a mastery',
    );
  });
export type Item = z.infer<typeof Item>;
