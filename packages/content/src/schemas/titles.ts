import { z } from 'zod';

/**
 * An entry of a titles store (`titles-ru`): one catalogue store's translated titles by entry id.
 * Compiled from `src/translations/<language>/<store>/*.json` (build/titles.ts).
 */
export const StoreTitles = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  titles: z.record(z.string(), z.string().trim().min(1)),
});
export type StoreTitles = z.infer<typeof StoreTitles>;
