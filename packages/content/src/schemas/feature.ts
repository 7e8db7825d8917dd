import { z } from 'zod';

import { Ability, ClassId, Prose, Slug } from './common.ts';
import { Choices, Mechanics } from './mechanic.ts';

/**
 * A feature gained at a level: a class feature, a subclass feature or a species trait. Its
 * path on the character is `<owner>-<id>`; choices and mechanics are keyed under it.
 */
export const LevelFeature = z.object({
  id: Slug,
  /** Class level (or character level for species traits) at which it is gained. */
  level: z.number().int().min(1).max(20),
  title: Prose,
  description: Prose,
  mechanics: Mechanics,
  choices: Choices,
});
export type LevelFeature = z.infer<typeof LevelFeature>;

function uniqueIds(
  list: readonly { id: string }[],
  ctx: z.RefinementCtx,
  path: (string | number)[],
): void {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'id'],
        message: `duplicate id "${item.id}"`,
      });
    }
    seen.add(item.id);
  });
}
export { uniqueIds };

/** The spec's feature types (platform §3). */
export const FEATURE_TYPES = {
  background: 1,
  subclass: 2,
  origin: 3,
  general: 4,
  epicBoon: 5,
  fightingStyle: 6,
  invocation: 7,
} as const;

/** What a feat or invocation asks of the character before it can be taken. */
export const Prerequisite = z.object({
  /** Character level (feats) or Warlock level (invocations). */
  level: z.number().int().min(1).max(20).optional(),
  /** Any one of these scores at or above `min` (Grappler: STR or DEX 13). */
  abilities: z.array(Ability).min(1).optional(),
  min: z.number().int().optional(),
  /** A feature the character must have (`fighting-style`, `pact-of-the-blade`). */
  feature: Slug.optional(),
  /** A spell or cantrip the character must know. */
  spell: Slug.optional(),
  /** A cantrip of this class's list the character knows that deals damage; by an attack roll
   * when `attack` (Repelling Blast). */
  cantrip: z.object({ class: ClassId, attack: z.boolean().optional() }).optional(),
  /** The prerequisite as the player reads it. */
  text: Prose,
});

const FeatBase = {
  id: Slug,
  source: Slug,
  title: Prose,
  description: Prose,
  prerequisite: Prerequisite.optional(),
  repeatable: z.boolean(),
  mechanics: Mechanics,
  choices: Choices,
};

/** Feats: origin (3), general (4), epic boon (5), fighting style (6). */
export const Feat = z.object({
  ...FeatBase,
  type: z.union([z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
});
export type Feat = z.infer<typeof Feat>;

/** Eldritch invocations (7). */
export const Invocation = z.object({ ...FeatBase, type: z.literal(7) });
export type Invocation = z.infer<typeof Invocation>;

/** A subclass (type 2) with its features by class level. */
export const Subclass = z
  .object({
    id: Slug,
    source: Slug,
    type: z.literal(2),
    class: ClassId,
    title: Prose,
    description: Prose,
    features: z.array(LevelFeature).min(1),
  })
  .superRefine((subclass, ctx) => uniqueIds(subclass.features, ctx, ['features']));
export type Subclass = z.infer<typeof Subclass>;

/** The `features` store: subclasses, feats and invocations (backgrounds have their own store). */
export const Feature = z.union([Subclass, Feat, Invocation]);
export type Feature = z.infer<typeof Feature>;
