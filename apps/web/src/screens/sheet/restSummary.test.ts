import { describe, expect, it } from 'vitest';

import { makeCharacter } from '../../test/characterFixture.ts';
import { hitDiceSpentSince } from './restSummary.ts';

const at = (current: number, spent: number) =>
  makeCharacter({
    hp: { current, max: 12, max_mod: 0, temp: 0 },
    classes: [{ id: 'fighter', level: 3, hit_dice: spent }],
  });

describe('the short rest summary', () => {
  it.each([
    // [HP before, dice spent before, HP now, dice spent now, message params]
    [7, 0, 12, 1, { count: 1, healing: 5 }],
    [2, 0, 12, 2, { count: 2, healing: 10 }],
    [12, 1, 12, 2, { count: 1, healing: 0 }],
  ])('%i HP → %i/%i HP after dice: %o', (hp, spent, hpNow, spentNow, params) => {
    expect(hitDiceSpentSince(at(hp, spent), at(hpNow, spentNow))).toEqual({
      level: 'info',
      key: 'rest.hit-dice',
      params,
    });
  });

  it('says nothing of hit dice when none were spent', () => {
    expect(hitDiceSpentSince(at(7, 1), at(7, 1))).toBeNull();
  });
});
