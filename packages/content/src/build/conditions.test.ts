import { describe, expect, it } from 'vitest';

import { conditionsInEffect } from '@hearth/rules';

import type { Rule } from '../schemas/rule.ts';
import { compileCatalogue } from './compile.ts';
import { ENTRIES_DIR } from './paths.ts';

const conditions = (compileCatalogue(ENTRIES_DIR).rules.entries as Rule[]).filter(
  (rule) => rule.type === 'condition',
);

// The rules engine knows which conditions bring others; the catalogue says it to the player
// (`implied_by`). Both must agree.
describe('implied conditions agree with the rules engine', () => {
  it.each(conditions.map((condition) => [condition.id] as const))('%s', (id) => {
    const impliers = conditions
      .filter((other) => other.id !== id && conditionsInEffect([other.id]).includes(id))
      .map((other) => other.id)
      .sort();
    const entry = conditions.find((condition) => condition.id === id)!;
    expect(impliers).toEqual([...(entry.implied_by ?? [])].sort());
  });
});
