import { describe, expect, it } from 'vitest';

import type { EquipmentItem } from '@hearth/rules';
import { canEquip, concreteItem, deriveCharacter } from '@hearth/rules';

import { loadCatalogue } from '../build/load.ts';
import { rulesCatalogueOf } from '../rules-catalogue.ts';
import { blankCharacter } from './blank-character.ts';

// Issue 20's rules cases through the real catalogue entries: the magic items as written, read
// by the engine as a sheet reads them.
const catalogue = rulesCatalogueOf(loadCatalogue());

const fighter = blankCharacter({
  classes: [{ id: 'fighter', level: 1 }],
  background: 'soldier',
  attributes: { str: 15, dex: 12, con: 14, int: 10, wis: 10, cha: 8 },
  hp: { current: 12, max: 12, max_mod: 0, temp: 0 },
});

let lineId = 0;
function line(
  item_id: string,
  fields: Partial<EquipmentItem> = {},
  choice: { variant?: string; base?: string } = {},
): EquipmentItem {
  lineId += 1;
  return {
    id: `line-${lineId}`,
    item_id,
    quantity: 1,
    ...fields,
    ...(choice.variant || choice.base ? { item_data: choice } : {}),
  };
}

const sheetWith = (...items: EquipmentItem[]) => deriveCharacter(fighter, catalogue, items);
const sourcesOf = (breakdown: { terms: { source?: string }[] }) =>
  breakdown.terms.map((term) => term.source).filter(Boolean);

describe('magic items on the sheet (issue 20)', () => {
  it('a Belt of Giant Strength (Hill) sets Strength 21 only while attuned', () => {
    const belt = { variant: 'hill' };
    expect(sheetWith(line('belt-of-giant-strength', {}, belt)).abilities.str.score.value).toBe(15);
    const attuned = sheetWith(line('belt-of-giant-strength', { attuned: true }, belt));
    expect(attuned.abilities.str.score.value).toBe(21);
    expect(attuned.abilities.str.mod).toBe(5);
    expect(sourcesOf(attuned.abilities.str.score)).toContain('item:belt-of-giant-strength/hill/-');
    const strong = deriveCharacter(
      { ...fighter, attributes: { ...fighter.attributes, str: 22 } },
      catalogue,
      [line('belt-of-giant-strength', { attuned: true }, belt)],
    );
    expect(strong.abilities.str.score.value).toBe(22);
  });

  it('a +1 longsword adds 1 to attack and damage only while equipped, and only its own', () => {
    const plain = sheetWith(line('longsword', { equipped: true }));
    const plainSword = plain.attacks.find((attack) => attack.itemId === 'longsword')!;
    const choice = { variant: 'plus-1', base: 'longsword' };
    const carried = sheetWith(line('magic-weapon', {}, choice), line('dagger', { equipped: true }));
    const carriedSword = carried.attacks.find((attack) => attack.title === '+1 Longsword')!;
    expect(carriedSword.toHit.value).toBe(plainSword.toHit.value);

    const equipped = sheetWith(
      line('magic-weapon', { equipped: true }, choice),
      line('dagger', { equipped: true }),
    );
    const sword = equipped.attacks.find((attack) => attack.title === '+1 Longsword')!;
    expect(sword.toHit.value).toBe(plainSword.toHit.value + 1);
    expect(sword.damage.bonus.value).toBe(plainSword.damage.bonus.value + 1);
    expect(sword.damage.dice).toBe(plainSword.damage.dice);
    expect(sourcesOf(sword.toHit)).toContain('item:magic-weapon/plus-1/longsword');
    const dagger = equipped.attacks.find((attack) => attack.itemId === 'dagger')!;
    const plainDagger = sheetWith(line('dagger', { equipped: true })).attacks.find(
      (attack) => attack.itemId === 'dagger',
    )!;
    expect(dagger.toHit.value).toBe(plainDagger.toHit.value);
  });

  it('a Ring of Protection adds 1 to AC and every save only while attuned', () => {
    const bare = sheetWith();
    const carried = sheetWith(line('ring-of-protection'));
    expect(carried.ac.value).toBe(bare.ac.value);
    const attuned = sheetWith(line('ring-of-protection', { attuned: true }));
    expect(attuned.ac.value).toBe(bare.ac.value + 1);
    for (const ability of ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const) {
      expect(attuned.abilities[ability].save.value).toBe(bare.abilities[ability].save.value + 1);
    }
  });

  it('a Cloak of Protection and a Ring of Protection both count', () => {
    const bare = sheetWith();
    const both = sheetWith(
      line('ring-of-protection', { attuned: true }),
      line('cloak-of-protection', { attuned: true }),
    );
    expect(both.ac.value).toBe(bare.ac.value + 2);
    expect(both.abilities.dex.save.value).toBe(bare.abilities.dex.save.value + 2);
  });

  it('a Wand of Magic Missiles tracks its 7 charges as a resource that spending uses', () => {
    const wand = line('wand-of-magic-missiles');
    const sheet = sheetWith(wand);
    const charges = sheet.resources.find((resource) => resource.key.includes(wand.id))!;
    expect(charges.max).toBe(7);
    expect(charges.recovery).toBe('LONG');
    const spent = deriveCharacter(
      { ...fighter, resources: { ...fighter.resources, [charges.key]: 3 } },
      catalogue,
      [wand],
    );
    const after = spent.resources.find((resource) => resource.key === charges.key)!;
    expect(after.max - after.used).toBe(4);
  });

  it('a Staff of Power is wielded as a quarterstaff: equipped and attuned, +2 on its attacks and AC', () => {
    const staff = catalogue.items.get('staff-of-power')!;
    expect(canEquip(staff)).toBe(true);
    const wizard = { ...fighter, classes: [{ id: 'wizard', level: 1 }] };
    const bare = deriveCharacter(wizard, catalogue, []);
    const held = deriveCharacter(wizard, catalogue, [
      line('staff-of-power', { equipped: true, attuned: true }),
    ]);
    const attack = held.attacks.find((entry) => entry.itemId === 'staff-of-power')!;
    const plain = deriveCharacter(wizard, catalogue, [
      line('quarterstaff', { equipped: true }),
    ]).attacks.find((entry) => entry.itemId === 'quarterstaff')!;
    expect(attack.toHit.value).toBe(plain.toHit.value + 2);
    expect(held.ac.value).toBe(bare.ac.value + 2);
    const stowed = deriveCharacter(wizard, catalogue, [line('staff-of-power', { attuned: true })]);
    expect(stowed.ac.value).toBe(bare.ac.value);
  });

  it('Mithral plate keeps the plate’s AC without its Strength requirement or Stealth Disadvantage', () => {
    const plate = catalogue.items.get('plate-armor')!;
    const mithral = concreteItem(
      catalogue.items.get('mithral-armor')!,
      { base: 'plate-armor' },
      catalogue,
    );
    expect(mithral.title).toBe('Mithral Armor (Plate Armor)');
    expect(mithral.armor).toMatchObject({ ac: plate.armor!.ac, stealth_disadvantage: false });
    expect(mithral.armor?.strength).toBeUndefined();
  });
});
