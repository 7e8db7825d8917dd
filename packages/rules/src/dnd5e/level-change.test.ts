import { describe, expect, it } from 'vitest';

import { attunedCount, canAttune, canEquip, itemEffectsApply } from './attunement.ts';
import { fighter } from './fixtures/characters.ts';
import { addClass, changeClassLevel, defaultTargetLevel } from './level-change.ts';

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
