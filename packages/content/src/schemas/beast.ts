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

/** A stat-block action, with its attack or save as data when it has one. */
const BeastAction = z.object({
  id: Slug,
  title: Prose,
  kind: z.enum(['action', 'bonus', 'reaction', 'legendary']),
  description: Prose,
  attack: z
    .object({
      type: z.enum(['melee', 'ranged']),
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

/** A creature stat block (the spec's Beast), used for wild shapes, companions and the bestiary. */
export const Beast = z.object({
  id: Slug,
  source: Slug,
  title: Prose,
  type: z.enum(CREATURE_TYPES),
  size: Size,
  alignment: z.string().min(1),
  /** Challenge rating: 0, 0.125, 0.25, 0.5, 1 … 30. */
  cr: z.number().min(0).max(30),
  xp: z.number().int().min(0),
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
    passive_perception: z.number().int().min(0),
  }),
  languages: z.array(z.string().min(1)),
  resistances: z.array(DamageType).optional(),
  immunities: z.array(DamageType).optional(),
  vulnerabilities: z.array(DamageType).optional(),
  condition_immunities: z.array(Slug).optional(),
  traits: z.array(z.object({ id: Slug, title: Prose, description: Prose })),
  actions: z.array(BeastAction),
  habitat: z.array(z.string().min(1)),
  description: Prose,
});
export type Beast = z.infer<typeof Beast>;
