import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';

/**
 * Fifth-edition characters (spec character §3, §7; platform §7 Characters). The record holds
 * what the player chose; every derived number comes from the rules package, served by
 * `GET characters/{id}/sheet`.
 */

const Slug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case id');
/** Option, resource and feature-path keys. */
const Key = z.string().min(1).max(200);
const Whole = (min: number, max: number) => z.number().int().min(min).max(max);

/** Where `POST upload/{kind}` serves an image it stored: `/api/uploads/<uuid>.webp`. */
export const UPLOADED_IMAGE_URL =
  /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * A character's picture: only an image uploaded here (the client crops and uploads it, spec
 * §7), never an outside address that would track whoever opens the sheet or run as a
 * `javascript:` URL.
 */
export const AvatarUrl = z
  .string()
  .max(100)
  .regex(UPLOADED_IMAGE_URL, 'Use an image uploaded to Hearth (POST upload/avatar)');

export const CharacterClass = z.object({
  id: Slug,
  level: Whole(1, 20),
  /** Hit dice of this class spent. */
  hit_dice: Whole(0, 20).optional(),
});

export const CustomResource = z.object({
  name: z.string().trim().min(1).max(100),
  /** 0 means unlimited. */
  max: Whole(0, 100_000),
  recovery: z.enum(['SHORT', 'LONG', 'none']),
  /** 0 means full recovery. */
  recoveryValue: Whole(0, 100_000),
});

export const CharacterFeature = z.object({
  id: z.string().trim().min(1).max(100),
  path: Key,
  /** The choice it fills; absent when taken freely. */
  choice: Key.optional(),
  title: z.string().trim().max(200).optional(),
  description: z.string().max(20_000).optional(),
  resource: CustomResource.optional(),
});

export const Attributes = z.object({
  str: Whole(0, 30),
  dex: Whole(0, 30),
  con: Whole(0, 30),
  int: Whole(0, 30),
  wis: Whole(0, 30),
  cha: Whole(0, 30),
});

export const SpellStatus = z.object({
  prepared: z.boolean().optional(),
  atwill: z.boolean().optional(),
  book: z.boolean().optional(),
  pact: z.boolean().optional(),
  extra: z.boolean().optional(),
  favorite: z.boolean().optional(),
  class: Slug.optional(),
  mechanic: Key.optional(),
});

export const HitPoints = z.object({
  current: Whole(0, 100_000),
  max: Whole(1, 100_000),
  max_mod: Whole(-100_000, 100_000),
  temp: Whole(0, 100_000),
});

export const DeathSaves = z.object({ failures: Whole(0, 3), successes: Whole(0, 3) });

/** Sheet settings: the ability method, the burger menu (shown and order per path), the theme. */
export const CharacterSettings = z.object({
  abilityType: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  menu: z.record(Key, z.object({ show: z.boolean(), order: Whole(0, 100) })).optional(),
  theme: z.string().max(40).optional(),
});
export type CharacterSettings = z.infer<typeof CharacterSettings>;

/** The editable parts of a character (spec §3), as stored. */
export const CharacterFields = {
  name: z.string().trim().min(1).max(100),
  avatar: AvatarUrl.nullable(),
  specie: Slug.nullable(),
  background: Slug.nullable(),
  classes: z.array(CharacterClass).min(1).max(12),
  attributes: Attributes,
  skills: z.record(Slug, z.union([z.literal(0), z.literal(1), z.literal(2)])),
  features: z.array(CharacterFeature).max(300),
  resources: z.record(Key, Whole(0, 100_000)),
  options: z.record(Key, z.array(z.string().max(200)).max(200)),
  spell_slots: z.tuple([z.array(Whole(0, 20)).max(9), z.array(Whole(0, 20)).max(9)]),
  spells: z.record(Slug, SpellStatus),
  hp: HitPoints,
  saving_death: DeathSaves,
  ac_mod: Whole(-20, 20),
  conditions: z.array(Slug).max(30),
  resistances: z.array(Slug).max(30),
  settings: CharacterSettings,
};

/** The names of the editable fields, in the spec's order. */
export const CHARACTER_FIELDS = Object.keys(CharacterFields) as (keyof typeof CharacterFields)[];

export const Character = z
  .object({
    id: z.string(),
    user_id: z.string(),
    active: z.boolean(),
    updated_at: z.string().meta({ description: 'ISO 8601' }),
    /** Counts accepted writes. */
    version: z.number().int(),
    ...CharacterFields,
    // Answered as stored: characters saved before the rule above must still load.
    avatar: z.string().nullable(),
  })
  .meta({ id: 'Character' });
