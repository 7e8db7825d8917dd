import { describe, expect, it } from 'vitest';

import type { ItemRules } from '@hearth/rules';

import { entries } from '../../test/catalogueEntries.ts';
import { BELT, MAGIC_WEAPON, WAND } from './magicItemFixtures.ts';
import { choiceNeeded, concreteOf, itemSourceTitle } from './magicItems.ts';

const items = new Map(
  [...entries('items', ['longsword', 'chain-mail']), MAGIC_WEAPON, BELT, WAND].map(
    (item) => [item.id, item as unknown as ItemRules] as const,
  ),
);
const lookup = (id: string) => items.get(id);

describe('magic item choices', () => {
  it('asks for a variant and a base only when the item has them', () => {
    expect(choiceNeeded(lookup('magic-weapon')!)).toEqual({ variant: true, base: true });
    expect(choiceNeeded(lookup('belt-of-giant-strength')!)).toEqual({
      variant: true,
      base: false,
    });
    expect(choiceNeeded(lookup('longsword')!)).toEqual({ variant: false, base: false });
  });

  it("names the concrete item and takes the variant's rarity and attunement", () => {
    const sword = concreteOf(
      lookup('magic-weapon')!,
      { variant: 'plus-2', base: 'longsword' },
      lookup,
    );
    expect(sword.name).toBe('+2 Longsword');
    expect(sword.rarity).toBe('rare');
    expect(sword.base?.id).toBe('longsword');
    const belt = concreteOf(lookup('belt-of-giant-strength')!, { variant: 'cloud' }, lookup);
    expect(belt.name).toBe('Belt of Giant Strength (Cloud)');
    expect(belt.rarity).toBe('legendary');
    expect(belt.attunement).toBe(true);
  });

  it("falls back to the entry's own fields when the choice names nothing known", () => {
    const old = concreteOf(lookup('belt-of-giant-strength')!, null, lookup);
    expect(old.name).toBe('Belt of Giant Strength');
    expect(old.rarity).toBe('rare');
    const stray = concreteOf(
      lookup('magic-weapon')!,
      { variant: 'plus-9', base: 'no-such' },
      lookup,
    );
    expect(stray.name).toBe('Weapon, +1, +2, or +3');
    // A base it cannot be made from is left out as the rules leave it out.
    const unfit = concreteOf(
      lookup('magic-weapon')!,
      { variant: 'plus-1', base: 'chain-mail' },
      lookup,
    );
    expect(unfit.base).toBeUndefined();
    expect(unfit.name).toBe('Weapon, +1, +2, or +3 (+1)');
    expect(stray.variant).toBeUndefined();
    expect(stray.base).toBeUndefined();
  });

  it("gives an item's charges and spells", () => {
    const wand = concreteOf(lookup('wand-of-magic-missiles')!, {}, lookup);
    expect(wand.charges).toMatchObject({ max: 7, recharge: 'dawn', regain: '1d6+1' });
    expect(wand.spells.map((spell) => spell.spell)).toEqual(['magic-missile']);
  });
});

describe('item breakdown sources', () => {
  it('names the concrete item, the plain item, or the id when the device lacks it', () => {
    expect(itemSourceTitle('magic-weapon/plus-1/longsword', lookup)).toBe('+1 Longsword');
    expect(itemSourceTitle('belt-of-giant-strength/hill/-', lookup)).toBe(
      'Belt of Giant Strength (Hill)',
    );
    expect(itemSourceTitle('chain-mail', lookup)).toBe('Chain Mail');
    expect(itemSourceTitle('item:magic-weapon/plus-3/longsword', lookup)).toBe('+3 Longsword');
    expect(itemSourceTitle('lost-relic/-/-', lookup)).toBe('lost-relic');
  });
});
