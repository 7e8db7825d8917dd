import { z } from 'zod';

import { Ability, Prose, Slug } from './common.ts';

/**
 * A rules entry the sheet explains on a tap (spec: key, type, title, description, source):
 * the 15 conditions, the 18 skills with their ability, and the spell components.
 */
export const Rule = z
  .object({
    id: Slug,
    source: Slug,
    type: z.enum(['condition', 'skill', 'component']),
    title: Prose,
    description: Prose,
    /** Skills: the ability the check uses. */
    ability: Ability.optional(),
    /** Conditions that also impose this one (Paralyzed, Petrified, Stunned and Unconscious all
     * bring Incapacitated; Unconscious brings Prone). */
    implied_by: z.array(Slug).optional(),
    /** Components: the letter shown in spell headers. */
    abbreviation: z.string().length(1).optional(),
  })
  .superRefine((rule, ctx) => {
    if ((rule.type === 'skill') !== (rule.ability !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ability'],
        message: 'skills, and only skills, name an ability',
      });
    }
    if ((rule.type === 'component') !== (rule.abbreviation !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['abbreviation'],
        message: 'components, and only components, have a letter',
      });
    }
  });
export type Rule = z.infer<typeof Rule>;