export type Character = z.infer<typeof Character>;

/** A starting item of the creation form. */
const StartingItem = z.object({ item_id: Slug, quantity: Whole(1, 1000) });

/**
 * The creation form (spec §7): name, species, one class at level 1, options (languages, the
 * class's skills, the background's increase…), background, base scores, hit points, the
 * starting-equipment presets and any further items, which become the starting inventory.
 */
export const CreateCharacterBody = z.object({
  name: CharacterFields.name,
  specie: Slug,
  background: Slug,
  classes: z.array(z.object({ id: Slug, level: z.literal(1) })).length(1),
  attributes: Attributes,
  options: CharacterFields.options.default({}),
  hp: HitPoints,
  presets: z.array(Slug).max(10).default([]),
  items: z.array(StartingItem).max(200).default([]),
  avatar: CharacterFields.avatar.optional(),
  settings: CharacterSettings.default({}),
});
export type CreateCharacterBody = z.input<typeof CreateCharacterBody>;

/**
 * What an offline edit was based on (issue 19): for each changed field, its value in the device's
 * copy when the first of the merged edits was made. With it the server merges field by field
 * instead of replacing: counters (hit points, temporary hit points, hit dice spent, resource
 * uses, spell slots used, death saves) add the edit's change to the stored value, sets
 * (conditions, resistances) add and remove elements, maps (spells, skills, options, resources,
 * attributes, settings, features by id) merge per key, and a value someone else changed since is
 * overwritten by this later write, the replaced value kept in the character's history.
 */
export const SyncBase = z
  .object({
    name: CharacterFields.name,
    avatar: CharacterFields.avatar,
    specie: CharacterFields.specie,
    background: CharacterFields.background,
    classes: CharacterFields.classes,
    attributes: CharacterFields.attributes,
    skills: CharacterFields.skills,
    features: CharacterFields.features,
    resources: CharacterFields.resources,
    options: CharacterFields.options,
    spell_slots: CharacterFields.spell_slots,
    spells: CharacterFields.spells,
    hp: CharacterFields.hp,
    saving_death: CharacterFields.saving_death,
    ac_mod: CharacterFields.ac_mod,
    conditions: CharacterFields.conditions,
    resistances: CharacterFields.resistances,
    settings: CharacterFields.settings,
    active: z.boolean(),
  })
  .partial()
  .strict();
export type SyncBase = z.infer<typeof SyncBase>;

/** The device an edit came from, for the history: its stable id and a label to show. */
export const SyncDevice = z
  .object({
    id: z.string().min(1).max(64),
    label: z.string().max(60).optional(),
  })
  .strict();
export type SyncDevice = z.infer<typeof SyncDevice>;

/**
 * A partial update (spec §7): any of the editable fields, plus `active` for Hide and Show.
 * Null fields and empty strings are stripped ({@link stripEmptyFields}, spec §5) before the
 * update is applied; empty lists and maps are kept, they mean "none" (no conditions).
 */
export const UpdateCharacterBody = z
  .object({
    name: z
      .union([CharacterFields.name, z.literal('')])
      .nullable()
      .optional(),
    avatar: z
      .union([AvatarUrl, z.literal('')])
      .nullable()
      .optional(),
    specie: z
      .union([Slug, z.literal('')])
      .nullable()
      .optional(),
    background: z
      .union([Slug, z.literal('')])
      .nullable()
      .optional(),
    classes: CharacterFields.classes.nullable().optional(),
    attributes: CharacterFields.attributes.nullable().optional(),
    skills: CharacterFields.skills.nullable().optional(),
    features: CharacterFields.features.nullable().optional(),
    resources: CharacterFields.resources.nullable().optional(),
    options: CharacterFields.options.nullable().optional(),
    spell_slots: CharacterFields.spell_slots.nullable().optional(),
    spells: CharacterFields.spells.nullable().optional(),
    hp: CharacterFields.hp.nullable().optional(),
    saving_death: CharacterFields.saving_death.nullable().optional(),
    ac_mod: CharacterFields.ac_mod.nullable().optional(),
    conditions: CharacterFields.conditions.nullable().optional(),
    resistances: CharacterFields.resistances.nullable().optional(),
    settings: CharacterFields.settings.nullable().optional(),
    active: z.boolean().nullable().optional(),
    base: SyncBase.optional(),
    device: SyncDevice.optional(),
  })
  .strict();
