import { z } from 'zod';

import { Prose, Slug } from './common.ts';
import { LevelFeature, uniqueIds } from './feature.ts';

/** Sizes 0 (Tiny) to 5 (Gargantuan), as the spec numbers them. */
export const Size = z.number().int().min(0).max(5);

/** A playable species with its traits (character level in each trait's `level`). */
export const Species = z
  .object({
    id: Slug,
    source: Slug,
    title: Prose,
    description: Prose,
    creature_type: z.enum(['humanoid']),
    /** The sizes a player may pick from (Human and Tiefling: Small or Medium). */
    sizes: z.array(Size).min(1),
    speed: z.number().int().positive(),
    traits: z.array(LevelFeature).min(1),
  })
  .superRefine((species, ctx) => uniqueIds(species.traits, ctx, ['traits']));
export type Species = z.infer<typeof Species>;
