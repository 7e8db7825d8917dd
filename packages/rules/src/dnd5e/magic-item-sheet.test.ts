import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fixedRolls } from '../dice/random.ts';
import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import type { EquipmentItem } from './equipment.ts';
import { fighter } from './fixtures/characters.ts';
import { magicCatalogue as catalogue } from './fixtures/magic-items.ts';
import { itemChargesKey, regainedCharges } from './item-charges.ts';
import { longRest, shortRest } from './rests.ts';
import { setResourceUsed, spendResource } from './states.ts';

/**
 * The magic items of issue 20 on a sheet, with items shaped as the content conventions write
 * them: the fighter has STR 16, DEX 12 (+1), proficiency +3 at level 5.
 */

const derive = (items: EquipmentItem[], character: Character = fighter()) =>
  deriveCharacter(character, catalogue, items);

const line = (id: string, itemId: string, extra: Partial<EquipmentItem> = {}): EquipmentItem => ({
  id,
  item_id: itemId,
  quantity: 1,
  ...extra,
});

const belt = (variant: string, extra: Partial<EquipmentItem> = {}) =>
  line('belt', 'belt-of-giant-strength', { item_data: { variant }, ...extra });

const plusOne = (extra: Partial<EquipmentItem> = {}) =>
  line('sword', 'magic-weapon', { item_data: { variant: 'plus-1', base: 'longsword' }, ...extra });

const attack = (sheet: ReturnType<typeof derive>, id: string) => {
  const found = sheet.attacks.find((entry) => entry.id === id);
  if (!found) throw new Error(`no attack ${id}`);
  return found;
};

describe('a Belt of Giant Strength (Hill)', () => {
  it('sets STR 21 while attuned, as a term naming the belt', () => {
    const sheet = derive([belt('hill', { attuned: true })]);
    expect(sheet.abilities.str.score.value).toBe(21);
    expect(sheet.abilities.str.mod).toBe(5);
    expect(sheet.abilities.str.score.terms).toEqual([
      { label: 'base', value: 16 },
      { label: 'item', value: 5, source: 'item:belt-of-giant-strength/hill/-' },
    ]);
    expect(sheet.problems.filter((found) => found.path.startsWith('items'))).toEqual([]);
  });

  it('does nothing while not attuned', () => {
    const sheet = derive([belt('hill')]);
    expect(sheet.abilities.str.score).toEqual({ value: 16, terms: [{ label: 'base', value: 16 }] });
  });

  it('does nothing when STR is already higher', () => {
    const strong = fighter({ attributes: { ...fighter().attributes, str: 22 } });
    const sheet = derive([belt('hill', { attuned: true })], strong);
    expect(sheet.abilities.str.score).toEqual({ value: 22, terms: [{ label: 'base', value: 22 }] });
  });

  it('lets the highest set win when several items set the score', () => {
    const sheet = derive([
      line('gauntlets', 'gauntlets-of-ogre-power', { attuned: true }),
      belt('storm', { attuned: true }),
    ]);
    expect(sheet.abilities.str.score.value).toBe(29);
    expect(sheet.abilities.str.score.terms.map((term) => term.source)).toEqual([
      undefined,
      'item:belt-of-giant-strength/storm/-',
    ]);
    // Strength drives the attacks and the load too.
    expect(sheet.carry.capacity).toBe(29 * 15);
  });

  it('property: the score is the higher of the score before and the set, every variant', () => {
    const variants = catalogue.items.get('belt-of-giant-strength')!.variants!;
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 20 }), fc.constantFrom(...variants), (str, variant) => {
        const set = variant.mechanics!.find((mechanic) => mechanic.type === 'ability');
        const target = set?.type === 'ability' ? set.set! : 0;
        const character = fighter({ attributes: { ...fighter().attributes, str } });
        const sheet = derive([belt(variant.id, { attuned: true })], character);
        expect(sheet.abilities.str.score.value).toBe(Math.max(str, target));
        expect(sheet.abilities.str.score.terms.length).toBe(str >= target ? 1 : 2);
      }),
    );
  });
});

