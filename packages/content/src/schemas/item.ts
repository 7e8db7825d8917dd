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
  })
  .superRefine((item, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(
      (item.type === 'weapon') === (item.weapon !== undefined),
      'weapon',
      'weapons, and only weapons, have weapon stats',
    );
    need(
      (item.type === 'armor') === (item.armor !== undefined),
      'armor',
      'armor, and only armor, has armor stats',
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
      item.mastery === undefined || item.type === 'weapon',
      'mastery',
      'only weapons have a mastery',
    );
  });
export type Item = z.infer<typeof Item>;
