import { describe, expect, it } from 'vitest';

import type { SpellRules } from './catalogue.ts';
import { filterSpells, foldText, indexSpells } from './spell-search.ts';

const spell = (id: string, overrides: Partial<SpellRules>): SpellRules => ({
  id,
  title: id,
  level: 1,
  school: 'evocation',
  concentration: false,
  ritual: false,
  classes: ['wizard'],
  casting_time: 'action',
  range: { type: 'ranged', feet: 60 },
  components: { verbal: true, somatic: true, material: null },
  ...overrides,
});

const index = indexSpells([
  spell('Magic Missile', {}),
  spell('Fire Bolt', { level: 0, classes: ['sorcerer', 'wizard'] }),
  spell('Detect Magic', {
    school: 'divination',
    ritual: true,
    concentration: true,
    range: { type: 'self' },
  }),
  spell('Shield', { school: 'abjuration', casting_time: 'reaction', range: { type: 'self' } }),
  spell('Cure Wounds', { school: 'abjuration', classes: ['cleric'], range: { type: 'touch' } }),
  spell('Fireball', {
    level: 3,
    components: { verbal: true, somatic: true, material: 'bat guano' },
  }),
  spell('Plant Growth', { casting_time: 'action', alternative_casting_time: '8-hours', level: 3 }),
]);
const ids = (filters: Parameters<typeof filterSpells>[1]) =>
  filterSpells(index, filters).map((s) => s.id);

describe('spell search', () => {
  it('lists by level, then title', () => {
    expect(ids({})).toEqual([
      'Fire Bolt',
      'Cure Wounds',
      'Detect Magic',
      'Magic Missile',
      'Shield',
      'Fireball',
      'Plant Growth',
    ]);
  });

  it('finds titles whatever the case or accents', () => {
    expect(ids({ query: 'MAGIC' })).toEqual(['Detect Magic', 'Magic Missile']);
    expect(foldText('Café Élan')).toBe('cafe elan');
    expect(ids({ query: '  ' })).toHaveLength(7);
  });

  it('filters by level, school, ritual, concentration, casting time, range, components and class', () => {
    expect(ids({ levels: [0, 3] })).toEqual(['Fire Bolt', 'Fireball', 'Plant Growth']);
    expect(ids({ schools: ['abjuration'] })).toEqual(['Cure Wounds', 'Shield']);
    expect(ids({ ritual: true })).toEqual(['Detect Magic']);
    expect(ids({ concentration: false, levels: [1] })).toEqual([
      'Cure Wounds',
      'Magic Missile',
      'Shield',
    ]);
    expect(ids({ castingTimes: ['reaction'] })).toEqual(['Shield']);
    expect(ids({ castingTimes: ['8-hours'] })).toEqual(['Plant Growth']);
    expect(ids({ ranges: ['touch', 'self'] })).toEqual(['Cure Wounds', 'Detect Magic', 'Shield']);
    expect(ids({ components: ['M'] })).toEqual(['Fireball']);
    expect(ids({ classes: ['cleric'] })).toEqual(['Cure Wounds']);
    expect(ids({ classes: ['sorcerer'], query: 'bolt' })).toEqual(['Fire Bolt']);
  });
});
