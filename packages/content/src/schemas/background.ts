import { z } from 'zod';

import { Ability, Prose, Slug } from './common.ts';

/**
 * A background (served also as features of type 1): the three abilities its +2/+1 or
 * +1/+1/+1 goes to, its origin feat, two skills, a tool and its equipment options (presets).
 */
export const Background = z.object({
  id: Slug,
  source: Slug,
  type: z.literal(1),
  title: Prose,
  description: Prose,
  abilities: z.tuple([Ability, Ability, Ability]),
  /** The origin feat (a features entry of type 3). */
  feat: Slug,
  /** Options fixed by the background for its feat (Magic Initiate's spell list). */
  feat_options: z.record(Slug, z.array(Slug)).optional(),
  skills: z.tuple([Slug, Slug]),
  /** A tool item id, or a kind to choose from. */
  tool: z.union([Slug, z.object({ choose: z.enum(['artisan', 'instrument', 'gaming-set']) })]),
  /** Presets offered as starting equipment (option A the package, option B gold). */
  equipment: z.array(Slug).min(1),
});
export type Background = z.infer<typeof Background>;
