import { describe, expect, it } from 'vitest';

import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';
import type { PrerequisiteFacts } from './prerequisites.ts';
import { knownSpellIds, prerequisiteFacts, reasonsUnavailable } from './prerequisites.ts';
import { englishNames, problemSentence } from './problem-words.ts';
import { errorsOf } from './problems.ts';
import { problemText } from './texts.ts';

const factsOf = (character: Character): PrerequisiteFacts =>
  prerequisiteFacts(character, deriveCharacter(character, catalogue), catalogue);

const scores = (values: Partial<Character['attributes']>): Character['attributes'] => ({
  str: 10,
  dex: 10,
  con: 10,
  int: 10,
  wis: 10,
  cha: 10,
  ...values,
});

const english = (found: Parameters<typeof problemSentence>[0]) =>
  problemSentence(found, englishNames(catalogue), (key, params) => problemText({ key, params }));

describe('multiclassing (SRD 5.2: 13 in the primary ability of the new class and of every class one has)', () => {
  it('refuses Barbarian to a fighter with STR 8, naming the class and the ability', () => {
    const weak = fighter({ attributes: scores({ str: 8, dex: 14 }) });
    const reasons = reasonsUnavailable({ kind: 'class', id: 'barbarian' }, factsOf(weak));
    expect(reasons).toEqual([
      { key: 'multiclass.ability', params: { class: 'barbarian', abilities: 'str', min: 13 } },
    ]);
    expect(reasons.map(english)).toEqual(['Barbarian needs Strength 13 or more to multiclass']);
  });

  it('takes either primary ability of a Fighter, and needs both of a Monk', () => {
    // The fighter's DEX 14 is enough for its own side; the monk needs DEX and WIS.
    const dexFighter = fighter({ attributes: scores({ str: 8, dex: 14, wis: 12 }) });
    expect(
      reasonsUnavailable({ kind: 'class', id: 'monk' }, factsOf(dexFighter)).map(english),
    ).toEqual(['Monk needs Wisdom 13 or more to multiclass']);
    const wizard = fighter({
      classes: [{ id: 'wizard', level: 3, hit_dice: 0 }],
      attributes: scores({ str: 12, dex: 12, int: 16 }),
    });
    expect(
      reasonsUnavailable({ kind: 'class', id: 'fighter' }, factsOf(wizard)).map(english),
    ).toEqual(['Fighter needs Strength or Dexterity 13 or more to multiclass']);
  });

  it('checks the classes the character already has too, and never a class twice', () => {
    const lowInt = fighter({
      classes: [{ id: 'wizard', level: 3, hit_dice: 0 }],
      attributes: scores({ str: 15, int: 12 }),
    });
    expect(
      reasonsUnavailable({ kind: 'class', id: 'barbarian' }, factsOf(lowInt)).map(english),
    ).toEqual(['Wizard needs Intelligence 13 or more to multiclass']);
    const strong = fighter({ attributes: scores({ str: 15 }) });
    expect(reasonsUnavailable({ kind: 'class', id: 'barbarian' }, factsOf(strong))).toEqual([]);
    expect(reasonsUnavailable({ kind: 'class', id: 'fighter' }, factsOf(strong))).toEqual([
      { key: 'classes.duplicate' },
    ]);
  });

  it('is a sheet error once a second class is there, pointing at that class', () => {
    const multiclassed = fighter({
      attributes: scores({ str: 8, dex: 14 }),
      classes: [
        { id: 'fighter', level: 5, hit_dice: 0 },
        { id: 'barbarian', level: 1, hit_dice: 0 },
      ],
    });
    expect(errorsOf(deriveCharacter(multiclassed, catalogue).problems)).toContainEqual({
      path: 'classes.1.id',
      key: 'multiclass.ability',
      params: { class: 'barbarian', abilities: 'str', min: 13 },
    });
    const single = fighter({ attributes: scores({ str: 8, dex: 14 }) });
    expect(
      deriveCharacter(single, catalogue).problems.filter((p) => p.key === 'multiclass.ability'),
    ).toEqual([]);
  });
});

describe('feat prerequisites', () => {
  it('names the level and the score a feat needs', () => {
    const low = fighter({
      classes: [{ id: 'fighter', level: 3, hit_dice: 0 }],
      attributes: scores({ str: 12, dex: 12 }),
    });
    expect(reasonsUnavailable({ kind: 'feat', id: 'grappler' }, factsOf(low)).map(english)).toEqual(
      ['Grappler: Needs level 4', 'Grappler: Needs Strength or Dexterity 13 or more'],
    );
    expect(reasonsUnavailable({ kind: 'feat', id: 'grappler' }, factsOf(fighter()))).toEqual([]);
  });

  it('keeps epic boons for level 19', () => {
    expect(
      reasonsUnavailable({ kind: 'feat', id: 'boon-of-fortitude' }, factsOf(fighter())).map(
        english,
      ),
    ).toEqual(['Boon of Fortitude: Needs level 19']);
  });
});

describe('expertise', () => {
  it('needs proficiency in the skill', () => {
    const facts = factsOf(fighter());
    expect(reasonsUnavailable({ kind: 'expertise', id: 'athletics' }, facts)).toEqual([]);
    expect(reasonsUnavailable({ kind: 'expertise', id: 'arcana' }, facts).map(english)).toEqual([
      'Expertise needs proficiency in Arcana',
    ]);
  });
});

describe('known spells', () => {
  it('are the spells learnt, prepared, in a book or pact book, at will or given by a feature', () => {
    const known = knownSpellIds(
      {
        spells: {
          'fire-bolt': { prepared: true },
          shield: { book: true },
          light: { favorite: true },
          guidance: { mechanic: 'x' },
        },
      },
      [{ spellId: 'thaumaturgy' }],
    );
    expect([...known].sort()).toEqual(['fire-bolt', 'guidance', 'shield', 'thaumaturgy']);
  });
});