describe('a +1 longsword', () => {
  it('adds 1 to attack and damage while equipped, named in the breakdown', () => {
    const sheet = derive([plusOne({ equipped: true })]);
    const sword = attack(sheet, 'sword');
    // The fixture's weapons are titled by id; the real catalogue's give '+1 Longsword'.
    expect(sword.title).toBe('+1 longsword');
    expect(sword.proficient).toBe(true);
    expect(sword.damage.dice).toBe('1d8');
    expect(sword.damage.versatile).toBe('1d10');
    // STR +3, proficiency +3, +1 sword.
    expect(sword.toHit.value).toBe(7);
    expect(sword.toHit.terms).toContainEqual({
      label: 'bonus',
      value: 1,
      source: 'item:magic-weapon/plus-1/longsword',
    });
    expect(sword.damage.bonus.value).toBe(4);
  });

  it('adds nothing while not equipped', () => {
    const sheet = derive([plusOne()]);
    const sword = attack(sheet, 'sword');
    expect(sword.toHit.value).toBe(6);
    expect(sword.damage.bonus.value).toBe(3);
  });

  it('adds nothing to a second, plain weapon or to an Unarmed Strike', () => {
    const sheet = derive([
      plusOne({ equipped: true }),
      line('axe', 'longsword', { equipped: true }),
      line('knife', 'dagger'),
    ]);
    expect(attack(sheet, 'sword').toHit.value).toBe(7);
    expect(attack(sheet, 'axe').toHit.value).toBe(6);
    expect(attack(sheet, 'axe').damage.bonus.value).toBe(3);
    expect(attack(sheet, 'knife').toHit.value).toBe(6);
    expect(attack(sheet, 'unarmed').toHit.value).toBe(6);
  });

  it('counts each +N weapon for its own attacks only', () => {
    const sheet = derive([
      plusOne({ equipped: true }),
      line('dirk', 'magic-weapon', {
        equipped: true,
        item_data: { variant: 'plus-3', base: 'dagger' },
      }),
    ]);
    expect(attack(sheet, 'sword').toHit.value).toBe(7);
    expect(attack(sheet, 'dirk').title).toBe('+3 dagger');
    // Finesse: the better of STR +3 and DEX +1.
    expect(attack(sheet, 'dirk').toHit.value).toBe(9);
    expect(attack(sheet, 'dirk').damage.bonus.value).toBe(6);
  });

  it('uses the mastery chosen for the base weapon and weighs what the base weighs', () => {
    const sheet = derive([plusOne({ equipped: true })]);
    expect(sheet.carry.weight).toBe(3);
    expect(attack(sheet, 'sword').mastery).toBeUndefined();
    const character = fighter({ options: { 'fighter-weapon-mastery-mastery': ['longsword'] } });
    expect(attack(derive([plusOne({ equipped: true })], character), 'sword').mastery).toBe('sap');
  });
});

