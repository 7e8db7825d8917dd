import { describe, expect, it } from 'vitest';

import {
  attunedCount,
  canAttune,
  canEquip,
  itemEffectsApply,
  setAttuned,
  setEquipped,
} from './attunement.ts';
import { fighter } from './fixtures/characters.ts';
import {
  addClass,
  addGainedHitPoints,
  changeClassLevel,
  defaultTargetLevel,
  removeClass,
} from './level-change.ts';

describe('level change', () => {
  it('offers the next level, capped by the 20-level total', () => {
    expect(defaultTargetLevel(fighter(), 'fighter')).toBe(6);
    const capped = fighter({
      classes: [
        { id: 'fighter', level: 15 },
        { id: 'wizard', level: 5 },
      ],
    });
    expect(defaultTargetLevel(capped, 'fighter')).toBe(15);
    expect(changeClassLevel(capped, 'fighter', 16, 7).messages[0]?.key).toBe('levels.max');
  });

  it('raises the level and the maximum HP, keeping current HP', () => {
    const { character } = changeClassLevel(fighter(), 'fighter', 6, 8);
    expect(character.classes[0]?.level).toBe(6);
    expect(character.hp).toMatchObject({ max: 52, current: 44 });
  });

  it('adds the HP a level up gained to current HP too when asked, up to the maximum', () => {
    const raised = changeClassLevel(fighter(), 'fighter', 6, 8).character;
    expect(addGainedHitPoints(raised, 8).character.hp).toMatchObject({ max: 52, current: 52 });
    const hurt = { ...raised, hp: { ...raised.hp, current: 30 } };
    expect(addGainedHitPoints(hurt, 8).character.hp.current).toBe(38);
    // Never past the maximum, never from 0 HP (dying is healing's business), never negative.
    expect(addGainedHitPoints(raised, 20).character.hp.current).toBe(52);
    const down = { ...raised, hp: { ...raised.hp, current: 0 } };
    expect(addGainedHitPoints(down, 8).character).toBe(down);
    expect(addGainedHitPoints(hurt, -4).character).toBe(hurt);
  });

  it('lowers the level and the maximum, capping current HP at it', () => {
    const { character } = changeClassLevel(fighter(), 'fighter', 3, 16);
    expect(character.classes[0]?.level).toBe(3);
    expect(character.hp).toMatchObject({ max: 28, current: 28 });
  });

  it('adds a class at level 1 once, within 20 levels in total', () => {
    const { character } = addClass(fighter(), 'wizard', 4);
    expect(character.classes).toEqual([
      { id: 'fighter', level: 5, hit_dice: 0 },
      { id: 'wizard', level: 1, hit_dice: 0 },
    ]);
    expect(character.hp.max).toBe(48);
    expect(addClass(character, 'wizard', 4).messages[0]?.key).toBe('classes.duplicate');
    expect(
      addClass(fighter({ classes: [{ id: 'fighter', level: 20 }] }), 'rogue', 5).messages[0]?.key,
    ).toBe('levels.max');
  });
});

describe('equip and attune', () => {
  const ring = { type: 'ring', attunement: true };
  const sword = { type: 'weapon', attunement: false };
  const three = [
    { id: 'a', attuned: true },
    { id: 'b', attuned: true },
    { id: 'c', attuned: true },
  ];

  it('blocks a fourth attunement but always allows ending one', () => {
    expect(attunedCount(three)).toBe(3);
    expect(canAttune(three, { id: 'd' }, ring)).toBe(false);
    expect(canAttune(three, three[0]!, ring)).toBe(true);
    expect(canAttune([], { id: 'd' }, sword)).toBe(false);
  });

  it('offers equip for weapons and armor only', () => {
    expect(canEquip(sword)).toBe(true);
    expect(canEquip({ type: 'armor', attunement: false })).toBe(true);
    expect(canEquip(ring)).toBe(false);
  });

  it('applies item effects only when attuned if needed and equipped if a weapon or armor', () => {
    expect(itemEffectsApply({ id: 'r' }, ring)).toBe(false);
    expect(itemEffectsApply({ id: 'r', attuned: true }, ring)).toBe(true);
    expect(itemEffectsApply({ id: 's' }, sword)).toBe(false);
    expect(itemEffectsApply({ id: 's', equipped: true }, sword)).toBe(true);
    expect(
      itemEffectsApply({ id: 'm', equipped: true }, { type: 'weapon', attunement: 'by a cleric' }),
    ).toBe(false);
  });
});

describe('removing a class', () => {
  const multiclass = fighter({
    classes: [
      { id: 'fighter', level: 5 },
      { id: 'rogue', level: 2 },
    ],
    hp: { current: 55, max: 55, max_mod: 0, temp: 0 },
  });

  it('drops the class and its hit points, keeping current HP within the new maximum', () => {
    const { character } = removeClass(multiclass, 'rogue', 11);
    expect(character.classes).toEqual([{ id: 'fighter', level: 5 }]);
    expect(character.hp).toMatchObject({ max: 44, current: 44 });
  });

  it('refuses to remove the last class or one the character lacks', () => {
    expect(removeClass(fighter(), 'fighter', 10).messages[0]?.key).toBe('classes.last');
    expect(removeClass(multiclass, 'wizard', 5).messages[0]?.key).toBe('levels.no-class');
  });
});

describe('item toggles', () => {
  const ring = { type: 'ring', attunement: true };
  const items = [
    { id: 'a', attuned: true },
    { id: 'b', attuned: true },
    { id: 'c', attuned: true },
    { id: 'd' },
  ];

  it('attunes up to three items and refuses the fourth with a message', () => {
    const refused = setAttuned(items, 'd', true, ring);
    expect(refused.items).toEqual(items);
    expect(refused.messages).toEqual([
      { level: 'error', key: 'attunement.max', params: { max: 3 } },
    ]);
    const freed = setAttuned(items, 'a', false, ring).items;
    expect(setAttuned(freed, 'd', true, ring).items.filter((item) => item.attuned)).toHaveLength(3);
  });

  it('equips weapons and armor only', () => {
    expect(setEquipped(items, 'd', true, ring).messages[0]?.key).toBe('item.not-equippable');
    const sword = { type: 'weapon', attunement: false };
    expect(setEquipped(items, 'd', true, sword).items[3]).toEqual({ id: 'd', equipped: true });
  });
});