export type UpdateCharacterBody = z.input<typeof UpdateCharacterBody>;

/** The fields of an update that carry changes (not `base` and `device`, which describe them). */
export type CharacterChangeFields = Omit<UpdateCharacterBody, 'base' | 'device'>;

type Stripped<T> = { [K in keyof T]?: Exclude<T[K], null | ''> };

/** Drops null fields and empty strings from an update (spec §5: they are never sent). */
export function stripEmptyFields<T extends Record<string, unknown>>(body: T): Stripped<T> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  ) as Stripped<T>;
}

const CharacterId = z.object({ id: z.string().min(1).max(100) });

export const listCharacters = defineEndpoint({
  method: 'GET',
  path: '/characters/user/:user_id',
  summary: "A user's characters (one's own only), most recently updated first",
  tags: ['characters'],
  params: z.object({ user_id: z.string().min(1).max(100) }),
  response: z.array(Character),
});

export const createCharacter = defineEndpoint({
  method: 'POST',
  path: '/characters',
  summary: 'Create a character from the creation form; presets and items become its inventory',
  tags: ['characters'],
  successStatus: 201,
  body: CreateCharacterBody,
  response: Character,
});

export const getCharacter = defineEndpoint({
  method: 'GET',
  path: '/characters/:id',
  summary: 'One of your characters',
  tags: ['characters'],
  params: CharacterId,
  response: Character,
});

export const updateCharacter = defineEndpoint({
  method: 'POST',
  path: '/characters/:id',
  summary: 'Change some fields of a character (Hide and Show through `active`)',
  tags: ['characters'],
  params: CharacterId,
  body: UpdateCharacterBody,
  response: Character,
});

export const deleteCharacter = defineEndpoint({
  method: 'DELETE',
  path: '/characters/:id',
  summary: 'Delete a hidden character',
  tags: ['characters'],
  params: CharacterId,
  response: z.object({ id: z.string() }),
});

const Term = z.object({ label: z.string(), value: z.number(), source: z.string().optional() });
/** Why a d20 test has disadvantage (`armor.untrained`), and the entry it comes from. */
const RollNote = z.object({ reason: z.string(), source: z.string().optional() });
/** A derived number and the terms that make it. */
export const Breakdown = z
  .object({ value: z.number(), terms: z.array(Term), disadvantage: z.array(RollNote).optional() })
  .meta({ id: 'Breakdown' });

const ProficiencySource = z.object({
  level: z.number(),
  source: z.string(),
  path: z.string(),
  mechanic: z.string(),
  choice: z.string().optional(),
});
const SourcedEntry = z.object({ id: z.string(), sources: z.array(z.string()) });

const WeaponAttack = z.object({
  id: z.string(),
  itemId: z.string().optional(),
  title: z.string(),
  action: z.enum(['action', 'bonus']),
  equipped: z.boolean(),
  offHand: z.boolean().optional(),
  ability: z.string(),
  proficient: z.boolean(),
  toHit: Breakdown,
  damage: z.object({
    dice: z.string(),
    versatile: z.string().optional(),
    bonus: Breakdown,
    type: z.string(),
  }),
  reach: z.number().optional(),
  range: z.object({ normal: z.number(), long: z.number() }).optional(),
  mastery: z.string().optional(),
  properties: z.array(z.string()),
  criticalRange: z.number(),
});

const FeatureAttack = z.object({
  key: z.string(),
  title: z.string(),
  action: z.string(),
  dice: z.string(),
  damageTypes: z.array(z.string()),
  toHit: Breakdown.optional(),
  save: z.object({ ability: z.string(), dc: Breakdown }).optional(),
  rangeFeet: z.number().optional(),
  area: z.object({ shape: z.string(), feet: z.number() }).optional(),
  uses: z.string().optional(),
  source: z.string(),
});

/** A spell an item casts (a wand, a staff): charges per casting, level range, its own DC. */
const ItemCasting = z.object({
  spell: z.string(),
  charges: z.number().optional(),
  charges_per_level: z.number().optional(),
  level: z.number().optional(),
  max_level: z.number().optional(),
  dc: z.number().optional(),
  attack: z.number().optional(),
  uses_per_day: z.number().optional(),
  /** The inventory line of the item. */
  item: z.string(),
  title: z.string(),
  source: z.string(),
  /** The charges resource its castings spend. */
  resource: z.string().optional(),
});

