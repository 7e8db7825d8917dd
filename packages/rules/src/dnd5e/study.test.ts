import { describe, expect, it } from 'vitest';

import type { ItemRules, RulesCatalogue } from './catalogue.ts';
import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import type { EquipmentItem } from './equipment.ts';
import { fighter } from './fixtures/characters.ts';
import { magicCatalogue } from './fixtures/magic-items.ts';
import { studiedKey } from './paths.ts';
import { studyItem } from './study.ts';

/** The SRD books as the content writes them: no mechanics while carried, a `study` instead. */
const book = (id: string, title: string, ability: 'int' | 'str'): ItemRules => ({
  id,
  title,
  type: 'wondrous',
  rarity: 'very-rare',
  weight: 0,
  value: 0,
  properties: [],
  attunement: false,
  countable: false,
  magical: true,
  study: { ability, value: 2, max: 30 },
});
const tome = book('tome-of-clear-thought', 'Tome of Clear Thought', 'int');
const manual = book('manual-of-gainful-exercise', 'Manual of Gainful Exercise', 'str');

const catalogue: RulesCatalogue = {
  ...magicCatalogue,
  items: new Map([...magicCatalogue.items, [tome.id, tome], [manual.id, manual]]),
};

const withScores = (scores: Partial<Character['attributes']>) =>
  fighter({ attributes: { ...fighter().attributes, ...scores } });

/** Studies the item `times` times through the transition, failing the test on any message. */
function studied(character: Character, itemId: string, times = 1): Character {
  let next = character;
  for (let time = 0; time < times; time += 1) {
    const result = studyItem(next, itemId, catalogue);
    expect(result.messages).toEqual([]);
    next = result.character;
  }
  return next;
}

const line = (id: string, itemId: string, extra: Partial<EquipmentItem> = {}): EquipmentItem => ({
  id,
  item_id: itemId,
  quantity: 1,
  ...extra,
});

const scoresOf = (character: Character, items: EquipmentItem[] = []) =>
  deriveCharacter(character, catalogue, items).abilities;

describe('studyItem', () => {
  it('records one entry per study under the book’s catalogue id', () => {
    const once = studied(fighter(), tome.id);
    expect(once.options[studiedKey(tome.id)]).toEqual(['1']);
    expect(studied(once, tome.id).options[studiedKey(tome.id)]).toEqual(['1', '1']);
  });

  it('refuses an item whose study raises nothing, or one the catalogue lacks, changing nothing', () => {
    const character = fighter();
    for (const itemId of ['belt-of-giant-strength', 'no-such-book']) {
      const result = studyItem(character, itemId, catalogue);
      expect(result.character).toBe(character);
      expect(result.messages).toEqual([{ level: 'error', key: 'item.no-study' }]);
    }
  });
});

describe('a studied Tome of Clear Thought', () => {
  it('raises INT 16 to 18 as a term naming the tome', () => {
    const character = studied(withScores({ int: 16 }), tome.id);
    const sheet = scoresOf(character, [line('tome', tome.id)]);
    expect(sheet.int.score).toEqual({
      value: 18,
      terms: [
        { label: 'base', value: 16 },
        { label: 'item', value: 2, source: 'item:tome-of-clear-thought' },
      ],
    });
    expect(sheet.int.mod).toBe(4);
  });

  it('does nothing while only carried', () => {
    expect(scoresOf(withScores({ int: 16 }), [line('tome', tome.id)]).int.score.value).toBe(16);
  });

  it('keeps the increase with no tome in the inventory', () => {
    const character = studied(withScores({ int: 16 }), tome.id);
    expect(scoresOf(character, []).int.score.value).toBe(18);
  });

  it('raises it again when a second copy is studied: 16 to 20', () => {
    const character = studied(withScores({ int: 16 }), tome.id, 2);
    const score = scoresOf(character).int.score;
    expect(score.value).toBe(20);
    expect(score.terms.filter((term) => term.source === 'item:tome-of-clear-thought')).toHaveLength(
      2,
    );
  });

  it('stops at 30: INT 29 becomes 30, and 30 stays 30 without a term', () => {
    expect(scoresOf(studied(withScores({ int: 29 }), tome.id)).int.score).toEqual({
      value: 30,
      terms: [
        { label: 'base', value: 29 },
        { label: 'item', value: 1, source: 'item:tome-of-clear-thought' },
      ],
    });
    expect(scoresOf(studied(withScores({ int: 30 }), tome.id)).int.score.terms).toEqual([
      { label: 'base', value: 30 },
    ]);
  });

  it('ignores studied keys naming an unknown item or one without a study', () => {
    const character = fighter({
      options: { [studiedKey('no-such-book')]: ['1'], [studiedKey('potion-of-healing')]: ['1'] },
    });
    const plain = scoresOf(fighter());
    expect(scoresOf(character)).toEqual(plain);
  });
});

describe('a belt over a studied Manual of Gainful Exercise', () => {
  const belt = line('belt', 'belt-of-giant-strength', {
    attuned: true,
    item_data: { variant: 'hill' },
  });

  it('sets STR 21 over the manual’s 18, both terms shown', () => {
    const score = scoresOf(studied(withScores({ str: 16 }), manual.id), [belt]).str.score;
    expect(score).toEqual({
      value: 21,
      terms: [
        { label: 'base', value: 16 },
        { label: 'item', value: 2, source: 'item:manual-of-gainful-exercise' },
        { label: 'item', value: 3, source: 'item:belt-of-giant-strength/hill/-' },
      ],
    });
  });

  it('does not lower a score the manual took above the belt’s: STR 20 studied is 22', () => {
    const score = scoresOf(studied(withScores({ str: 20 }), manual.id), [belt]).str.score;
    expect(score.value).toBe(22);
    expect(score.terms.map((term) => term.source)).not.toContain(
      'item:belt-of-giant-strength/hill/-',
    );
  });
});
