import { describe, expect, it } from 'vitest';

import { ABILITY_METHODS } from '@hearth/rules';

import { makeCharacter } from '../../test/characterFixture.ts';
import { chooseBackground, chooseMethod } from '../wizard/wizardDraft.ts';
import { realRulesCatalogue } from '../wizard/wizardTestKit.ts';
import { changesSomething, correctedCharacter, originDraftOf } from './originDraft.ts';

const catalogue = realRulesCatalogue();

describe('the origin draft', () => {
  it('opens under the declared method while the scores fit it, else the first that fits', () => {
    // 15, 14, 13, 8, 12, 10 is both the standard array and 27 points of point buy.
    const character = makeCharacter({ settings: { abilityType: ABILITY_METHODS.pointBuy } });
    expect(originDraftOf(character).abilityMethod).toBe(ABILITY_METHODS.pointBuy);
    expect(originDraftOf(makeCharacter()).abilityMethod).toBe(ABILITY_METHODS.array);
    const rolled = makeCharacter({
      attributes: { str: 17, dex: 9, con: 13, int: 8, wis: 12, cha: 10 },
      settings: { abilityType: ABILITY_METHODS.array },
    });
    expect(originDraftOf(rolled).abilityMethod).toBe(ABILITY_METHODS.custom);
  });

  it('custom entry starts from the scores as they are', () => {
    const character = makeCharacter();
    const draft = chooseMethod(originDraftOf(character), ABILITY_METHODS.custom, catalogue);
    expect(draft.attributes).toEqual(character.attributes);
  });

  it('a background changed and changed back, its increase as it was, changes nothing', () => {
    const character = makeCharacter({
      options: {
        'fighter-skills': ['athletics', 'perception'],
        'soldier-bonus': ['str', 'str', 'dex'],
      },
    });
    const initial = originDraftOf(character);
    const back = chooseBackground(
      chooseBackground(initial, 'sage', catalogue),
      'soldier',
      catalogue,
    );
    const corrected = correctedCharacter(character, back, catalogue, []);
    expect(corrected.options['soldier-bonus']).toEqual(['str', 'str', 'dex']);
    expect(changesSomething(character, corrected, false)).toBe(false);
    expect(changesSomething(character, corrected, true)).toBe(true);
    const sage = correctedCharacter(
      character,
      chooseBackground(initial, 'sage', catalogue),
      catalogue,
      [],
    );
    expect(changesSomething(character, sage, false)).toBe(true);
    expect(sage.settings.abilityType).toBe(ABILITY_METHODS.array);
  });
});
