import { describe, expect, it } from 'vitest';

import type { SpellRules } from './catalogue.ts';
import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';
import { errorsOf } from './problems.ts';
import { spellChoiceProblems } from './spell-problems.ts';

const wizard = (spells: Character['spells'], level = 1) =>
  fighter({ classes: [{ id: 'wizard', level, hit_dice: 0 }], spells });

const spellProblems = (character: Character) =>
  deriveCharacter(character, catalogue).problems.filter(
    (found) => found.path.startsWith('spells.') && !found.path.endsWith('wizard'),
  );

const fireball: SpellRules = {
  id: 'fireball',
  title: 'Fireball',
  level: 3,
  school: 'evocation',
  concentration: false,
  ritual: false,
  classes: ['sorcerer', 'wizard'],
};

describe('spell choices the rules do not back', () => {
  it('flags a prepared spell off the list of the class it counts for', () => {
    expect(spellProblems(wizard({ 'cure-wounds': { prepared: true } }))).toEqual([
      {
        path: 'spells.cure-wounds',
        key: 'spells.off-list',
        params: { spell: 'Cure Wounds', class: 'Wizard' },
        severity: 'warning',
      },
    ]);
    expect(spellProblems(wizard({ 'magic-missile': { prepared: true, book: true } }))).toEqual([]);
  });

  it('flags a spell above the highest level the class casts, in the spellbook too', () => {
    const classes = [{ classId: 'wizard', maxSpellLevel: 2, spellbookMinimum: 8 }];
    const known = {
      spells: new Map([...catalogue.spells, ['fireball', fireball]]),
      classes: catalogue.classes,
    };
    const check = (status: Character['spells'][string]) =>
      spellChoiceProblems(wizard({ fireball: status }), { catalogue: known, classes });
    const tooHigh = {
      path: 'spells.fireball',
      key: 'spells.too-high',
      params: { spell: 'Fireball', level: 3, highest: 2 },
      severity: 'warning',
    };
    expect(check({ prepared: true })).toEqual([tooHigh]);
    expect(check({ book: true })).toEqual([tooHigh]);
    expect(
      spellChoiceProblems(wizard({ fireball: { prepared: true } }), {
        catalogue: known,
        classes: [{ classId: 'wizard', maxSpellLevel: 3 }],
      }),
    ).toEqual([]);
  });

  it('leaves spells features give, the pact book, at-will and extra spells alone', () => {
    expect(
      spellProblems(
        wizard({
          'cure-wounds': { extra: true },
          guidance: { atwill: true },
          light: { pact: true },
          shield: { prepared: true, mechanic: 'magic-initiate-spells' },
        }),
      ),
    ).toEqual([]);
  });

  it('flags a prepared spell when no class casts, and names the class a spell counts for', () => {
    expect(spellProblems(fighter({ spells: { shield: { prepared: true } } }))).toMatchObject([
      { path: 'spells.shield', key: 'spells.no-caster', severity: 'warning' },
    ]);
  });

  it('refuses a spell id the catalogue does not know', () => {
    const problems = deriveCharacter(
      wizard({ 'magic-rocket': { prepared: true } }),
      catalogue,
    ).problems;
    expect(errorsOf(problems)).toContainEqual({
      path: 'spells.magic-rocket',
      key: 'spells.unknown',
      params: { spell: 'magic-rocket' },
    });
  });
});
