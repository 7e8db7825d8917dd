import { z } from 'zod';

import { Ability, DamageType, Dice, Prose, Slug } from './common.ts';
import { Size } from './species.ts';

export const CREATURE_TYPES = [
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

const Damage = z.object({ dice: Dice, average: z.number().int().min(0), type: DamageType });

/**
 * A creature's spellcasting (an action in SRD 5.2 stat blocks): the ability, save DC and attack
 * bonus, the spells at will and those with uses per day (`1/Day each`).
 */
const CreatureSpellcasting = z.object({
  ability: Ability,
  dc: z.number().int().positive().optional(),
  attack: z.number().int().optional(),
  at_will: z.array(Slug).optional(),
  per_day: z
    .array(z.object({ uses: z.number().int().positive(), spells: z.array(Slug).min(1) }))
    .optional(),
});

/** A stat-block action, with its attack or save as data when it has one. */
const BeastAction = z.object({
  id: Slug,
  title: Prose,
  kind: z.enum(['action', 'bonus', 'reaction', 'legendary']),
  description: Prose,
  /** Legendary actions that cost more than one use. */
  cost: z.number().int().min(2).max(3).optional(),
  spellcasting: CreatureSpellcasting.optional(),
  attack: z
    .object({
      type: z.enum(['melee', 'ranged', 'melee-or-ranged']),
      bonus: z.number().int(),
      reach: z.number().int().positive().optional(),
      range: z
        .object({
          normal: z.number().int().positive(),
          long: z.number().int().positive().optional(),
        })
        .optional(),
      damage: z.array(Damage).min(1),
    })
    .optional(),
  save: z.object({ ability: Ability, dc: z.number().int().positive() }).optional(),
  /** Recharge on a d6 roll of this or higher (`5` for Recharge 5-6). */
  recharge: z.number().int().min(2).max(6).optional(),
  uses_per_day: z.number().int().positive().optional(),
});

const Trait = z.object({
  id: Slug,
  title: Prose,
  description: Prose,
  /** Legendary Resistance (3/Day): uses a day, or in the lair when they differ. */
  uses_per_day: z.number().int().positive().optional(),
  uses_per_day_lair: z.number().int().positive().optional(),
});

/**
 * A creature stat block (the spec's Beast): every SRD 5.2 creature, used for the bestiary,
 * companions and summons; wild shape keeps to `type: 'beast'`.
 */
export const Beast = z.object({
  id: Slug,
  source: Slug,
  title: Prose,
  type: z.enum(CREATURE_TYPES),
  size: Size,
  /** The other size of a "Medium or Small" stat block (humanoids and undead of any species). */
  size_alt: Size.optional(),
  alignment: z.string().min(1),
  /** Challenge rating: 0, 0.125, 0.25, 0.5, 1 … 30. */
  cr: z.number().min(0).max(30),
  xp: z.number().int().min(0),
  /** XP when met in its lair, when the stat block gives one. */
  xp_lair: z.number().int().min(0).optional(),
  proficiency_bonus: z.number().int().min(2).max(9),
  ac: z.number().int().positive(),
  ac_detail: z.string().optional(),
  initiative: z.number().int(),
  hp: z.object({
    max: z.number().int().positive(),
    dice: z.string().regex(/^\d+d\d+( ?[+-] ?\d+)?$/),
  }),
  speed: z.object({
    walk: z.number().int().min(0),
    climb: z.number().int().positive().optional(),
    fly: z.number().int().positive().optional(),
    swim: z.number().int().positive().optional(),
    burrow: z.number().int().positive().optional(),
    hover: z.boolean().optional(),
  }),
  abilities: z.object({
    str: z.number().int().min(1).max(30),
    dex: z.number().int().min(1).max(30),
    con: z.number().int().min(1).max(30),
    int: z.number().int().min(1).max(30),
    wis: z.number().int().min(1).max(30),
    cha: z.number().int().min(1).max(30),
  }),
  /** Saving-throw bonuses that differ from the plain modifier. */
  saving_throws: z.partialRecord(Ability, z.number().int()).optional(),
  /** Skill bonuses by skill id. */
  skills: z.record(Slug, z.number().int()).optional(),
  senses: z.object({
    darkvision: z.number().int().positive().optional(),
    blindsight: z.number().int().positive().optional(),
    tremorsense: z.number().int().positive().optional(),
    truesight: z.number().int().positive().optional(),
    telepathy: z.number().int().positive().optional(),
    passive_perception: z.number().int().min(0),
  }),
  languages: z.array(z.string().min(1)),
  resistances: z.array(DamageType).optional(),
  immunities: z.array(DamageType).optional(),
  vulnerabilities: z.array(DamageType).optional(),
  condition_immunities: z.array(Slug).optional(),
  traits: z.array(Trait),
  actions: z.array(BeastAction),
  /** Legendary actions a round (the `legendary` actions' pool), and in the lair when more. */
  legendary: z
    .object({
      uses: z.number().int().positive(),
      uses_lair: z.number().int().positive().optional(),
    })
    .optional(),
  /** Equipment the stat block lists (`Gear`): item ids of the catalogue. */
  gear: z.array(Slug).optional(),
  habitat: z.array(z.string().min(1)),
  description: Prose,
});
export type Beast = z.infer<typeof Beast>;
