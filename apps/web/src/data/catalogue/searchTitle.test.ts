import { describe, expect, it } from 'vitest';

import type { SpellRules } from '@hearth/rules';
import { filterSpells } from '@hearth/rules';

import { indexSpellsForSearch, searchNeedle, titleMatches } from './searchTitle.ts';

const wolf = { id: 'wolf', title: 'Волк', title_en: 'Wolf' };
const hedgehog = { id: 'hedgehog', title: 'Ёж', title_en: 'Hedgehog' };
const mole = { id: 'mole', title: 'Mole' };

const found = (query: string) =>
  [wolf, hedgehog, mole].filter((e) => titleMatches(e, searchNeedle(query))).map((e) => e.id);

describe('searching catalogue titles', () => {
  it.each([
    ['волк', ['wolf']],
    ['ВОЛ', ['wolf']],
    ['wolf', ['wolf']],
    ['WoL', ['wolf']],
    ['еж', ['hedgehog']],
    ['ёж', ['hedgehog']],
    ['ЕЖ', ['hedgehog']],
    ['mole', ['mole']],
    ['  ', ['wolf', 'hedgehog', 'mole']],
    ['кот', []],
  ])('%s finds %j', (query, ids) => {
    expect(found(query)).toEqual(ids);
  });

  it('finds spells by the Russian title and by the English one', () => {
    const spell = (id: string, title: string, title_en: string, level: number) =>
      ({ id, title, title_en, level }) as unknown as SpellRules;
    const index = indexSpellsForSearch([
      spell('fireball', 'Огненный шар', 'Fireball', 3),
      spell('magic-missile', 'Волшебная стрела', 'Magic Missile', 1),
    ]);
    const ids = (query: string) => filterSpells(index, { query }).map((s) => s.id);
    expect(ids('огненный')).toEqual(['fireball']);
    expect(ids('missile')).toEqual(['magic-missile']);
    expect(ids('шар')).toEqual(['fireball']);
  });
});
