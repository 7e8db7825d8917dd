import { z } from 'zod';

import { BONUS_KEYS, PROPERTY_KEYS, REQUIREMENTS } from '@hearth/rules';

import { Ability, ClassId, DamageType, Dice, Prose, School, Slug } from './common.ts';

/**
 * A number a mechanic grants that may grow with the character: a constant, or read from the
 * character (proficiency bonus, total or class level, an ability modifier) or from a column of
 * the class table (`rage`, `martial-arts`…). `times`, `round` and `add` shape the read value
 * (half the Druid level rounded down: `{ from: 'class_level', class: 'druid', times: 0.5 }`).
 */
export const Amount = z.union([
  z.number(),
  z
    .object({
      from: z.enum(['proficiency_bonus', 'level', 'class_level', 'ability_modifier', 'column']),
      ability: Ability.optional(),
      class: ClassId.optional(),
      column: Slug.optional(),
      times: z.number().positive().optional(),
      round: z.enum(['down', 'up']).optional(),
      add: z.number().int().optional(),
      min: z.number().int().optional(),
    })
    .superRefine((amount, ctx) => {
      if (amount.from === 'ability_modifier' && !amount.ability) {
        ctx.addIssue({ code: 'custom', path: ['ability'], message: 'name the ability' });
      }
      if ((amount.from === 'class_level' || amount.from === 'column') && !amount.class) {
        ctx.addIssue({ code: 'custom', path: ['class'], message: 'name the class' });
      }
      if (amount.from === 'column' && !amount.column) {
        ctx.addIssue({ code: 'custom', path: ['column'], message: 'name the column' });
      }
    }),
]);
export type Amount = z.infer<typeof Amount>;

/**
 * What the character must be doing for a mechanic to apply. The list is the rules engine's
 * (`@hearth/rules`): it evaluates each one against equipped items and active states; anything
 * subtler stays in the prose only.
 */
export const Requirement = z.enum(REQUIREMENTS);

/** Which catalogue entries a choice may pick from (the spec's filter). */
export const MechanicFilter = z.object({
  levels: z.array(z.number().int().min(0).max(9)).optional(),
  schools: z.array(School).optional(),
  classes: z.array(ClassId).optional(),
  subtypes: z.array(Slug).optional(),
  properties: z.array(Slug).optional(),
  ritual: z.boolean().optional(),
});

const Base = {
  /** Unique within its entry; characters store choices under `<path>-<id>`. */
  id: Slug,
  /** Class or character level from which it applies (default 1). */
  level: z.number().int().min(1).max(20).optional(),
  requirement: z.array(Requirement).optional(),
};

const AbilityList = z.union([z.array(Ability).min(1), z.literal('ALL')]);
const SlugList = z.union([z.array(Slug).min(1), z.literal('ALL')]);

/** Ability score increases: fixed (`key` + `value`) or points to spread over `available`. */
const AbilityMechanic = z.object({
  ...Base,
  type: z.literal('ability'),
  key: Ability.optional(),
  value: z.number().int().optional(),
  points: z.number().int().positive().optional(),
  available: AbilityList.optional(),
  max_in_one: z.number().int().positive().optional(),
  /** The score cannot be raised above this (20 normally, 30 for epic boons). */
  max: z.number().int().positive().optional(),
  /** The score becomes this unless already higher (a Belt of Giant Strength sets STR 21). */
  set: z.number().int().min(1).max(30).optional(),
});

/** Saving-throw proficiency: fixed abilities, or `points` chosen from `available`. */
const SaveMechanic = z.object({
  ...Base,
  type: z.literal('save'),
  keys: AbilityList.optional(),
  points: z.number().int().positive().optional(),
  available: AbilityList.optional(),
});

/**
 * Proficiencies: skills and tools (fixed or chosen; `PROFICIENT` limits a choice to skills the
 * character already has, for Expertise), weapons and armor by category, languages.
 * `value` 2 means expertise.
 */
const ProficiencyMechanic = z.object({
  ...Base,
  type: z.literal('proficiency'),
  skills: z.array(Slug).optional(),
  available_skills: z.union([SlugList, z.literal('PROFICIENT')]).optional(),
  tools: z.array(Slug).optional(),
  /** Item ids, `ALL`, or a tool subtype (`artisan`, `instrument`, `gaming-set`). */
  available_tools: z.union([SlugList, z.enum(['artisan', 'instrument', 'gaming-set'])]).optional(),
  weapons: z.array(z.union([z.enum(['simple', 'martial']), Slug])).optional(),
  armor: z.array(z.enum(['light', 'medium', 'heavy', 'shield'])).optional(),
  languages: z.array(Slug).optional(),
  available_languages: SlugList.optional(),
  points: Amount.optional(),
  value: z.union([z.literal(1), z.literal(2)]).optional(),
});

/** Weapon Mastery: the number of weapon kinds whose mastery property the character uses. */
const WeaponMechanic = z.object({
  ...Base,
  type: z.literal('weapon'),
  points: Amount,
  filter: MechanicFilter.optional(),
});

/** Spells granted: fixed ids or `points` chosen through `filter`, with the status they get. */
const SpellsMechanic = z.object({
  ...Base,
  type: z.literal('spells'),
  spells: z.array(Slug).optional(),
  points: Amount.optional(),
  filter: MechanicFilter.optional(),
  status: z.enum(['prepared', 'atwill', 'extra', 'book', 'known']),
  /** The spellcasting ability for these spells; `choice` lets the player pick INT, WIS or CHA. */
  ability: z.union([Ability, z.literal('choice')]).optional(),
  /** Free castings without a slot, and when they come back. */
  uses: z.object({ max: Amount, recovery: z.enum(['SHORT', 'LONG']) }).optional(),
});

