import { describe, expect, it } from 'vitest';

import type { EquipmentItem } from '@hearth/rules';
import { canEquip, deriveCharacter } from '@hearth/rules';

import { loadCatalogue } from '../build/load.ts';
import { rulesCatalogueOf } from '../rules-catalogue.ts';
import { blankCharacter } from './blank-character.ts';

// What the Actions screen lists, from the real catalogue; each number worked out from SRD 5.2.
const catalogue = rulesCatalogueOf(loadCatalogue());

const carried = (id: string, itemId: string, extra: Partial<EquipmentItem> = {}) => ({
  id,
  item_id: itemId,
  quantity: 1,
  ...extra,
});

describe('a level-1 fighter’s actions', () => {
  const fighter = blankCharacter({
    background: 'soldier',
    classes: [{ id: 'fighter', level: 1, hit_dice: 0 }],
    attributes: { str: 16, dex: 14, con: 14, int: 8, wis: 12, cha: 10 },
    options: { 'soldier-bonus': ['str', 'str', 'dex'] },
  });

  it('attacks with a carried dagger though it is not in hand, but not with an unlit torch', () => {
    const sheet = deriveCharacter(fighter, catalogue, [
      carried('sword', 'longsword', { equipped: true }),
      carried('dagger', 'dagger'),
      carried('torch', 'torch', { quantity: 10 }),
    ]);
    const actions = sheet.attacks.filter((attack) => attack.action === 'action');
    expect(actions.map((attack) => [attack.id, attack.equipped])).toEqual([
      ['sword', true],
      ['dagger', false],
      ['unarmed', true],
    ]);
    // STR 18 (+4), proficiency +2: the dagger is Finesse, STR is the better.
    expect(actions[1]).toMatchObject({ toHit: { value: 6 }, damage: { bonus: { value: 4 } } });
    expect(sheet.featureAttacks.map((attack) => attack.title)).toEqual([]);
  });

  it('swings a held torch as a Simple Melee weapon for 1 Fire damage', () => {
    expect(canEquip(catalogue.items.get('torch')!)).toBe(true);
    const sheet = deriveCharacter(fighter, catalogue, [
      carried('torch', 'torch', { equipped: true }),
    ]);
    expect(sheet.featureAttacks).toMatchObject([
      { title: 'Torch', dice: '1', damageTypes: ['fire'], toHit: { value: 4 + 2 } },
    ]);
  });

  it('spends Second Wind as a Bonus Action', () => {
    const sheet = deriveCharacter(fighter, catalogue);
    expect(sheet.resources.find((resource) => resource.title === 'Second Wind')).toMatchObject({
      max: 2,
      action: 'bonus',
    });
  });

  it('makes the Light extra attack with two daggers, adding STR only with Two-Weapon Fighting', () => {
    const daggers = [carried('d', 'dagger', { quantity: 2, equipped: true })];
    const offHand = (character: typeof fighter) =>
      deriveCharacter(character, catalogue, daggers).attacks.find((attack) => attack.offHand);
    expect(offHand(fighter)).toMatchObject({ action: 'bonus', damage: { bonus: { value: 0 } } });
    const styled = blankCharacter({
      ...fighter,
      features: [
        {
          id: 'two-weapon-fighting',
          path: 'fighter-style',
          choice: 'fighter-fighting-style-style-1',
        },
      ],
    });
    expect(offHand(styled)?.damage.bonus.value).toBe(4);
  });
});

describe('a monk’s Martial Arts', () => {
  const monk = (level: number, str: number, dex: number) =>
    blankCharacter({
      classes: [{ id: 'monk', level, hit_dice: 0 }],
      attributes: { str, dex, con: 12, int: 10, wis: 14, cha: 8 },
    });
  const bonusStrike = (level: number, str: number, dex: number) =>
    deriveCharacter(monk(level, str, dex), catalogue).attacks.find(
      (attack) => attack.action === 'bonus',
    );

  it('makes the Bonus Action Unarmed Strike with the better of STR and DEX, added to damage', () => {
    expect(bonusStrike(1, 10, 16)).toMatchObject({
      ability: 'dex',
      toHit: { value: 3 + 2 },
      damage: { dice: '1d6', bonus: { value: 3 }, type: 'bludgeoning' },
    });
    expect(bonusStrike(1, 16, 12)).toMatchObject({
      ability: 'str',
      damage: { dice: '1d6', bonus: { value: 3 } },
    });
  });

  it('rolls d6 at level 1, d8 at 5, d10 at 11 and d12 at 17', () => {
    expect(
      [1, 4, 5, 10, 11, 16, 17, 20].map((level) => bonusStrike(level, 10, 16)?.damage.dice),
    ).toEqual(['1d6', '1d6', '1d8', '1d8', '1d10', '1d10', '1d12', '1d12']);
  });
});
