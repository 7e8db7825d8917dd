import { z } from 'zod';

import type { Endpoint } from '../endpoint.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * One store of the catalogue as served: its content version (a hash that changes exactly when
 * the content does) and its entries, filtered as asked. Entry shapes are the content package's
 * schemas; the contract keeps them opaque so it depends on nothing of ours.
 */
export const CatalogueBundle = z
  .object({
    store: z.string(),
    version: z.string(),
    entries: z.array(z.record(z.string(), z.unknown())),
  })
  .meta({ id: 'CatalogueBundle' });
export type CatalogueBundle = z.infer<typeof CatalogueBundle>;

/** A list parameter: `?source=a&source=b` or `?source=a,b`. */
const List = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).max(100));

const Flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Every store can be narrowed to some sources; required sources are always included. */
const SourceFilter = z.object({
  source: List.optional().meta({
    description: 'Optional sources to include besides the required ones',
  }),
});

export const SpellFilter = SourceFilter.extend({
  level: z.coerce.number().int().min(0).max(9).optional(),
  school: z.string().max(32).optional(),
  class: z.string().max(32).optional(),
  ritual: Flag.optional(),
  concentration: Flag.optional(),
});

function catalogueEndpoint<Q extends z.ZodType>(
  store: string,
  query: Q,
  summary: string,
): Endpoint<z.ZodNever, Q, z.ZodNever, typeof CatalogueBundle> {
  return defineEndpoint({
    method: 'GET',
    path: `/${store}`,
    summary,
    tags: ['catalogue'],
    auth: 'none',
    query,
    response: CatalogueBundle,
  });
}

export const getSpells = catalogueEndpoint(
  'spells',
  SpellFilter,
  'Spells, filtered by level, school, class, ritual or concentration',
);

export const RULE_TYPES = [
  'condition',
  'skill',
  'component',
  'language',
  'damage-type',
  'school',
] as const;

export const RuleFilter = SourceFilter.extend({
  type: z.enum(RULE_TYPES).optional(),
});

export const getRules = catalogueEndpoint(
  'rules',
  RuleFilter,
  'Rules entries (conditions, skills, spell components, languages, damage types, schools)',
);

export const getSpecies = catalogueEndpoint('species', SourceFilter, 'Playable species');

export const ClassFilter = SourceFilter.extend({
  caster: Flag.optional().meta({ description: 'Only classes that cast spells (or only not)' }),
});

export const getClasses = catalogueEndpoint(
  'classes',
  ClassFilter,
  'Classes with their 1-20 tables and features',
);

export const getBackgrounds = catalogueEndpoint('backgrounds', SourceFilter, 'Backgrounds');

/** Feature types (platform §3): 1 background … 7 eldritch invocation. */
export const FEATURE_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7] as const;

export const FeatureFilter = SourceFilter.extend({
  type: z.coerce.number().int().min(1).max(7).optional().meta({
    description:
      '1 background, 2 subclass, 3 origin feat, 4 general feat, 5 epic boon, 6 fighting style, 7 eldritch invocation',
  }),
  class: z.string().max(32).optional().meta({ description: 'Subclasses of this class' }),
});

export const getFeatures = catalogueEndpoint(
  'features',
  FeatureFilter,
  'Features by type: backgrounds, subclasses, feats, eldritch invocations',
);

export const ItemFilter = SourceFilter.extend({
  type: z.string().max(32).optional(),
  subtype: z.string().max(32).optional(),
  rarity: z.string().max(32).optional(),
  magical: Flag.optional(),
  attunement: Flag.optional(),
  property: z.string().max(32).optional(),
});

export const getItems = catalogueEndpoint(
  'items',
  ItemFilter,
  'Items, filtered by type, subtype, rarity, property, magic or attunement',
);

export const PresetFilter = SourceFilter.extend({
  class: z.string().max(32).optional(),
  background: z.string().max(64).optional(),
});

export const getPresets = catalogueEndpoint(
  'presets',
  PresetFilter,
  'Presets: equipment packs and starting equipment of classes and backgrounds',
);

/**
 * A challenge rating as the beasts screen names it (platform §9: 0, 1/8, 1/4, 1/2, 1 … 30):
 * a number (`0.125`) or one of the three fractions (`1/8`).
 */
const ChallengeRating = z
  .string()
  .trim()
  .regex(/^(\d+(\.\d+)?|1\/[248])$/, 'Expected a challenge rating: 0, 1/8, 1/4, 1/2, 1 … 30')
  .transform((value) => (value.startsWith('1/') ? 1 / Number(value.slice(2)) : Number(value)))
  .pipe(z.number().min(0).max(30));

/**
 * Creature types of stat blocks (the content package's `CREATURE_TYPES`; the server checks the
 * two lists agree).
 */
export const CREATURE_TYPE_FILTERS = [
  'aberration',
  'beast',
  'celestial',
  'construct',
  'dragon',
  'elemental',
  'fey',
  'fiend',
  'giant',
  'humanoid',
  'monstrosity',
  'ooze',
  'plant',
  'undead',
] as const;

export const BeastFilter = SourceFilter.extend({
  cr: ChallengeRating.optional(),
  max_cr: ChallengeRating.optional(),
  size: z.coerce.number().int().min(0).max(5).optional(),
  speed: z.enum(['fly', 'swim', 'climb', 'burrow']).optional(),
  sense: z.enum(['blindsight', 'darkvision']).optional(),
  type: z.enum(CREATURE_TYPE_FILTERS).optional().meta({ description: 'Creature type' }),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: 'Part of the title, in any case' }),
});

export const getBeasts = catalogueEndpoint(
  'beasts',
  BeastFilter,
  'Beasts, filtered by challenge rating, size, speed, sense, creature type or title',
);

export const getContent = catalogueEndpoint(
  'content',
  SourceFilter,
  'Articles: credits and rules explanations',
);

/** The second game system's stores (Daggerheart SRD 1.0), whole: they are small. */
export const getDhCards = catalogueEndpoint(
  'dh-cards',
  SourceFilter,
  'Second system: domain cards, ancestries and communities',
);
export const getDhClasses = catalogueEndpoint(
  'dh-classes',
  SourceFilter,
  'Second system: classes with their subclasses',
);
export const getDhArmor = catalogueEndpoint('dh-armor', SourceFilter, 'Second system: armor');
export const getDhWeapon = catalogueEndpoint('dh-weapon', SourceFilter, 'Second system: weapons');
export const getDhItems = catalogueEndpoint(
  'dh-items',
  SourceFilter,
  'Second system: loot items and consumables',
);

/**
 * The catalogue's Russian titles, one entry per store (`{ id: "spells", titles: { fireball: … } }`):
 * a device downloads it only while its interface is in Russian, and only when its version changed.
 * Descriptions stay English.
 */
export const getTitlesRu = catalogueEndpoint(
  'titles-ru',
  z.object({}),
  'Russian titles of the catalogue entries, by store and entry id',
);
