import { describe, expect, it } from 'vitest';

import type { BeastEntry } from './beastFilters.ts';
import {
  activeBeastFilterCount,
  CHALLENGE_RATINGS,
  filterBeasts,
  groupByChallenge,
  NO_BEAST_FILTERS,
} from './beastFilters.ts';

const beast = (id: string, cr: number, extra: Partial<BeastEntry> = {}): BeastEntry => ({
  id,
  title: id[0]!.toUpperCase() + id.slice(1),
  type: 'beast',
  size: 2,
  cr,
  speed: { walk: 30 },
  senses: { passive_perception: 10 },
  ...extra,
});

const LIST = [
  beast('wolf', 0.25, { senses: { darkvision: 60, passive_perception: 15 }, speed: { walk: 40 } }),
  beast('bat', 0, {
    size: 0,
    speed: { walk: 5, fly: 30 },
    senses: { blindsight: 60, passive_perception: 11 },
  }),
  beast('owl', 0, {
    size: 0,
    speed: { walk: 5, fly: 60 },
    senses: { darkvision: 120, passive_perception: 13 },
  }),
  beast('crocodile', 0.5, { size: 3, speed: { walk: 20, swim: 30 } }),
  beast('ape', 0.5, { speed: { walk: 30, climb: 30 } }),
  beast('elephant', 4, { size: 4 }),
];

const ids = (list: readonly BeastEntry[]) => list.map((entry) => entry.id);

describe('the bestiary filters', () => {
  it('offers every challenge rating of the spec: 0, 1/8, 1/4, 1/2 and 1 to 30', () => {
    expect(CHALLENGE_RATINGS).toHaveLength(34);
    expect(CHALLENGE_RATINGS.slice(0, 5)).toEqual([0, 0.125, 0.25, 0.5, 1]);
    expect(CHALLENGE_RATINGS.at(-1)).toBe(30);
  });

  it.each<[string, Partial<typeof NO_BEAST_FILTERS>, string, string[]]>([
    [
      'nothing: all, by CR then title',
      {},
      '',
      ['bat', 'owl', 'wolf', 'ape', 'crocodile', 'elephant'],
    ],
    ['CR 1/4 to 1/2', { crMin: 0.25, crMax: 0.5 }, '', ['wolf', 'ape', 'crocodile']],
    ['Tiny or Huge', { sizes: [0, 4] }, '', ['bat', 'owl', 'elephant']],
    ['darkvision', { senses: ['darkvision'] }, '', ['owl', 'wolf']],
    ['darkvision and blindsight: both needed', { senses: ['darkvision', 'blindsight'] }, '', []],
    ['fly', { speeds: ['fly'] }, '', ['bat', 'owl']],
    ['swim or climb is not enough for both', { speeds: ['swim', 'climb'] }, '', []],
    ['search folds case', {}, 'OW', ['owl']],
    ['search and a filter together', { sizes: [0] }, 'b', ['bat']],
  ])('%s', (_, patch, query, expected) => {
    expect(ids(filterBeasts(LIST, { ...NO_BEAST_FILTERS, ...patch }, query))).toEqual(expected);
  });

  it('shows only the forms a druid can take when asked', () => {
    const state = { ...NO_BEAST_FILTERS, wildShapeOnly: true };
    const canTake = (entry: BeastEntry) => entry.cr <= 0.25 && !entry.speed.fly;
    expect(ids(filterBeasts(LIST, state, '', canTake))).toEqual(['wolf']);
    expect(activeBeastFilterCount(state)).toBe(1);
  });

  it('counts every filter that is on', () => {
    expect(activeBeastFilterCount(NO_BEAST_FILTERS)).toBe(0);
    expect(
      activeBeastFilterCount({
        ...NO_BEAST_FILTERS,
        crMin: 0,
        sizes: [1, 2],
        senses: ['darkvision'],
        speeds: ['fly'],
      }),
    ).toBe(5);
  });

  it('groups by challenge rating as stat blocks write it, lowest first', () => {
    const groups = groupByChallenge(filterBeasts(LIST, NO_BEAST_FILTERS, ''));
    expect(groups.map((group) => [group.label, ids(group.beasts)])).toEqual([
      ['0', ['bat', 'owl']],
      ['1/4', ['wolf']],
      ['1/2', ['ape', 'crocodile']],
      ['4', ['elephant']],
    ]);
    expect(groupByChallenge([beast('x', 0.125)])[0]!.label).toBe('1/8');
  });
});
