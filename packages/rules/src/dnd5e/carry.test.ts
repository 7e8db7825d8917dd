import { describe, expect, it } from 'vitest';

import { carry, carryLevel, carryWarning, sizeTier, totalWeight } from './carry.ts';
import {
  firstLevelHitPoints,
  levelChangeHitPoints,
  recommendedHitPoints,
} from './level-hit-points.ts';

describe('carrying', () => {
  it('gives a Medium STR 15 character 225 lb to carry and 450 to drag', () => {
    expect(carry(15, 2, 100)).toEqual({
      capacity: 225,
      drag: 450,
      weight: 100,
      overweight: false,
      immobile: false,
    });
  });

  it('is overweight above carry and cannot move above drag (an encumbered fighter)', () => {
    expect(carry(10, 2, 151)).toMatchObject({ overweight: true, immobile: false });
    expect(carry(10, 2, 301)).toMatchObject({ overweight: true, immobile: true });
    expect(carry(10, 0, 76)).toMatchObject({ capacity: 75, overweight: true });
    expect(carry(10, 4, 0)).toMatchObject({ capacity: 600, drag: 1200 });
  });

  it('caps the size tier between 0 and 5 (Powerful Build adds one)', () => {
    expect(sizeTier(2, 1)).toBe(3);
    expect(sizeTier(5, 1)).toBe(5);
    expect(sizeTier(0, -1)).toBe(0);
  });

  it('leaves out what is inside a weightless container, at any depth', () => {
    const items = [
      { id: 'pack', weight: 5, quantity: 1 },
      { id: 'rope', weight: 5, quantity: 2, container_id: 'pack' },
      { id: 'holding', weight: 15, quantity: 1, weightless: true },
      { id: 'pouch', weight: 1, quantity: 1, container_id: 'holding' },
      { id: 'gold', weight: 0.02, quantity: 50, container_id: 'pouch' },
      { id: 'dart', weight: 0.25, quantity: 3 },
    ];
    expect(totalWeight(items)).toBe(5 + 10 + 15 + 0.75);
  });
});

describe('hit points by level', () => {
  it('gives level 1 the whole die plus CON', () => {
    expect(firstLevelHitPoints(12, 16)).toBe(15);
    expect(firstLevelHitPoints(6, 3)).toBe(2);
    expect(firstLevelHitPoints(6, 1)).toBe(1);
  });

  it('recommends the fixed values after level 1 (7, 6, 5, 4 plus CON)', () => {
    expect(recommendedHitPoints([10, 10, 10, 10, 10], 14)).toBe(44);
    expect(recommendedHitPoints([6, 6, 6, 6, 6], 14)).toBe(32);
    expect(recommendedHitPoints([10, 10, 10, 10, 10, 10, 6, 6, 6, 6], 14)).toBe(12 + 5 * 8 + 4 * 6);
  });

  it('offers |(⌈die/2⌉ + 1 + CON) × Δ| on a level change, both ways', () => {
    expect(levelChangeHitPoints(8, 14, 3, 4)).toBe(7);
    expect(levelChangeHitPoints(8, 14, 4, 2)).toBe(14);
    // A dwarf: Dwarven Toughness adds 1 per level.
    expect(levelChangeHitPoints(8, 14, 3, 5, 1)).toBe(16);
  });
});

describe('load warnings', () => {
  it('reads the level from the load: slowed over carry capacity, stopped over drag', () => {
    expect(carryLevel(carry(8, 2, 100))).toBe('normal');
    expect(carryLevel(carry(8, 2, 150))).toBe('overweight');
    expect(carryLevel(carry(8, 2, 250))).toBe('immobile');
  });

  it.each([
    ['normal', 'overweight', 'overweight'],
    ['normal', 'immobile', 'immobile'],
    ['overweight', 'immobile', 'immobile'],
    // Already there: an equip or attune toggle changes nothing worth a warning.
    ['overweight', 'overweight', undefined],
    ['immobile', 'immobile', undefined],
    // Lighter is no warning either.
    ['immobile', 'overweight', undefined],
    ['overweight', 'normal', undefined],
    ['normal', 'normal', undefined],
    // The first look: the page shows the load itself.
    [undefined, 'overweight', undefined],
  ] as const)('from %s to %s warns %s', (before, after, warning) => {
    expect(carryWarning(before, after)).toBe(warning);
  });
});