/** Sheet properties the character has (the engine's list): `SET` replaces, `ADD` adds. Arrays of
 * amounts are summed. */
const PropertiesMechanic = z.object({
  ...Base,
  type: z.literal('properties'),
  key: z.enum(PROPERTY_KEYS),
  action: z.enum(['SET', 'ADD']),
  value: z.union([Amount, z.array(Amount).min(1), Dice]),
});

/** Damage resistances or immunities (fixed or chosen) and condition immunities. */
const ResistancesMechanic = z.object({
  ...Base,
  type: z.literal('resistances'),
  kind: z.enum(['resistance', 'immunity']).optional(),
  damage_types: z.array(DamageType).optional(),
  available: z.array(DamageType).min(2).optional(),
  points: z.number().int().positive().optional(),
  conditions: z.array(Slug).optional(),
});

/** A flat bonus to a kind of roll or number, maybe under a requirement. */
const BonusMechanic = z.object({
  ...Base,
  type: z.literal('bonus'),
  key: z.enum(BONUS_KEYS),
  value: Amount,
  filter: MechanicFilter.optional(),
});

/** A counted resource the sheet tracks (Rage, Focus Points, Channel Divinity…). */
const ResourceMechanic = z.object({
  ...Base,
  type: z.literal('resource'),
  /** The resource's path in `character.resources` without the `prop-` prefix. */
  key: Slug,
  title: Prose,
  /** 0 means unlimited. */
  max: Amount,
  recovery: z.enum(['SHORT', 'LONG', 'none']),
  /** Uses regained on that rest; absent or 0 means all of them. */
  recovery_value: Amount.optional(),
  /** The die the resource rolls, when it has one (Bardic Inspiration). */
  die: z.union([Dice, Amount]).optional(),
  /** What spending a use takes when it is an action of its own (Second Wind: a Bonus Action). */
  action: z.enum(['action', 'bonus', 'reaction']).optional(),
});

/** An attack or damaging effect the feature adds to the actions list. */
const AttackMechanic = z.object({
  ...Base,
  type: z.literal('attack'),
  title: Prose,
  action: z.enum(['action', 'bonus', 'reaction', 'time']),
  /** Fixed dice, or a class-table column holding dice (`martial-arts`). */
  dice: z.union([Dice, Amount]),
  damage_type: DamageType.optional(),
  damage_type_options: z.array(DamageType).min(2).optional(),
  ability: Ability.optional(),
  save: z.object({ ability: Ability, dc_ability: Ability }).optional(),
  range_feet: z.number().int().positive().optional(),
  area: z
    .object({
      shape: z.enum(['cone', 'line', 'sphere', 'cube', 'emanation']),
      feet: z.number().int().positive(),
    })
    .optional(),
  uses: z.object({ max: Amount, recovery: z.enum(['SHORT', 'LONG']) }).optional(),
  /**
   * The dice from these levels on, replacing `dice`: character levels for species traits
   * (Breath Weapon: 5, 11, 17), class levels for class features (Divine Spark: 7, 13, 18).
   */
  scaling: z.record(z.string().regex(/^\d+$/), Dice).optional(),
  /**
   * `unarmed`: an Unarmed Strike made with this action (Martial Arts' Bonus Action strike); the
   * sheet works it out as the Unarmed Strike, with its die, ability and damage modifier.
   */
  strike: z.literal('unarmed').optional(),
});

/** One mechanical effect of a feature, trait, feat or item, typed so the rules engine applies it. */
export const Mechanic = z.discriminatedUnion('type', [
  AbilityMechanic,
  SaveMechanic,
  ProficiencyMechanic,
  WeaponMechanic,
  SpellsMechanic,
  PropertiesMechanic,
  ResistancesMechanic,
  BonusMechanic,
  ResourceMechanic,
  AttackMechanic,
]);
export type Mechanic = z.infer<typeof Mechanic>;

export const Mechanics = z
  .array(Mechanic)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((mechanic, index) => {
      if (seen.has(mechanic.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'mechanic ids are unique' });
      }
      seen.add(mechanic.id);
    });
  })
  .optional();

/** One option of an inline choice (Dragonborn ancestry, Druid's Primal Order…). */
export const ChoiceOption = z.object({
  id: Slug,
  title: Prose,
  description: Prose.optional(),
  mechanics: Mechanics,
});

/**
 * A choice the player makes when gaining a feature: a number of options written inline, or
 * features of a spec type (2 subclass, 3 origin feat, 4 general feat, 5 epic boon,
 * 6 fighting style, 7 eldritch invocation).
 */
export const Choice = z
  .object({
    id: Slug,
    title: Prose,
    count: Amount.optional(),
    level: z.number().int().min(1).max(20).optional(),
    feature_type: z.number().int().min(1).max(7).optional(),
    options: z.array(ChoiceOption).min(2).optional(),
  })
  .refine((c) => (c.feature_type === undefined) !== (c.options === undefined), {
    message: 'a choice offers either inline options or a feature type',
  });
export type Choice = z.infer<typeof Choice>;
export const Choices = z.array(Choice).optional();
