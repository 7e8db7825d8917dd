import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  concreteItem,
  concreteItemProblems,
  itemSource,
  parseItemSource,
  resolveConcreteItem,
} from './concrete-items.ts';
import { resolveEquipment } from './equipment.ts';
import {
  beltOfGiantStrength,
  magicArmor,
  magicCatalogue as catalogue,
  magicWeapon,
  potionOfHealing,
} from './fixtures/magic-items.ts';
import { baseItemCandidates } from './magic-items.ts';

const longsword = catalogue.items.get('longsword')!;

describe('the concrete item of an inventory line', () => {
  it('makes a +1 Longsword of the +1 weapon over a longsword', () => {
    const sword = concreteItem(magicWeapon, { variant: 'plus-1', base: 'longsword' }, catalogue);
    expect(sword).toMatchObject({
      id: 'magic-weapon',
      title: `+1 ${longsword.title}`,
      type: 'weapon',
      subtype: 'martial',
      rarity: 'uncommon',
      weapon: longsword.weapon,
      properties: longsword.properties,
      mastery: 'sap',
      weight: longsword.weight,
      value: magicWeapon.value + longsword.value,
      made_from: 'longsword',
      attunement: false,
    });
    expect(sword.mechanics?.map((mechanic) => mechanic.id)).toEqual(['attack', 'damage']);
    const three = concreteItem(magicWeapon, { variant: 'plus-3', base: 'dagger' }, catalogue);
    expect(three).toMatchObject({
      title: `+3 ${catalogue.items.get('dagger')!.title}`,
      rarity: 'very-rare',
    });
    expect(three.mechanics).toContainEqual(expect.objectContaining({ key: 'attack', value: 3 }));
  });

  it('takes the variant’s rarity, value and mechanics in place of the entry’s', () => {
    const greater = concreteItem(potionOfHealing, { variant: 'greater' }, catalogue);
    expect(greater).toMatchObject({
      title: 'Potion of Healing (Greater)',
      rarity: 'uncommon',
      value: 250,
      weight: 0.5,
    });
    const hill = concreteItem(beltOfGiantStrength, { variant: 'hill' }, catalogue);
    expect(hill.title).toBe('Belt of Giant Strength (Hill)');
    expect(hill.mechanics).toEqual([{ id: 'strength', type: 'ability', key: 'str', set: 21 }]);
  });

  it('reads a line without a choice (stored before variants existed) as the entry itself', () => {
    expect(concreteItem(potionOfHealing, undefined, catalogue)).toBe(potionOfHealing);
    expect(concreteItem(potionOfHealing, {}, catalogue)).toBe(potionOfHealing);
    expect(concreteItem(longsword, null, catalogue)).toBe(longsword);
  });

  it('ignores an unknown variant and a base that is unknown or does not fit, with a warning', () => {
    const odd = resolveConcreteItem(
      magicWeapon,
      { variant: 'plus-9', base: 'chain-mail' },
      catalogue,
    );
    expect(odd.rules).toBe(magicWeapon);
    expect(odd.source).toBe('item:magic-weapon');
    expect(concreteItemProblems(odd, 'items.l1')).toEqual([
      {
        path: 'items.l1',
        key: 'item.variant-unknown',
        params: { item: magicWeapon.title, variant: 'plus-9' },
        severity: 'warning',
      },
      {
        path: 'items.l1',
        key: 'item.base-unfit',
        params: { item: magicWeapon.title, base: 'chain-mail' },
        severity: 'warning',
      },
    ]);
    const halfway = resolveConcreteItem(
      magicWeapon,
      { variant: 'plus-2', base: 'nope' },
      catalogue,
    );
    expect(halfway.rules.title).toBe('Weapon, +1, +2, or +3 (+2)');
    expect(halfway.rules.weapon).toBeUndefined();
    expect(halfway.source).toBe('item:magic-weapon/plus-2/-');
    // A base on an item that is not made over one is ignored too.
    const plain = resolveConcreteItem(longsword, { base: 'dagger' }, catalogue);
    expect(plain.rules).toBe(longsword);
    expect(concreteItemProblems(plain, 'items.x').map((found) => found.key)).toEqual([
      'item.base-unfit',
    ]);
  });

  it('builds each concrete item once per entry, variant and base', () => {
    const choice = { variant: 'plus-1', base: 'longsword' };
    const first = concreteItem(magicWeapon, choice, catalogue);
    expect(concreteItem(magicWeapon, { ...choice }, catalogue)).toBe(first);
    expect(concreteItem(magicWeapon, { ...choice, base: 'dagger' }, catalogue)).not.toBe(first);
  });

  it('names its breakdown source after the entry, variant and base, and reads it back', () => {
    expect(itemSource('ring-of-protection')).toBe('item:ring-of-protection');
    expect(itemSource('magic-weapon', 'plus-1', 'longsword')).toBe(
      'item:magic-weapon/plus-1/longsword',
    );
    expect(itemSource('belt-of-giant-strength', 'hill')).toBe('item:belt-of-giant-strength/hill/-');
    expect(parseItemSource('item:belt-of-giant-strength/hill/-')).toEqual({
      id: 'belt-of-giant-strength',
      variant: 'hill',
    });
    expect(parseItemSource('item:ring-of-protection')).toEqual({ id: 'ring-of-protection' });
    const { held } = resolveEquipment(
      [
        {
          id: 'a',
          item_id: 'magic-armor',
          quantity: 1,
          item_data: { variant: 'plus-1', base: 'chain-mail' },
        },
        { id: 'b', item_id: 'longsword', quantity: 1 },
      ],
      catalogue,
    );
    expect(held.map((entry) => entry.source)).toEqual([
      'item:magic-armor/plus-1/chain-mail',
      'item:longsword',
    ]);
  });

  it('property: every fitting base gives the base’s stats and the summed value, for every variant', () => {
    const bases = baseItemCandidates(magicArmor, catalogue.items.values());
    expect(bases.map((base) => base.id).sort()).toEqual([
      'chain-mail',
      'leather-armor',
      'scale-mail',
    ]);
    fc.assert(
      fc.property(
        fc.constantFrom(...bases),
        fc.constantFrom(...magicArmor.variants!),
        (base, variant) => {
          const armor = resolveConcreteItem(
            magicArmor,
            { variant: variant.id, base: base.id },
            catalogue,
          );
          expect(armor.rules.armor).toBe(base.armor);
          expect(armor.rules.value).toBe(magicArmor.value + base.value);
          expect(armor.rules.rarity).toBe(variant.rarity);
          expect(armor.source).toBe(parseSourceBack(armor.source));
          expect(parseItemSource(armor.source)).toEqual({
            id: 'magic-armor',
            variant: variant.id,
            base: base.id,
          });
        },
      ),
    );
  });
});

const parseSourceBack = (source: string) => {
  const { id, variant, base } = parseItemSource(source);
  return itemSource(id, variant, base);
};
