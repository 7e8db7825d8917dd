import { describe, expect, it } from 'vitest';

import { ABILITY_METHODS } from './ability-methods.ts';
import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';
import type { OriginEdit } from './origin-change.ts';
import { changeOrigin } from './origin-change.ts';
import { noSheetChanges, sheetChanges } from './sheet-changes.ts';

/** A level-5 human soldier fighter with its origin's choices made (and a Versatile feat). */
const soldier = (): Character =>
  fighter({
    options: {
      'fighter-skills': ['athletics', 'perception'],
      lang: ['elvish'],
      'human-size': ['2'],
      'human-versatile-origin-feat': [],
      'soldier-bonus': ['str', 'str', 'con'],
      'soldier-tool': ['dice-set'],
    },
    features: [
      { id: 'alert', path: 'human-versatile-alert', choice: 'human-versatile-origin-feat' },
    ],
  });

const keep = (character: Character, change: Partial<OriginEdit> = {}): OriginEdit => ({
  specie: character.specie ?? null,
  background: character.background ?? null,
  attributes: character.attributes,
  abilityMethod: ABILITY_METHODS.custom,
  options: character.options,
  ...change,
});

const derive = (character: Character) => deriveCharacter(character, catalogue);

describe('correcting the origin after creation', () => {
  it('a new background drops the old one’s increase and tool and keeps other choices', () => {
    const before = soldier();
    const { character } = changeOrigin(
      before,
      keep(before, {
        background: 'acolyte',
        options: { ...before.options, 'acolyte-bonus': ['wis', 'wis', 'int'] },
      }),
      catalogue,
    );
    expect(character.background).toBe('acolyte');
    expect(character.options['soldier-bonus']).toBeUndefined();
    expect(character.options['soldier-tool']).toBeUndefined();
    expect(character.options).toMatchObject({
      'fighter-skills': ['athletics', 'perception'],
      lang: ['elvish'],
      'human-size': ['2'],
      'acolyte-bonus': ['wis', 'wis', 'int'],
      'ability-type': ['2'],
    });
    // Nothing is wrong with it: the new origin feat's picks are only still to do.
    expect(derive(character).problems.filter((found) => found.severity !== 'warning')).toEqual([]);
  });

  it('shows what the background change does: scores, skills, features, training', () => {
    const before = soldier();
    const { character } = changeOrigin(
      before,
      keep(before, {
        background: 'acolyte',
        options: { ...before.options, 'acolyte-bonus': ['wis', 'wis', 'int'] },
      }),
      catalogue,
    );
    const changes = sheetChanges(derive(before), derive(character));
    // STR 16 + 2 → 16, CON 14 + 1 → 14, WIS 12 → 14, INT 10 → 11.
    expect(changes.abilities).toEqual([
      { ability: 'str', score: { before: 18, after: 16 }, mod: { before: 4, after: 3 } },
      { ability: 'con', score: { before: 15, after: 14 }, mod: { before: 2, after: 2 } },
      { ability: 'int', score: { before: 10, after: 11 }, mod: { before: 0, after: 0 } },
      { ability: 'wis', score: { before: 12, after: 14 }, mod: { before: 1, after: 2 } },
    ]);
    expect(changes.skills).toContainEqual({
      skill: 'religion',
      value: { before: 0, after: 3 },
      proficiency: { before: 0, after: 1 },
    });
    expect(changes.lost.skills).toEqual(['intimidation']);
    expect(changes.gained.skills.sort()).toEqual(['insight', 'religion']);
    expect(changes.lost.features.map((feature) => feature.path)).toEqual(['soldier-feat']);
    expect(changes.gained.features.map((feature) => feature.path)).toEqual(['acolyte-feat']);
    expect(changes.gained.tools).toEqual(['calligraphers-supplies']);
    expect(changes.lost.tools).toEqual(['dice-set']);
    expect(changes.numbers).toContainEqual({ key: 'passive-perception', before: 14, after: 15 });
  });

  it('a new species drops its size, the feat its Versatile trait gave, and changes HP', () => {
    const before = soldier();
    const { character } = changeOrigin(before, keep(before, { specie: 'dwarf' }), catalogue);
    expect(character.options['human-size']).toBeUndefined();
    expect(character.options['human-versatile-origin-feat']).toBeUndefined();
    expect(character.features).toEqual([]);
    const changes = sheetChanges(derive(before), derive(character));
    expect(changes.lost.features.map((feature) => feature.path)).toContain('human-versatile');
    expect(changes.gained.features.map((feature) => feature.title)).toEqual([
      'Darkvision',
      'Dwarven Toughness',
      'Dwarven Resilience',
    ]);
    expect(changes.gained.senses).toEqual(['darkvision']);
    expect(changes.gained.resistances).toEqual(['poison']);
    // Alert's initiative bonus goes; Dwarven Toughness adds 1 HP a level to the recommendation.
    expect(changes.numbers).toContainEqual({ key: 'initiative', before: 4, after: 1 });
    const recommended = changes.numbers.find((change) => change.key === 'hp-recommended');
    expect(recommended!.after - recommended!.before).toBe(5);
  });

  it('drops the spells chosen through the old origin feat', () => {
    const acolyte = fighter({
      background: 'acolyte',
      options: { 'acolyte-bonus': ['wis', 'wis', 'int'], 'human-size': ['2'] },
      spells: {
        'fire-bolt': { mechanic: 'acolyte-feat-wizard-cantrips' },
        light: { mechanic: 'acolyte-feat-wizard-cantrips' },
        shield: { prepared: true },
      },
    });
    const { character } = changeOrigin(
      acolyte,
      keep(acolyte, {
        background: 'soldier',
        options: { ...acolyte.options, 'soldier-bonus': ['str', 'str', 'con'] },
      }),
      catalogue,
    );
    expect(character.spells).toEqual({ shield: { prepared: true } });
    expect(character.options['acolyte-bonus']).toBeUndefined();
  });

  it('changes scores and the method; a new maximum HP keeps current HP within it', () => {
    const before = soldier();
    const attributes = { str: 15, dex: 14, con: 13, int: 12, wis: 10, cha: 8 };
    const { character } = changeOrigin(
      before,
      keep(before, { attributes, abilityMethod: ABILITY_METHODS.array, hpMax: 40 }),
      catalogue,
    );
    expect(character.attributes).toEqual(attributes);
    expect(character.options['ability-type']).toEqual(['0']);
    expect(character.hp).toEqual({ current: 40, max: 40, max_mod: 0, temp: 0 });
    expect(before.attributes.str).toBe(16);
  });

  it('a correction that changes nothing changes nothing on the sheet', () => {
    const before = soldier();
    const { character } = changeOrigin(before, keep(before), catalogue);
    expect(noSheetChanges(sheetChanges(derive(before), derive(character)))).toBe(true);
  });
});