const Resource = z.object({
  key: z.string(),
  title: z.string(),
  max: z.number(),
  used: z.number(),
  recovery: z.enum(['SHORT', 'LONG', 'none']),
  recoveryValue: z.number(),
  source: z.string(),
  kind: z.enum(['resource', 'spell', 'attack']),
  die: z.string().optional(),
  spells: z.array(z.string()).optional(),
  action: z.enum(['action', 'bonus', 'reaction']).optional(),
  /** An item's charges: what a recharge gives back (dice rolled on the rest, or a number). */
  regain: z.union([z.string(), z.number()]).optional(),
  /** An item's charges: the inventory line. */
  item: z.string().optional(),
  castings: z.array(ItemCasting).optional(),
});

const Problem = z.object({
  path: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  severity: z.literal('warning').optional(),
});

/**
 * The derived sheet (`deriveCharacter`): every number the sheet shows with its breakdown. This
 * is what a game master's party view, exports and integrations read.
 */
export const CharacterSheet = z
  .object({
    level: z.number(),
    classLevels: z.record(z.string(), z.number()),
    proficiencyBonus: z.number(),
    proficiencyBreakdown: Breakdown,
    abilities: z.record(
      z.string(),
      z.object({ score: Breakdown, mod: z.number(), save: Breakdown, saveProficient: z.boolean() }),
    ),
    skills: z.record(
      z.string(),
      z.object({
        ability: z.string(),
        proficiency: z.number(),
        granted: z.number(),
        manual: z.number(),
        sources: z.array(ProficiencySource),
        mod: Breakdown,
        passive: Breakdown,
      }),
    ),
    proficiencies: z.object({
      saves: z.array(z.string()),
      tools: z.record(z.string(), z.number()),
      languages: z.array(z.string()),
      weapons: z.array(z.string()),
      armor: z.array(z.string()),
      masteries: z.array(z.string()),
    }),
    training: z.object({
      languages: z.array(SourcedEntry),
      tools: z.array(SourcedEntry.extend({ level: z.number() })),
      armor: z.array(SourcedEntry),
      weapons: z.array(SourcedEntry),
      resistances: z.array(SourcedEntry),
      immunities: z.array(SourcedEntry),
      conditionImmunities: z.array(SourcedEntry),
      senses: z.array(z.object({ id: z.string(), range: Breakdown })),
    }),
    duplicates: z.array(
      z.object({
        kind: z.enum(['skill', 'tool', 'cantrip']),
        id: z.string(),
        sources: z.array(z.string()),
        fix: z.object({
          kind: z.enum(['choice', 'replacement', 'spells', 'none']),
          key: z.string().optional(),
        }),
        fixes: z.string().optional(),
      }),
    ),
    armorHindrance: z.object({
      untrained: z.string().optional(),
      noisy: z.string().optional(),
      untrainedShield: z.string().optional(),
    }),
    conditions: z.array(z.string()),
    exhaustion: z.object({ level: z.number(), d20: z.number(), speed: z.number() }),
    states: z.array(z.string()),
    initiative: Breakdown,
    ac: Breakdown,
    acFormula: z.string(),
    size: z.number(),
    speed: Breakdown,
    speeds: z.record(z.string(), Breakdown),
    senses: z.record(z.string(), z.number()),
    hp: z.object({
      current: z.number(),
      max: Breakdown,
      temp: z.number(),
      bloodied: z.boolean(),
      recommended: z.number(),
      differsFromRecommended: z.boolean(),
    }),
    hitDice: z.array(
      z.object({
        classId: z.string(),
        die: z.number(),
        total: z.number(),
        spent: z.number(),
        available: z.number(),
      }),
    ),
    deathSaves: z.object({
      failures: z.number(),
      successes: z.number(),
      state: z.enum(['dead', 'stable', 'in-progress']),
      shown: z.boolean(),
    }),
    spellcasting: z.array(
      z.object({
        classId: z.string(),
        ability: z.string(),
        progression: z.string(),
        saveDc: Breakdown,
        attackBonus: Breakdown,
        cantrips: z.number(),
        prepared: z.number(),
        maxSpellLevel: z.number(),
        spellbookMinimum: z.number().optional(),
      }),
    ),
    spellSlots: z.array(z.number()),
    pactSlots: z.object({ slots: z.number(), level: z.number() }),
    pactOfTheTome: z.boolean(),
    grantedSpells: z.array(
      z.object({
        spellId: z.string(),
        status: z.string(),
        mechanic: z.string(),
        source: z.string(),
        ability: z.string().optional(),
        uses: z.object({ key: z.string(), max: z.number(), recovery: z.string() }).optional(),
      }),
    ),
    attacks: z.array(WeaponAttack),
    featureAttacks: z.array(FeatureAttack),
    attacksPerAction: Breakdown,
    sneakAttack: z.string().optional(),
    carry: z.object({
      capacity: z.number(),
      drag: z.number(),
      weight: z.number(),
      overweight: z.boolean(),
      immobile: z.boolean(),
      tier: z.number(),
    }),
    attunement: z.object({ count: z.number(), max: z.number() }),
    resources: z.array(Resource),
    /** Spells the character's items cast (a carried wand, an attuned staff). */
    itemSpells: z.array(ItemCasting),
    resistances: z.object({
      resistances: z.array(z.string()),
      immunities: z.array(z.string()),
      conditionImmunities: z.array(z.string()),
    }),
    features: z.array(
      z.object({
        path: z.string(),
        id: z.string(),
        title: z.string(),
        level: z.number(),
        source: z.object({ kind: z.string(), id: z.string(), title: z.string() }),
      }),
    ),
    problems: z.array(Problem),
  })
  .meta({ id: 'CharacterSheet' });
