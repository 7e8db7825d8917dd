import { describe, expect, it } from 'vitest';

import { firstSentence } from './catalogueText.ts';
import { placeRolls } from './CustomScores.tsx';

describe('catalogue text', () => {
  it('takes the first sentence for a card, without markdown', () => {
    expect(firstSentence('Bards weave magic. They sing.')).toBe('Bards weave magic.');
    expect(firstSentence('**Size:** Medium')).toBe('Size: Medium');
    expect(firstSentence(undefined)).toBe('');
  });
});

describe('rolled scores', () => {
  it('go highest first to the abilities the class wants most', () => {
    const priorities = { str: 15, dex: 14, con: 13, int: 8, wis: 12, cha: 10 };
    expect(placeRolls([9, 17, 12, 14, 8, 11], priorities)).toEqual({
      str: 17,
      dex: 14,
      con: 12,
      wis: 11,
      cha: 9,
      int: 8,
    });
  });
});