describe('AC and saving-throw bonuses of worn items', () => {
  it('a Ring of Protection adds 1 to AC and to every save only while attuned', () => {
    const off = derive([line('ring', 'ring-of-protection')]);
    const on = derive([line('ring', 'ring-of-protection', { attuned: true })]);
    expect(on.ac.value).toBe(off.ac.value + 1);
    expect(on.ac.terms).toContainEqual({
      label: 'bonus',
      value: 1,
      source: 'item:ring-of-protection',
    });
    for (const ability of ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const) {
      expect(on.abilities[ability].save.value).toBe(off.abilities[ability].save.value + 1);
    }
  });

  it('a Cloak of Protection and a Ring of Protection both count', () => {
    const none = derive([]);
    const both = derive([
      line('ring', 'ring-of-protection', { attuned: true }),
      line('cloak', 'cloak-of-protection', { attuned: true }),
    ]);
    expect(both.ac.value).toBe(none.ac.value + 2);
    expect(both.abilities.dex.save.value).toBe(none.abilities.dex.save.value + 2);
    expect(both.ac.terms.map((term) => term.source)).toEqual(
      expect.arrayContaining(['item:ring-of-protection', 'item:cloak-of-protection']),
    );
  });

  it('+1 chain mail and a +2 shield give their AC while worn, each named as the concrete item', () => {
    const worn = derive([
      line('mail', 'magic-armor', {
        equipped: true,
        item_data: { variant: 'plus-1', base: 'chain-mail' },
      }),
      line('board', 'magic-shield', {
        equipped: true,
        item_data: { variant: 'plus-2', base: 'shield' },
      }),
    ]);
    // Chain mail 16, shield 2, +1 and +2.
    expect(worn.ac.value).toBe(21);
    expect(worn.acFormula).toBe('armor');
    expect(worn.ac.terms).toEqual([
      { label: 'armor', value: 16, source: 'item:magic-armor/plus-1/chain-mail' },
      { label: 'shield', value: 2, source: 'item:magic-shield/plus-2/shield' },
      { label: 'bonus', value: 1, source: 'item:magic-armor/plus-1/chain-mail' },
      { label: 'bonus', value: 2, source: 'item:magic-shield/plus-2/shield' },
    ]);
    expect(worn.armorHindrance.noisy).toBe('magic-armor/plus-1/chain-mail');
    const carried = derive([
      line('mail', 'magic-armor', { item_data: { variant: 'plus-1', base: 'chain-mail' } }),
    ]);
    expect(carried.acFormula).toBe('unarmored');
    expect(carried.ac.value).toBe(11);
  });

  it('untrained armor names the concrete item in its disadvantage', () => {
    const sheet = derive(
      [
        line('mail', 'magic-armor', {
          equipped: true,
          item_data: { variant: 'plus-1', base: 'chain-mail' },
        }),
      ],
      fighter({ classes: [{ id: 'wizard', level: 5, hit_dice: 0 }] }),
    );
    expect(sheet.armorHindrance.untrained).toBe('magic-armor/plus-1/chain-mail');
    expect(sheet.abilities.dex.save.disadvantage).toContainEqual({
      reason: 'armor.untrained',
      source: 'item:magic-armor/plus-1/chain-mail',
    });
  });
});

describe('a line whose choice does not apply', () => {
  it('warns and counts the item without it, never failing the sheet', () => {
    const sheet = derive([
      line('sword', 'magic-weapon', {
        equipped: true,
        item_data: { variant: 'plus-1', base: 'chain-mail' },
      }),
      line('belt', 'belt-of-giant-strength', { attuned: true, item_data: { variant: 'ogre' } }),
    ]);
    expect(sheet.problems.filter((found) => found.path.startsWith('items.'))).toEqual([
      expect.objectContaining({ path: 'items.sword', key: 'item.base-unfit', severity: 'warning' }),
      expect.objectContaining({
        path: 'items.belt',
        key: 'item.variant-unknown',
        severity: 'warning',
      }),
    ]);
    // No weapon to swing without its base; the belt without a variant sets nothing.
    expect(sheet.attacks.map((entry) => entry.id)).toEqual(['unarmed']);
    expect(sheet.abilities.str.score.value).toBe(16);
  });
});

