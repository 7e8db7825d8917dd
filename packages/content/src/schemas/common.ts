import { z } from 'zod';

/** Stable ids: lower-case slugs. They never change once published (characters refer to them). */
export const Slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug');

/** Dice notation: `2d6`, `1d4+1`, `3d8-2`, or a flat number `5`. */
export const Dice = z
  .string()
  .regex(/^(\d+d(4|6|8|10|12|20|100)([+-]\d+)?|\d+)$/, 'expected dice like 2d6');

export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
export const Ability = z.enum(ABILITIES);
export type Ability = z.infer<typeof Ability>;

/** The 13 standard damage types (spec character §9). */
export const DAMAGE_TYPES = [
  'acid',
  'bludgeoning',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'piercing',
  'poison',
  'psychic',
  'radiant',
  'slashing',
  'thunder',
] as const;
export const DamageType = z.enum(DAMAGE_TYPES);
export type DamageType = z.infer<typeof DamageType>;

/** The eight schools of magic. */
export const SCHOOLS = [
  'abjuration',
  'conjuration',
  'divination',
  'enchantment',
  'evocation',
  'illusion',
  'necromancy',
  'transmutation',
] as const;
export const School = z.enum(SCHOOLS);

/** The twelve SRD classes: spell lists and multiclass rules refer to them by these ids. */
export const CLASS_IDS = [
  'barbarian',
  'bard',
  'cleric',
  'druid',
  'fighter',
  'monk',
  'paladin',
  'ranger',
  'rogue',
  'sorcerer',
  'warlock',
  'wizard',
] as const;
export const ClassId = z.enum(CLASS_IDS);

/**
 * Player-facing text of an entry, in English. Translations arrive as overlays keyed by the
 * same id; the compiler gives every entry `title_id` and `description_id` keys for them.
 * Markdown is allowed in descriptions (lists, tables, bold terms).
 */
export const Prose = z.string().trim().min(1);
