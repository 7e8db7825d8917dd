import type { Rule } from '@hearth/content';

import { searchNeedle, titleMatches } from '../../data/catalogue/searchTitle.ts';

export type RuleType = Rule['type'];

/** The order the sheet meets them in. Kept here: the contract's copy would bring zod along. */
export const RULE_TYPES = [
  'condition',
  'skill',
  'component',
  'language',
  'damage-type',
  'school',
] as const satisfies readonly RuleType[];

/** The rules entries whose title contains the query, grouped by type in the catalogue's order. */
export function groupRules(rules: readonly Rule[], query: string): [RuleType, Rule[]][] {
  const needle = searchNeedle(query);
  const found = needle ? rules.filter((rule) => titleMatches(rule, needle)) : rules;
  return RULE_TYPES.map((type): [RuleType, Rule[]] => [
    type,
    found.filter((rule) => rule.type === type).sort((a, b) => a.title.localeCompare(b.title)),
  ]).filter(([, entries]) => entries.length > 0);
}
