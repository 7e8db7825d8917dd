import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ABILITY_METHODS } from './ability-methods.ts';
import { deriveCharacter } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { errorsOf } from './problems.ts';
import type { CreationDraft, WizardStep } from './wizard.ts';
import {
  canAdvance,
  draftCharacter,
  emptyDraft,
  suggestedBackgroundBonus,
  suggestedDraft,
  suggestedScores,
  WIZARD_STEPS,
  wizardStepProblems,
} from './wizard.ts';

const fighterDraft = (): CreationDraft =>
  suggestedDraft(catalogue, {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method: ABILITY_METHODS.array,
    name: 'Brienne',
  });

const keysOf = (step: WizardStep, draft: CreationDraft) =>
  wizardStepProblems(step, draft, catalogue).map((problem) => problem.key);

describe('the proposal', () => {
  it('proposes class skills the background does not already give', () => {
    // The Fighter's list starts with Athletics, which the Soldier gives.
    expect(fighterDraft().options['fighter-skills']).toEqual(['perception', 'survival']);
  });
});

describe('wizard steps', () => {
  it('needs a class, a background and a species, each with its choices', () => {
    const empty = emptyDraft();
    expect(keysOf('class', empty)).toEqual(['wizard.class']);
    expect(keysOf('background', empty)).toEqual(['wizard.background']);
    expect(keysOf('species', empty)).toEqual(['wizard.species']);
    const draft = fighterDraft();
    draft.options['fighter-skills'] = ['athletics'];
    expect(keysOf('class', draft)).toEqual(['choice.incomplete']);
    draft.options['soldier-bonus'] = ['str', 'str', 'str'];
    expect(keysOf('background', draft)).toEqual(['background.shape']);
    draft.options['human-size'] = [];
    expect(keysOf('species', draft)).toEqual(['choice.not-selected']);
  });

  it('needs one starting equipment option of the class and one of the background', () => {
    const draft = fighterDraft();
    expect(draft.presets).toEqual(['fighter-a', 'soldier-a']);
    expect(keysOf('equipment', { ...draft, presets: ['fighter-a'] })).toEqual(['wizard.equipment']);
    expect(
      keysOf('equipment', { ...draft, presets: ['fighter-a', 'fighter-b', 'soldier-b'] }),
    ).toEqual(['wizard.equipment']);
    expect(keysOf('equipment', { ...draft, presets: ['wizard-a', 'soldier-b'] })).toEqual([
      'wizard.equipment',
    ]);
  });

  it('checks languages, the scores for the method, HP at least 1 and a name', () => {
    const draft = fighterDraft();
    expect(
      keysOf('languages', {
        ...draft,
        options: { ...draft.options, lang: ['elvish', 'dwarvish', 'giant'] },
      }),
    ).toEqual(['languages.too-many']);
    // The standard array is also a valid point buy (27 points); a 7 is not.
    expect(keysOf('abilities', { ...draft, abilityMethod: ABILITY_METHODS.pointBuy })).toEqual([]);
    const seven = { ...draft.attributes, cha: 7 };
    expect(keysOf('abilities', { ...draft, attributes: seven })).toEqual(['standard-array']);
    expect(
      keysOf('abilities', { ...draft, attributes: seven, abilityMethod: ABILITY_METHODS.pointBuy }),
    ).toEqual(['point-buy.range']);
    expect(keysOf('hp', { ...draft, hp: { ...draft.hp, max: 0 } })).toEqual(['number.range']);
    expect(keysOf('name', { ...draft, name: '   ' })).toEqual(['wizard.name']);
  });

  it('enables Next only when every step up to the current one is valid', () => {
    const draft = fighterDraft();
    expect(canAdvance('finish', draft, catalogue)).toBe(true);
    const unnamed = { ...draft, name: '' };
    expect(canAdvance('hp', unnamed, catalogue)).toBe(true);
    expect(canAdvance('name', unnamed, catalogue)).toBe(false);
    expect(canAdvance('finish', unnamed, catalogue)).toBe(false);
    expect(canAdvance('class', emptyDraft(), catalogue)).toBe(false);
  });
});

describe("the wizard's proposals", () => {
  it('place the standard array and point buy by the class’s priorities', () => {
    expect(suggestedScores(ABILITY_METHODS.array, catalogue.classes.get('wizard'))).toEqual({
      int: 15,
      con: 14,
      dex: 13,
      wis: 12,
      str: 10,
      cha: 8,
    });
    expect(
      suggestedScores(ABILITY_METHODS.pointBuy, catalogue.classes.get('fighter')),
    ).toMatchObject({
      str: 15,
      dex: 15,
      con: 15,
      int: 8,
    });
  });

  it('give +2/+1 to what the class wants, or +1 to all three when +2 would pass 20', () => {
    const soldier = catalogue.backgrounds.get('soldier')!;
    const fighter = catalogue.classes.get('fighter');
    expect(suggestedBackgroundBonus(soldier, suggestedScores(0, fighter), fighter)).toEqual([
      'str',
      'str',
      'dex',
    ]);
    const high = { str: 19, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };
    expect(suggestedBackgroundBonus(soldier, high, fighter)).toEqual(['str', 'dex', 'con']);
  });

  it('are always valid: every step of any proposed draft passes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogue.classes.keys()),
        fc.constantFrom(...catalogue.backgrounds.keys()),
        fc.constantFrom(...catalogue.species.keys()),
        fc.constantFrom(ABILITY_METHODS.array, ABILITY_METHODS.pointBuy, ABILITY_METHODS.custom),
        fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
        (classId, backgroundId, speciesId, method, name) => {
          const draft = suggestedDraft(catalogue, {
            classId,
            backgroundId,
            speciesId,
            method,
            name,
          });
          for (const step of WIZARD_STEPS) {
            expect(wizardStepProblems(step, draft, catalogue), step).toEqual([]);
          }
          const sheet = deriveCharacter(draftCharacter(draft), catalogue);
          expect(errorsOf(sheet.problems)).toEqual([]);
          expect(sheet.hp.max.value).toBe(sheet.hp.recommended);
        },
      ),
    );
  });
});
