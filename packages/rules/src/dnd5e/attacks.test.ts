import { describe, expect, it } from 'vitest';

import { canEquip } from './attunement.ts';
import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import type { EquipmentItem } from './equipment.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';

const derive = (character: Character, items: EquipmentItem[] = []) =>
  deriveCharacter(character, catalogue, items);

const item = (id: string, itemId: string, extra: Partial<EquipmentItem> = {}): EquipmentItem => ({
  id,
  item_id: itemId,
  quantity: 1,
  ...extra,
});

const byAction = (sheet: ReturnType<typeof derive>, action: 'action' | 'bonus') =>
  sheet.attacks.filter((attack) => attack.action === action).map((attack) => attack.id);

describe('the weapons a character can attack with', () => {
  it('lists every weapon carried on the body, held ones first, by name, and leaves packed ones out', () => {
    const items = [
      item('dagger', 'dagger'),
      item('staff', 'quarterstaff', { equipped: true }),
      item('sword', 'longsword', { equipped: true }),
      item('pack', 'backpack'),
      item('rapier', 'rapier', { container_id: 'pack' }),
    ];
    const sheet = derive(fighter(), items);
    expect(byAction(sheet, 'action')).toEqual(['sword', 'staff', 'dagger', 'unarmed']);
    const dagger = sheet.attacks.find((attack) => attack.id === 'dagger');
    // Drawn as part of the attack: the same numbers as in hand (STR 16 +3, proficiency +3).
    expect(dagger).toMatchObject({
      equipped: false,
      toHit: { value: 6 },
      damage: { dice: '1d4', bonus: { value: 3 } },
    });
    expect(sheet.attacks.find((attack) => attack.id === 'sword')?.equipped).toBe(true);
  });

  it('swings a torch only while it is held, for 1 fire damage', () => {
    const torch = catalogue.items.get('torch')!;
    expect(canEquip(torch)).toBe(true);
    expect(canEquip(catalogue.items.get('acid')!)).toBe(false);
    const stowed = derive(fighter(), [item('t', 'torch')]);
    expect(stowed.featureAttacks).toEqual([]);
    expect(stowed.attacks.map((attack) => attack.id)).toEqual(['unarmed']);
    const held = derive(fighter(), [item('t', 'torch', { equipped: true })]);
    expect(held.featureAttacks).toMatchObject([
      { key: 'item-t-swing', action: 'action', dice: '1', damageTypes: ['fire'] },
    ]);
  });
});

describe('the Light property’s extra attack', () => {
  it('gives each of two Light weapons a Bonus Action attack without a positive modifier to damage', () => {
    const sheet = derive(fighter(), [
      item('d', 'dagger', { equipped: true }),
      item('s', 'shortsword', { equipped: true }),
    ]);
    expect(byAction(sheet, 'bonus')).toEqual(['d-off-hand', 's-off-hand']);
    const offHand = sheet.attacks.find((attack) => attack.id === 'd-off-hand');
    expect(offHand).toMatchObject({
      offHand: true,
      toHit: { value: 6 },
      damage: { dice: '1d4', bonus: { value: 0, terms: [] } },
    });
  });

  it('counts two daggers of one stack, but not a Light weapon beside a heavier one', () => {
    expect(byAction(derive(fighter(), [item('d', 'dagger', { quantity: 2 })]), 'bonus')).toEqual([
      'd-off-hand',
    ]);
    const one = derive(fighter(), [item('d', 'dagger'), item('l', 'longsword')]);
    expect(byAction(one, 'bonus')).toEqual([]);
  });

  it('keeps a negative modifier, and Two-Weapon Fighting adds a positive one', () => {
    const weak = fighter({ attributes: { str: 6, dex: 6, con: 14, int: 10, wis: 12, cha: 8 } });
    const daggers = [item('d', 'dagger', { quantity: 2, equipped: true })];
    const weakOffHand = derive(weak, daggers).attacks.find((attack) => attack.offHand);
    expect(weakOffHand?.damage.bonus.value).toBe(-2);
    const styled = fighter({
      features: [
        { id: 'two-weapon-fighting', path: 'style', choice: 'fighter-fighting-style-style-1' },
      ],
    });
    const offHand = derive(styled, daggers).attacks.find((attack) => attack.offHand);
    expect(offHand?.damage.bonus.terms).toEqual([
      { label: 'ability.str', value: 3, source: 'feat:two-weapon-fighting' },
    ]);
  });
});

describe('Martial Arts', () => {
  const monk = (level: number, attributes: Partial<Character['attributes']> = {}) =>
    fighter({
      classes: [{ id: 'monk', level, hit_dice: 0 }],
      attributes: { str: 10, dex: 16, con: 12, int: 10, wis: 14, cha: 8, ...attributes },
    });

  it('makes the Bonus Action Unarmed Strike with the better of STR and DEX, added to damage', () => {
    const strike = derive(monk(1)).attacks.find((attack) => attack.id === 'unarmed-bonus');
    expect(strike).toMatchObject({
      action: 'bonus',
      ability: 'dex',
      toHit: { value: 3 + 2 },
      damage: { dice: '1d6', type: 'bludgeoning', bonus: { value: 3 } },
    });
    const strong = derive(monk(1, { str: 18, dex: 12 })).attacks.find(
      (attack) => attack.id === 'unarmed-bonus',
    );
    expect(strong).toMatchObject({ ability: 'str', damage: { bonus: { value: 4 } } });
    // Not a second feature attack with other numbers.
    expect(derive(monk(1)).featureAttacks).toEqual([]);
  });

  it('rolls the Martial Arts die of the monk level, and only unarmored', () => {
    const die = (level: number) =>
      derive(monk(level)).attacks.find((attack) => attack.id === 'unarmed-bonus')?.damage.dice;
    expect([die(1), die(4), die(5), die(11)]).toEqual(['1d6', '1d6', '1d8', '1d10']);
    const armored = derive(monk(5), [item('a', 'leather-armor', { equipped: true })]);
    expect(byAction(armored, 'bonus')).toEqual([]);
  });
});

describe('resources spent as an action', () => {
  it('puts Second Wind under the Bonus Action', () => {
    const secondWind = derive(fighter()).resources.find(
      (resource) => resource.key === 'prop-second-wind',
    );
    expect(secondWind?.action).toBe('bonus');
  });
});
