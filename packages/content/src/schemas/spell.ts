import { z } from 'zod';

import { Ability, ClassId, DamageType, Dice, Prose, School, Slug } from './common.ts';

/** How long casting takes (the SRD's fixed list). */
export const CASTING_TIMES = [
  'action',
  'bonus',
  'reaction',
  'minute',
  '10-minutes',
  'hour',
  '8-hours',
  '12-hours',
  '24-hours',
] as const;

export const SpellRange = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['self', 'touch', 'sight', 'unlimited', 'special']) }),
  z.object({ type: z.literal('ranged'), feet: z.number().int().positive() }),
  z.object({ type: z.literal('miles'), miles: z.number().int().positive() }),
]);

export const SpellArea = z.object({
  shape: z.enum(['sphere', 'cube', 'cone', 'line', 'cylinder', 'emanation', 'wall']),
  /** Radius of a sphere, cylinder or emanation; side of a cube; length of a cone or line. */
  feet: z.number().int().positive(),
  /** Width of a line or wall, height of a cylinder or wall, when the spell gives one. */
  width_feet: z.number().int().positive().optional(),
  height_feet: z.number().int().positive().optional(),
});

export const SpellDuration = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['instantaneous', 'until-dispelled', 'until-dispelled-or-triggered', 'special']),
  }),
  z.object({
    type: z.literal('timed'),
    amount: z.number().int().positive(),
    unit: z.enum(['round', 'minute', 'hour', 'day']),
  }),
]);

export const SpellComponents = z.object({
  verbal: z.boolean(),
  somatic: z.boolean(),
  /** The material, in our words; null when the spell has no M component. */
  material: z.string().trim().min(1).nullable(),
  /** Gold-piece cost named by the spell (the component must then be supplied, not a focus). */
  material_cost_gp: z.number().positive().optional(),
  material_consumed: z.boolean().optional(),
});

/** One damage roll of the spell at its base level (cantrips: at character levels 1-4). */
const Count = z.number().int().positive();

export const SpellDamage = z.object({
  dice: Dice,
  /** The type; when the caster picks one of several, this is the first of `type_options`. */
  type: DamageType,
  type_options: z.array(DamageType).min(2).optional(),
  /** Damage dealt later (e.g. at the end of the target's next turn) rather than on casting. */
  delayed: z.boolean().optional(),
});

export const Spell = z
  .object({
    id: Slug,
    source: Slug,
    title: Prose,
    level: z.number().int().min(0).max(9),
    school: School,
    casting_time: z.enum(CASTING_TIMES),
    /** A second way to cast it that takes longer (Plant Growth: an action or 8 hours). */
    alternative_casting_time: z.enum(CASTING_TIMES).optional(),
    /** The trigger of a reaction spell, in our words. */
    reaction_trigger: Prose.optional(),
    range: SpellRange,
    area: SpellArea.optional(),
    components: SpellComponents,
    duration: SpellDuration,
    concentration: z.boolean(),
    ritual: z.boolean(),
    classes: z.array(ClassId).min(1),
    /** How the spell asks for a roll: an attack, a saving throw, both or neither. */
    attack: z.enum(['melee', 'ranged']).optional(),
    save: z
      .object({
        ability: Ability,
        /** What a successful save does to the damage. */
        on_success: z.enum(['half', 'none', 'special']),
      })
      .optional(),
    damage: z.array(SpellDamage).optional(),
    /** Hit points restored; `add_modifier` adds the caster's spellcasting modifier. */
    healing: z.object({ dice: Dice, add_modifier: z.boolean() }).optional(),
    /** Casting with a higher slot: what each slot level above the spell's level adds. */
    upcast: z
      .object({
        damage_dice: Dice.optional(),
        healing_dice: Dice.optional(),
        targets: z.number().int().positive().optional(),
      })
      .optional(),
    /** Cantrips: the damage at character levels 5, 11 and 17 (dice replace the base dice). */
    cantrip_scaling: z.object({ 5: Dice, 11: Dice, 17: Dice }).optional(),
    /**
     * Spells that fire several beams or rays, each its own attack with the damage roll: how
     * many at the base (`count`), a cantrip's count from character levels 5, 11 and 17, and
     * how many each slot level above the spell's adds (`upcast`).
     */
    beams: z
      .object({
        count: z.number().int().positive(),
        cantrip_scaling: z.object({ 5: Count, 11: Count, 17: Count }).optional(),
        upcast: Count.optional(),
      })
      .optional(),
    description: Prose,
    /** The higher-level casting rule in our words (also for cantrip upgrades). */
    higher_levels: Prose.optional(),
  })
  .superRefine((spell, ctx) => {
    if (spell.casting_time === 'reaction' && !spell.reaction_trigger) {
      ctx.addIssue({
        code: 'custom',
        path: ['reaction_trigger'],
        message: 'reaction spells name their trigger',
      });
    }
    if (spell.level === 0 && spell.ritual) {
      ctx.addIssue({ code: 'custom', path: ['ritual'], message: 'a cantrip cannot be a ritual' });
    }
    if (spell.beams && !spell.attack) {
      ctx.addIssue({ code: 'custom', path: ['beams'], message: 'each beam is an attack roll' });
    }
    if (spell.level === 0 ? spell.beams?.upcast : spell.beams?.cantrip_scaling) {
      ctx.addIssue({
        code: 'custom',
        path: ['beams'],
        message: 'cantrips gain beams by character level, levelled spells by slot level',
      });
    }
    if (spell.level > 0 && spell.cantrip_scaling) {
      ctx.addIssue({
        code: 'custom',
        path: ['cantrip_scaling'],
        message: 'only cantrips scale by character level',
      });
    }
  });
export type Spell = z.infer<typeof Spell>;
