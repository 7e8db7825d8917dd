import { z } from 'zod';

import { Ability, Prose, Slug } from './common.ts';

/**
 * A rules entry the sheet explains on a tap (spec: key, type, title, description, source):
 * the 15 conditions, the 18 skills with their ability, the spell components, and the
 * languages, damage types and schools of magic.
 */
export const Rule = z
  .object({
    id: Slug,
    source: Slug,
    type: z.enum(['condition', 'skill', 'component', 'language', 'damage-type', 'school']),
    title: Prose,
    description: Prose,
    /** Skills: the ability the check uses. */
    ability: Ability.optional(),
    /** Conditions that also impose this one (Paralyzed, Petrified, Stunned and Unconscious all
     * bring Incapacitated; Unconscious brings Prone). */
    implied_by: z.array(Slug).optional(),
    /** Languages: standard (a character may pick at creation) or rare. */
    standard: z.boolean().optional(),
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
    if ((rule.type === 'language') !== (rule.standard !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['standard'],
        message: 'languages, and only languages, say whether they are standard',
      });
    }
  });
export type Rule = z.infer<typeof Rule>;
