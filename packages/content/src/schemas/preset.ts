import { z } from 'zod';

import { ClassId, Prose, Slug } from './common.ts';

/**
 * A list of items added to an inventory in one go: the SRD equipment packs and each class's and
 * background's starting-equipment options (A, B, C as the SRD letters them).
 */
export const Preset = z.object({
  id: Slug,
  source: Slug,
  title: Prose,
  description: Prose,
  icon: z.string().optional(),
  class_id: ClassId.optional(),
  background_id: Slug.optional(),
  option: z.enum(['A', 'B', 'C']).optional(),
  items: z.array(z.object({ item_id: Slug, quantity: z.number().int().positive() })),
  /** Coins that come with it, in GP. */
  gold: z.number().min(0).optional(),
});
export type Preset = z.infer<typeof Preset>;
