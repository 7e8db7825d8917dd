import { describe, expect, it } from 'vitest';

import { ABILITY_METHODS } from '@hearth/rules';
import { emptyDraft } from '@hearth/rules';

import { initialWizardState, parseWizardState } from './wizardStorage.ts';
import { fighterDraft } from './wizardTestKit.ts';

const fighter = () => fighterDraft(ABILITY_METHODS.pointBuy);

describe('wizard draft persistence', () => {
  it('restores a stored state and its step', () => {
    const draft = fighter();
    const state = parseWizardState(JSON.stringify({ draft, step: 'hp', reached: 7 }));
    expect(state).toEqual({ draft, step: 'hp', reached: 7 });
  });

  it('starts afresh from nothing, broken JSON or the wrong shape', () => {
    for (const text of [null, '', '{', '42', '[]', '{"draft":"x","step":"nowhere"}']) {
      expect(parseWizardState(text)).toEqual(initialWizardState());
    }
  });

  it('keeps what is usable of a damaged draft and never reaches less than the open step', () => {
    const state = parseWizardState(
      JSON.stringify({
        step: 'species',
        reached: -3,
        draft: {
          name: 7,
          specie: 'elf',
          classes: [{ id: 'wizard', level: 9 }, { id: 'fighter' }],
          attributes: { str: '15', dex: 14.5, con: 13 },
          abilityMethod: 5,
          options: { lang: ['elvish'], broken: 'x', 'wizard-skills': [1, 2] },
          hp: { max: 'a lot' },
          presets: ['wizard-a', 3],
        },
      }),
    );
    expect(state.step).toBe('species');
    expect(state.reached).toBe(3);
    expect(state.draft).toEqual({
      ...emptyDraft(),
      specie: 'elf',
      classes: [{ id: 'wizard', level: 1 }],
      attributes: { str: 8, dex: 8, con: 13, int: 8, wis: 8, cha: 8 },
      options: { lang: ['elvish'] },
    });
  });
});