export type CharacterSheet = z.infer<typeof CharacterSheet>;

export const getCharacterSheet = defineEndpoint({
  method: 'GET',
  path: '/characters/:id/sheet',
  summary: 'The derived sheet of a character: every number with its breakdown',
  tags: ['characters'],
  params: CharacterId,
  response: CharacterSheet,
});

export const generateName = defineEndpoint({
  method: 'GET',
  path: '/gen/name',
  summary: 'A random fantasy name, optionally for a species',
  tags: ['generators'],
  auth: 'optional',
  query: z.object({ species: Slug.optional() }),
  response: z.object({ name: z.string() }),
});

export const generateTrinket = defineEndpoint({
  method: 'GET',
  path: '/gen/trinket',
  summary: 'A random trinket',
  tags: ['generators'],
  auth: 'optional',
  response: z.object({ trinket: z.string() }),
});

/** What images are uploaded for (spec §7 `POST upload/{kind}`). */
export const UPLOAD_KINDS = ['avatar', 'background', 'map', 'token', 'image'] as const;

/**
 * An image upload: a multipart form with the `file`, and optionally `group` (`d` by default,
 * `character` for avatars), `width` and `height` (the size to store it at). The server checks it
 * is a real image, re-encodes it and answers where it is served. Too large: 413.
 */
export const uploadImage = defineEndpoint({
  method: 'POST',
  path: '/upload/:kind',
  summary: 'Upload an image (multipart: file, group, width, height)',
  tags: ['uploads'],
  params: z.object({ kind: z.enum(UPLOAD_KINDS) }),
  response: z.object({ url: z.string(), width: z.number(), height: z.number() }),
});

/**
 * One change in a character's history (issue 19): a field, or one part of it (`path`: the hit
 * points' `current`, a spell's id, a resource's key; empty for the whole field), its value before
 * and after, who made it and from which device. `conflict`: the write replaced a value someone
 * else had changed since the writer's copy was made (the value in `old` was overwritten).
 */
export const CharacterHistoryEntry = z
  .object({
    id: z.string(),
    field: z.string(),
    path: z.array(z.string()),
    old: z.unknown(),
    new: z.unknown(),
    conflict: z.boolean(),
    user_id: z.string(),
    device_id: z.string().nullable(),
    device_label: z.string().nullable(),
    /** The character's version this change produced. */
    version: z.number().int(),
    at: z.string().meta({ description: 'ISO 8601' }),
  })
  .meta({ id: 'CharacterHistoryEntry' });
export type CharacterHistoryEntry = z.infer<typeof CharacterHistoryEntry>;

/** How many history entries the server keeps per character (older ones are dropped). */
export const CHARACTER_HISTORY_KEPT = 500;

export const getCharacterHistory = defineEndpoint({
  method: 'GET',
  path: '/characters/:id/history',
  summary: "A character's changes, newest first (its owner only)",
  tags: ['characters'],
  params: CharacterId,
  query: z.object({
    limit: z.coerce.number().int().min(1).max(200).default(100),
    /** An entry's id: only entries older than it (the next page). */
    before: z.string().max(100).optional(),
  }),
  response: z.object({ entries: z.array(CharacterHistoryEntry) }),
});