describe('a Wand of Magic Missiles', () => {
  const wand = line('wand', 'wand-of-magic-missiles');
  const key = itemChargesKey('wand');

  it('has 7 charges as a resource of its line, recovering at dawn (a Long Rest)', () => {
    const sheet = derive([wand]);
    const charges = sheet.resources.find((resource) => resource.key === key);
    expect(key).toBe('prop-item-wand-charges');
    expect(charges).toMatchObject({
      title: 'Wand of Magic Missiles',
      max: 7,
      used: 0,
      recovery: 'LONG',
      regain: '1d6+1',
      source: 'item:wand-of-magic-missiles',
      item: 'wand',
      kind: 'resource',
    });
    expect(charges?.castings).toEqual([
      expect.objectContaining({
        spell: 'magic-missile',
        charges: 1,
        charges_per_level: 1,
        level: 1,
        max_level: 3,
        resource: key,
      }),
    ]);
    expect(sheet.itemSpells).toEqual(charges?.castings);
  });

  it('spending 3 leaves 4, and a long rest regains 1d6+1 (a 4 rolled: 5), never above 7', () => {
    let character = fighter();
    const charges = () =>
      derive([wand], character).resources.find((resource) => resource.key === key)!;
    character = spendResource(character, charges(), 3).character;
    expect(charges().max - charges().used).toBe(4);
    expect(spendResource(character, charges(), 5).messages).toEqual([
      expect.objectContaining({ key: 'resource.none-left' }),
    ]);
    const rested = longRest(
      character,
      derive([wand], character).resources,
      new Map(),
      fixedRolls([4], 6),
    );
    character = rested.character;
    // 3 used, 5 regained: all 7 back, the rest of the roll lost.
    expect(charges().used).toBe(0);
    expect(rested.messages).toContainEqual({
      level: 'info',
      key: 'rest.resource',
      params: { resource: 'Wand of Magic Missiles' },
    });
    character = setResourceUsed(character, charges(), 7);
    character = longRest(
      character,
      derive([wand], character).resources,
      new Map(),
      fixedRolls([2], 6),
    ).character;
    // 2 + 1 = 3 back.
    expect(charges().used).toBe(4);
    // Without a roll, the average rounded up (as hit dice): 1d6+1 → 5.
    character = longRest(character, derive([wand], character).resources, new Map()).character;
    expect(charges().used).toBe(0);
  });

  it('recovers nothing on a short rest', () => {
    const character = { ...fighter(), resources: { [key]: 3 } };
    const rested = shortRest(
      character,
      derive([wand], character).resources,
      new Map(),
      fixedRolls([6], 6),
    );
    expect(rested.character.resources[key]).toBe(3);
  });

  it('gives each wand line its own charges, and none while it is not carried', () => {
    const sheet = derive([wand, line('other', 'wand-of-magic-missiles')]);
    expect(
      sheet.resources.filter((resource) => resource.item).map((resource) => resource.key),
    ).toEqual([key, 'prop-item-other-charges']);
    expect(derive([{ ...wand, quantity: 0 }]).resources.some((resource) => resource.item)).toBe(
      false,
    );
  });

  it('an item needing attunement has its charges only while attuned; all come back on a short rest', () => {
    const staff = line('staff', 'restful-staff');
    const staffKey = itemChargesKey('staff');
    expect(derive([staff]).resources.some((resource) => resource.key === staffKey)).toBe(false);
    const attuned = { ...staff, attuned: true };
    const view = derive([attuned]).resources.find((resource) => resource.key === staffKey);
    expect(view).toMatchObject({ max: 4, recovery: 'SHORT', recoveryValue: 0 });
    expect(view?.regain).toBeUndefined();
    const character = { ...fighter(), resources: { [staffKey]: 4 } };
    const rested = shortRest(character, derive([attuned], character).resources, new Map());
    expect(rested.character.resources[staffKey]).toBe(0);
  });

  it('property: a long rest leaves used charges at max(0, used − regained), regained in 2…7', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 6 }), (used, face) => {
        const character = { ...fighter(), resources: { [key]: used } };
        const resources = derive([wand], character).resources;
        const after = longRest(character, resources, new Map(), fixedRolls([face], 6));
        expect(after.character.resources[key] ?? 0).toBe(Math.max(0, used - (face + 1)));
        expect(regainedCharges('1d6+1', fixedRolls([face], 6))).toBe(face + 1);
      }),
    );
  });
});
