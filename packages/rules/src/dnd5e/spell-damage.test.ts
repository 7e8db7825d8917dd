import { describe, expect, it } from 'vitest';

import type { SpellRules } from './catalogue.ts';
import { combineDice, spellBeams, spellDamage, spellHealing } from './spell-damage.ts';

const base = { school: 'evocation', concentration: false, ritual: false, classes: ['wizard'] };
const magicMissile: SpellRules = {
  ...base,
  id: 'magic-missile',
  title: 'Magic Missile',
  level: 1,
  damage: [
    { dice: '1d4+1', type: 'force' },
    { dice: '1d4+1', type: 'force' },
    { dice: '1d4+1', type: 'force' },
  ],
  upcast: { damage_dice: '1d4+1' },
};
const fireball: SpellRules = {
  ...base,
  id: 'fireball',
  title: 'Fireball',
  level: 3,
  damage: [{ dice: '8d6', type: 'fire' }],
  upcast: { damage_dice: '1d6' },
};
const fireBolt: SpellRules = {
  ...base,
  id: 'fire-bolt',
  title: 'Fire Bolt',
  level: 0,
  damage: [{ dice: '1d10', type: 'fire' }],
  cantrip_scaling: { '5': '2d10', '11': '3d10', '17': '4d10' },
};

const eldritchBlast: SpellRules = {
  ...base,
  id: 'eldritch-blast',
  title: 'Eldritch Blast',
  level: 0,
  attack: 'ranged',
  damage: [{ dice: '1d10', type: 'force' }],
  beams: { count: 1, cantrip_scaling: { '5': 2, '11': 3, '17': 4 } },
};
const scorchingRay: SpellRules = {
  ...base,
  id: 'scorching-ray',
  title: 'Scorching Ray',
  level: 2,
  attack: 'ranged',
  damage: [{ dice: '2d6', type: 'fire' }],
  beams: { count: 3, upcast: 1 },
};
const chromaticOrb: SpellRules = {
  ...base,
  id: 'chromatic-orb',
  title: 'Chromatic Orb',
  level: 1,
  damage: [{ dice: '3d8', type: 'acid', type_options: ['acid', 'cold', 'fire'] }],
  upcast: { damage_dice: '1d8' },
};

describe('spell damage', () => {
  it('adds a die per slot level above the spell’s own', () => {
    expect(spellDamage(fireball, { slotLevel: 3, characterLevel: 5 })).toEqual([
      { dice: '8d6', type: 'fire' },
    ]);
    expect(spellDamage(fireball, { slotLevel: 5, characterLevel: 9 })).toEqual([
      { dice: '10d6', type: 'fire' },
    ]);
  });

  it('counts darts with a modifier apart: Magic Missile at level 2 is four darts', () => {
    expect(spellDamage(magicMissile, { slotLevel: 2, characterLevel: 3 })).toEqual([
      { dice: '4 × 1d4+1', type: 'force' },
    ]);
    expect(combineDice(['2d8', '1d8', '1d4+1'])).toBe('3d8 + 1d4+1');
  });

  it('grows a cantrip with the character level at 5, 11 and 17', () => {
    const at = (characterLevel: number) =>
      spellDamage(fireBolt, { slotLevel: 0, characterLevel })[0]?.dice;
    expect([at(1), at(4), at(5), at(10), at(11), at(17), at(20)]).toEqual([
      '1d10',
      '1d10',
      '2d10',
      '2d10',
      '3d10',
      '4d10',
      '4d10',
    ]);
  });

  it('heals more with a higher slot and says whether the modifier adds', () => {
    const cure: SpellRules = {
      ...base,
      id: 'cure',
      title: 'Cure',
      level: 1,
      healing: { dice: '2d8', add_modifier: true },
      upcast: { healing_dice: '2d8' },
    };
    expect(spellHealing(cure, 2)).toEqual({ dice: '4d8', addModifier: true });
    expect(spellHealing(fireball, 3)).toBeUndefined();
    expect(spellDamage(cure, { slotLevel: 1, characterLevel: 1 })).toEqual([]);
  });

  it('fires Eldritch Blast’s beams by character level: 1, then 2 at 5, 3 at 11, 4 at 17', () => {
    const at = (characterLevel: number) =>
      spellDamage(eldritchBlast, { slotLevel: 0, characterLevel });
    expect(at(4)).toEqual([{ dice: '1d10', type: 'force' }]);
    expect(at(5)).toEqual([{ dice: '1d10', type: 'force', beams: 2 }]);
    expect([10, 11, 16, 17, 20].map((level) => at(level)[0]?.beams)).toEqual([2, 3, 3, 4, 4]);
    expect(spellBeams(fireBolt, { slotLevel: 0, characterLevel: 17 })).toBe(1);
  });

  it('adds a ray per slot level above a levelled spell’s own: Scorching Ray', () => {
    expect(spellDamage(scorchingRay, { slotLevel: 2, characterLevel: 3 })).toEqual([
      { dice: '2d6', type: 'fire', beams: 3 },
    ]);
    expect(spellBeams(scorchingRay, { slotLevel: 4, characterLevel: 7 })).toBe(5);
  });

  it('keeps a chosen damage type as one roll with its options', () => {
    expect(spellDamage(chromaticOrb, { slotLevel: 2, characterLevel: 3 })).toEqual([
      { dice: '4d8', type: 'acid', typeOptions: ['acid', 'cold', 'fire'] },
    ]);
  });
});
