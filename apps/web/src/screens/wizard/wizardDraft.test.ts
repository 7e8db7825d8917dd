import { describe, expect, it } from 'vitest';

import {
  ABILITY_METHODS,
  emptyDraft,
  STARTING_SCORES,
  swapScores,
  wizardStepProblems,
} from '@hearth/rules';

import {
  chooseBackground,
  chooseClass,
  chooseMethod,
  choosePreset,
  chooseSpecies,
  finalScores,
  proposeOnReach,
  setScores,
  toggleOption,
} from './wizardDraft.ts';
import { fighterDraft, realRulesCatalogue } from './wizardTestKit.ts';

const catalogue = realRulesCatalogue();

const fighter = () => fighterDraft(ABILITY_METHODS.pointBuy);

describe('wizard draft changes', () => {
  it('a new class drops the old class skills, tools and equipment option', () => {
    let draft = fighter();
    draft = chooseClass(draft, 'bard', catalogue);
    expect(draft.classes).toEqual([{ id: 'bard', level: 1 }]);
    expect(draft.options['fighter-skills']).toBeUndefined();
    expect(draft.presets).toEqual(['soldier-a']);
    expect(wizardStepProblems('class', draft, catalogue).map((found) => found.key)).toEqual([
      'choice.not-selected',
      'choice.not-selected',
    ]);
  });

  it('a new background resets the increase to the proposal for the class (spec §4)', () => {
    let draft = fighter();
    draft = { ...draft, options: { ...draft.options, 'soldier-bonus': ['str', 'dex', 'con'] } };
    draft = chooseBackground(draft, 'sage', catalogue);
    expect(draft.options['soldier-bonus']).toBeUndefined();
    expect(draft.options['soldier-tool']).toBeUndefined();
    expect(draft.options['sage-bonus']).toEqual(['con', 'con', 'wis']);
    expect(draft.presets).toEqual(['fighter-a']);
    draft = chooseBackground(draft, 'soldier', catalogue);
    expect(draft.options['soldier-bonus']).toEqual(['str', 'str', 'dex']);
  });

  it('proposes Medium for a species of two sizes, and one preset of each kind', () => {
    let draft = chooseSpecies(emptyDraft(), 'human', catalogue);
    expect(draft.options['human-size']).toEqual(['2']);
    draft = chooseSpecies(draft, 'dwarf', catalogue);
    expect(draft.options['human-size']).toBeUndefined();
    expect(draft.options['dwarf-size']).toBeUndefined();
    draft = choosePreset(draft, 'fighter-a', catalogue);
    draft = choosePreset(draft, 'soldier-b', catalogue);
    draft = choosePreset(draft, 'fighter-c', catalogue);
    expect(draft.presets).toEqual(['soldier-b', 'fighter-c']);
  });

  it('toggles an option up to its maximum; a single choice swaps', () => {
    let draft = emptyDraft();
    draft = toggleOption(draft, 'lang', 'elvish', 2);
    draft = toggleOption(draft, 'lang', 'dwarvish', 2);
    expect(toggleOption(draft, 'lang', 'giant', 2)).toBe(draft);
    draft = toggleOption(draft, 'lang', 'elvish', 2);
    expect(draft.options.lang).toEqual(['dwarvish']);
    draft = toggleOption(draft, 'size', '1', 1);
    draft = toggleOption(draft, 'size', '2', 1);
    expect(draft.options.size).toEqual(['2']);
  });

  it('switching the method proposes its scores for the class', () => {
    const draft = chooseMethod(fighter(), ABILITY_METHODS.array, catalogue);
    expect(draft.attributes).toEqual({ str: 15, dex: 14, con: 13, int: 8, wis: 12, cha: 10 });
  });

  it('switching methods and back keeps what each method was left at', () => {
    let draft = fighter();
    const bought = { str: 15, dex: 14, con: 14, int: 8, wis: 10, cha: 8 };
    draft = setScores(draft, bought);
    draft = chooseMethod(draft, ABILITY_METHODS.array, catalogue);
    draft = setScores(draft, swapScores(draft.attributes, 'str', 'int'));
    draft = chooseMethod(draft, ABILITY_METHODS.custom, catalogue);
    expect(draft.attributes).toEqual(STARTING_SCORES);
    draft = setScores(draft, { ...draft.attributes, str: 18 });
    draft = chooseMethod(draft, ABILITY_METHODS.pointBuy, catalogue);
    expect(draft.attributes).toEqual(bought);
    expect(draft.abilityMethod).toBe(ABILITY_METHODS.pointBuy);
    draft = chooseMethod(draft, ABILITY_METHODS.array, catalogue);
    expect(draft.attributes).toMatchObject({ str: 8, int: 15 });
    draft = chooseMethod(draft, ABILITY_METHODS.custom, catalogue);
    expect(draft.attributes).toMatchObject({ str: 18 });
  });

  it('first reaching HP proposes the recommended maximum, Dwarven Toughness included', () => {
    const dwarf = chooseSpecies(fighter(), 'dwarf', catalogue);
    // d10 + CON 15 (+2) + 1 for Dwarven Toughness.
    expect(proposeOnReach(dwarf, 'hp', catalogue).hp).toEqual({
      current: 13,
      max: 13,
      max_mod: 0,
      temp: 0,
    });
  });

  it('shows the background increase on top of the scores', () => {
    const scores = finalScores(fighter());
    expect(scores.str).toEqual({ base: 15, increase: 2, score: 17, modifier: 3 });
    expect(scores.int).toEqual({ base: 8, increase: 0, score: 8, modifier: -1 });
  });
});
