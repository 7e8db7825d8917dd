import { describe, expect, it } from 'vitest';

import type { Rule } from '@hearth/content';

import { groupRules } from './ruleGroups.ts';

const rule = (id: string, type: Rule['type'], title: string) =>
  ({ id, type, title, source: 'srd-5-2', description: '' }) as Rule;

const RULES = [
  rule('fire', 'damage-type', 'Fire'),
  rule('prone', 'condition', 'Prone'),
  rule('blinded', 'condition', 'Blinded'),
  rule('elvish', 'language', 'Elvish'),
];

describe('groupRules', () => {
  it('groups by type in the catalogue order, titles sorted, empty groups left out', () => {
    expect(
      groupRules(RULES, '').map(([type, entries]) => [type, entries.map((entry) => entry.id)]),
    ).toEqual([
      ['condition', ['blinded', 'prone']],
      ['language', ['elvish']],
      ['damage-type', ['fire']],
    ]);
  });

  it('keeps the entries whose title holds the query, ignoring case and spaces', () => {
    expect(groupRules(RULES, ' PRO ').map(([, entries]) => entries.map((e) => e.id))).toEqual([
      ['prone'],
    ]);
    expect(groupRules(RULES, 'nothing')).toEqual([]);
  });
});
