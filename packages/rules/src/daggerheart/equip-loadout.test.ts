import { describe, expect, it } from 'vitest';

import { equipArmor, equipWeapon } from './equip.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { guardian } from './fixtures/characters.ts';
import { addCard, removeCard, setCardActive } from './loadout.ts';

describe('equipWeapon: the burden rule (spec §4 and §5)', () => {
  it('a two-handed primary clears the secondary', () => {
    const character = guardian({ equippedSecondaryWeapon: 'round-shield' });
    const result = equipWeapon(character, catalogue, 'primary', 'greatsword');
    expect(result).toMatchObject({
      ok: true,
      character: { equippedPrimaryWeapon: 'greatsword', equippedSecondaryWeapon: null },
    });
  });

  it('a one-handed primary keeps the secondary', () => {
    const character = guardian({
      equippedPrimaryWeapon: null,
      equippedSecondaryWeapon: 'round-shield',
    });
    const result = equipWeapon(character, catalogue, 'primary', 'broadsword');
    expect(result).toMatchObject({
      ok: true,
      character: { equippedSecondaryWeapon: 'round-shield' },
    });
  });

  it('refuses a secondary beside a two-handed primary', () => {
    const character = guardian({ equippedPrimaryWeapon: 'greatsword' });
    expect(equipWeapon(character, catalogue, 'secondary', 'round-shield')).toEqual({
      ok: false,
      problem: { code: 'primary-two-handed' },
    });
  });

  it('refuses a weapon in the other slot', () => {
    expect(equipWeapon(guardian(), catalogue, 'secondary', 'broadsword')).toMatchObject({
      ok: false,
      problem: { code: 'wrong-weapon-slot' },
    });
    expect(equipWeapon(guardian(), catalogue, 'primary', 'round-shield')).toMatchObject({
      ok: false,
      problem: { code: 'wrong-weapon-slot' },
    });
  });

  it('tapping the wielded weapon unequips it', () => {
    const result = equipWeapon(guardian(), catalogue, 'primary', 'broadsword');
    expect(result).toMatchObject({ ok: true, character: { equippedPrimaryWeapon: null } });
    expect(equipWeapon(guardian(), catalogue, 'primary', null)).toMatchObject({
      ok: true,
      character: { equippedPrimaryWeapon: null },
    });
  });
});

describe('equipArmor', () => {
  it('changing armor starts its slots unmarked', () => {
    const character = guardian({ armorFilled: 2 });
    expect(equipArmor(character, catalogue, 'chainmail-armor')).toMatchObject({
      equippedArmor: 'chainmail-armor',
      armorFilled: 0,
    });
  });

  it('tapping the worn armor takes it off; unknown armor changes nothing', () => {
    const character = guardian({ armorFilled: 2 });
    expect(equipArmor(character, catalogue, 'gambeson-armor')).toMatchObject({
      equippedArmor: null,
      armorFilled: 0,
    });
    expect(equipArmor(character, catalogue, 'plate')).toBe(character);
  });
});

describe('the loadout (SRD "Domains": five cards at most; spec §4)', () => {
  const five = ['bare-bones', 'forceful-push', 'i-am-your-shield', 'get-back-up', 'whirlwind'];
  const full = guardian({ cards: { active: five, all: [...five, 'not-good-enough'] } });

  it('refuses a sixth active card', () => {
    expect(setCardActive(full, 'not-good-enough', true)).toEqual({
      ok: false,
      problem: { code: 'loadout-full', params: { limit: 5 } },
    });
  });

  it('moves cards between the loadout and the vault', () => {
    const vaulted = setCardActive(full, 'whirlwind', false);
    expect(vaulted.ok && vaulted.character.cards.active).toEqual(five.slice(0, 4));
    if (!vaulted.ok) return;
    const swapped = setCardActive(vaulted.character, 'not-good-enough', true);
    expect(swapped.ok && swapped.character.cards.active).toEqual([
      ...five.slice(0, 4),
      'not-good-enough',
    ]);
  });

  it('refuses a card the character does not hold', () => {
    expect(setCardActive(guardian(), 'bare-bones', true)).toMatchObject({
      ok: false,
      problem: { code: 'card-not-held' },
    });
  });

  it('a new card goes to the loadout while it has room, then to the vault', () => {
    expect(addCard(guardian(), 'whirlwind').cards).toEqual({
      active: ['i-am-your-shield', 'get-back-up', 'whirlwind'],
      all: ['i-am-your-shield', 'get-back-up', 'whirlwind'],
    });
    const added = addCard(full, 'untouchable');
    expect(added.cards.active).toEqual(five);
    expect(added.cards.all).toContain('untouchable');
  });

  it('removing a card from the vault removes it from the loadout too', () => {
    const removed = removeCard(full, 'whirlwind');
    expect(removed.cards.all).not.toContain('whirlwind');
    expect(removed.cards.active).not.toContain('whirlwind');
  });
});
