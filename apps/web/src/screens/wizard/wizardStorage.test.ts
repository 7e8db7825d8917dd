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

  it('reads a draft kept before methods kept their scores, and keeps them from now on', () => {
    const old = { ...fighter() } as Record<string, unknown>;
    delete old.scoresByMethod;
    const state = parseWizardState(JSON.stringify({ draft: old, step: 'abilities', reached: 5 }));
    expect(state.draft).toEqual(old);
    const bought = { str: 15, dex: 14, con: 14, int: 8, wis: 10, cha: 8 };
    const kept = { ...fighter(), scoresByMethod: { 1: bought, 7: bought, 2: 'x' } };
    const restored = parseWizardState(JSON.stringify({ draft: kept, step: 'abilities' }));
    expect(restored.draft.scoresByMethod).toEqual({ [ABILITY_METHODS.pointBuy]: bought });
  });

  it('keeps a score left empty as not a number, so the field still says so', () => {
    const draft = {
      ...fighterDraft(ABILITY_METHODS.custom),
      attributes: { str: Number.NaN, dex: 12, con: 13, int: 10, wis: 10, cha: 10 },
    };
    const state = parseWizardState(JSON.stringify({ draft, step: 'abilities', reached: 5 }));
    expect(state.draft.attributes.str).toBeNaN();
    expect(state.draft.attributes.dex).toBe(12);
  });
});
