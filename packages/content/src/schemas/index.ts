import type { z } from 'zod';

import type { CatalogueStore } from '../stores.ts';
import { Rule } from './rule.ts';
import { Source } from './source.ts';
import { Spell } from './spell.ts';

export * from './common.ts';
export * from './rule.ts';
export { Source } from './source.ts';
export * from './spell.ts';

/**
 * The schema each entry of a store is validated against. Stores whose schema has not been
 * written yet are absent: their folders must then be empty, which the compiler enforces.
 */
export const STORE_SCHEMAS: Partial<Record<CatalogueStore, z.ZodType>> = {
  sources: Source,
  rules: Rule,
  spells: Spell,
};
