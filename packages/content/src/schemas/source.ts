import { z } from 'zod';

/** A content source (a rulebook). `required` sources cannot be switched off by a user. */
export const Source = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  system: z.enum(['dnd5e', 'daggerheart']),
  title: z.string().min(1),
  image: z.string().nullable(),
  official: z.boolean(),
  required: z.boolean(),
  licence: z.string().min(1),
  attribution: z.string().min(1),
});
export type Source = z.infer<typeof Source>;
