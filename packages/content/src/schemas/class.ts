import { z } from 'zod';

import { Ability, ClassId, Dice, Prose, Slug } from './common.ts';
import { LevelFeature, uniqueIds } from './feature.ts';

export const SPELLCASTING_PROGRESSIONS = ['full', 'half', 'third', 'pact'] as const;

/** One row of the class table (one per class level, 1 to 20). */
export const ClassLevel = z.object({
  level: z.number().int().min(1).max(20),
  proficiency_bonus: z.number().int().min(2).max(6),
  /** Ids of the class features gained at this level (from the class's `features`). */
  features: z.array(Slug),
  cantrips: z.number().int().min(0).optional(),
  prepared: z.number().int().min(0).optional(),
  /** Spell slots by spell level 1-9 (trailing zeros may be left off). */
  slots: z.array(z.number().int().min(0)).max(9).optional(),
  /** Pact Magic: the number of slots and their level. */
  pact: z
    .object({ slots: z.number().int().min(1), level: z.number().int().min(1).max(5) })
    .optional(),
  /** Class-specific columns (keys declared in the class's `columns`). */
  columns: z.record(Slug, z.union([z.number(), Dice])).optional(),
});

export const ArmorTraining = z.enum(['light', 'medium', 'heavy', 'shield']);

export const Class = z
  .object({
    id: ClassId,
    source: Slug,
    title: Prose,
    description: Prose,
    hit_die: z.union([z.literal(6), z.literal(8), z.literal(10), z.literal(12)]),
    primary_abilities: z.array(Ability).min(1),
    /** Whether one or all of the primary abilities are needed (Monk: DEX and WIS). */
    primary_all: z.boolean().optional(),
    saving_throws: z.tuple([Ability, Ability]),
    proficiencies: z.object({
      armor: z.array(ArmorTraining),
      /** `simple`, `martial`, or `martial-finesse-light` (Martial weapons with Finesse or Light). */
      weapons: z.array(z.enum(['simple', 'martial', 'martial-finesse-light', 'martial-light'])),
      tools: z.array(Slug).optional(),
      tool_choice: z
        .object({
          count: z.number().int().positive(),
          from: z.union([z.array(Slug), z.enum(['artisan', 'instrument'])]),
        })
        .optional(),
      skills: z.object({
        count: z.number().int().positive(),
        from: z.union([z.array(Slug), z.literal('ALL')]),
      }),
    }),
    /** What a character gains taking this class as a later class (SRD multiclassing). */
    multiclass: z.object({
      armor: z.array(ArmorTraining),
      weapons: z.array(z.enum(['simple', 'martial', 'martial-finesse-light', 'martial-light'])),
      skills: z.number().int().min(0).optional(),
      tools: z.number().int().min(0).optional(),
    }),
    spellcasting: z
      .object({
        ability: Ability,
        progression: z.enum(SPELLCASTING_PROGRESSIONS),
        /** Level the class starts casting (1, or 2 for Paladin and Ranger in 5.2: 1). */
        from_level: z.number().int().min(1).max(3),
        /** Casts its prepared ritual spells as rituals (every SRD 5.2 caster). */
        ritual: z.boolean(),
        /** Wizards keep a spellbook. */
        spellbook: z.boolean().optional(),
        /** When prepared spells change: the whole list after a long rest (Cleric, Druid,
         * Wizard), one spell after a long rest (Paladin, Ranger), or one per level gained
         * (Bard, Sorcerer, Warlock). */
        change_prepared: z.enum(['long-rest', 'one-per-long-rest', 'level-up']),
        focus: z.array(Slug).optional(),
      })
      .optional(),
    subclass_level: z.number().int().min(1).max(3),
    /** Class-table columns other than the common ones, with their titles. */
    columns: z.array(z.object({ key: Slug, title: Prose })),
    table: z.array(ClassLevel).length(20),
    features: z.array(LevelFeature).min(1),
  })
  .superRefine((cls, ctx) => {
    uniqueIds(cls.features, ctx, ['features']);
    const featureIds = new Set(cls.features.map((f) => f.id));
    const columns = new Set(cls.columns.map((c) => c.key));
    cls.table.forEach((row, index) => {
      if (row.level !== index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['table', index, 'level'],
          message: 'rows run from level 1 to 20',
        });
      }
      for (const id of row.features) {
        if (!featureIds.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['table', index, 'features'],
            message: `unknown feature "${id}"`,
          });
        }
      }
      for (const key of Object.keys(row.columns ?? {})) {
        if (!columns.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['table', index, 'columns', key],
            message: 'undeclared column',
          });
        }
      }
    });
  });
export type Class = z.infer<typeof Class>;
