import { describe, expect, it } from 'vitest';

import { deriveCharacter, studyItem } from '@hearth/rules';

import { loadCatalogue } from '../build/load.ts';
import { rulesCatalogueOf } from '../rules-catalogue.ts';
import { blankCharacter } from './blank-character.ts';

// Issue 20: the SRD tomes and manuals through the real entries, studied once each.
const catalogue = rulesCatalogueOf(loadCatalogue());

const BOOKS = {
  'manual-of-bodily-health': 'con',
  'manual-of-gainful-exercise': 'str',
  'manual-of-quickness-of-action': 'dex',
  'tome-of-clear-thought': 'int',
  'tome-of-leadership-and-influence': 'cha',
  'tome-of-understanding': 'wis',
} as const;

const character = blankCharacter({
  classes: [{ id: 'wizard', level: 1 }],
  attributes: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  hp: { current: 6, max: 6, max_mod: 0, temp: 0 },
});

describe('the SRD tomes and manuals', () => {
  it.each(Object.entries(BOOKS))(
    '%s raises %s by 2 for good, with no book carried',
    (id, ability) => {
      const result = studyItem(character, id, catalogue);
      expect(result.messages).toEqual([]);
      const score = deriveCharacter(result.character, catalogue, []).abilities[ability].score;
      expect(score.value).toBe(12);
      expect(score.terms.at(-1)).toMatchObject({ value: 2, source: `item:${id}` });
    },
  );

  it('leaves the Manual of Golems out: studying it raises nothing', () => {
    expect(studyItem(character, 'manual-of-golems', catalogue).messages[0]?.key).toBe(
      'item.no-study',
    );
  });
});
