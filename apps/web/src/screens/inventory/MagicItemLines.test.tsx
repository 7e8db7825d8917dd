import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeInventory } from '../../test/characterFixture.ts';
import { MAGIC_FIXTURES } from '../items/magicItemFixtures.ts';
import {
  DEBOUNCE_WAIT,
  makeItem,
  openInventory,
  withInventoryCatalogue,
} from './inventoryTestKit.ts';

withInventoryCatalogue();
beforeAll(async () => {
  await (await getCharacterDB()).table('items').bulkPut(MAGIC_FIXTURES);
  await putCatalogue({ spells: ['magic-missile'] });
});
afterAll(() => clearCatalogue(['spells']));

const plusOneSword = makeItem({
  id: 'sword',
  item_id: 'magic-weapon',
  item_data: { variant: 'plus-1', base: 'longsword' },
});
const belt = makeItem({
  id: 'belt',
  item_id: 'belt-of-giant-strength',
  item_data: { variant: 'hill' },
});
const wand = makeItem({ id: 'wand', item_id: 'wand-of-magic-missiles' });

const line = (id: string) => screen.getByTestId(`item-${id}`);

describe('/inventory: magic items as their lines made them', () => {
  it('names each line by its variant and base, with rarity, equip and attune', async () => {
    openInventory([makeInventory('42', [plusOneSword, belt, wand])]);
    await screen.findByRole('button', { name: 'Details of +1 Longsword' });
    // A weapon made from a longsword: Equip like any weapon, no attunement.
    expect(line('sword').textContent).toContain('Uncommon');
    expect(within(line('sword')).getByRole('button', { name: 'Equip' })).toBeDefined();
    expect(within(line('sword')).queryByRole('button', { name: 'Attune' })).toBeNull();

    expect(
      within(line('belt')).getByRole('button', {
        name: 'Details of Belt of Giant Strength (Hill)',
      }),
    ).toBeDefined();
    expect(line('belt').textContent).toContain('Rare');
    expect(within(line('belt')).queryByRole('button', { name: 'Equip' })).toBeNull();
    expect(within(line('belt')).getByRole('button', { name: 'Attune' })).toBeDefined();

    expect(line('wand').textContent).toContain('Uncommon');
    expect(within(line('wand')).queryByRole('button', { name: 'Attune' })).toBeNull();
  });

  it('keeps a renamed line’s own name', async () => {
    openInventory([
      makeInventory('42', [{ ...belt, item_data: { variant: 'hill', name: 'Grandpa’s belt' } }]),
    ]);
    expect(await screen.findByRole('button', { name: 'Details of Grandpa’s belt' })).toBeDefined();
  });

  it('attunes a line whose variant needs it and sends the change', async () => {
    const { api } = openInventory([makeInventory('42', [belt])]);
    await screen.findByRole('button', { name: 'Details of Belt of Giant Strength (Hill)' });
    fireEvent.click(within(line('belt')).getByRole('button', { name: 'Attune' }));
    await waitFor(
      () =>
        expect(api.callsTo('PUT /api/inventory/item/belt')[0]?.body).toMatchObject({
          attuned: true,
        }),
      DEBOUNCE_WAIT,
    );
  });

  it('details say the variant, the base, the charges and the spells', async () => {
    openInventory([makeInventory('42', [plusOneSword, wand])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of +1 Longsword' }));
    const sword = await screen.findByRole('dialog', { name: '+1 Longsword' });
    const facts = (within(sword).getAllByRole('term') as HTMLElement[]).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['Kind', '+1'],
        ['Made from', 'Longsword'],
        ['Rarity', 'Uncommon'],
        // The base's numbers.
        ['Damage', '1d8 Slashing'],
      ]),
    );
    fireEvent.click(within(sword).getByRole('button', { name: 'Close' }));

    fireEvent.click(
      await screen.findByRole('button', { name: 'Details of Wand of Magic Missiles' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Wand of Magic Missiles' });
    const magic = within(details).getByTestId('item-magic');
    expect(magic.textContent).toContain('Charges: 7 · regains 1d6+1 daily at dawn');
    expect(within(magic).getByRole('listitem').textContent).toBe(
      'Magic Missile · 1 charge, slot level 1, +1 charge a level higher, up to level 3',
    );
  });

  it('breaks the attack down with the +1 bonus named after the sword', async () => {
    const plain = makeItem({ id: 'plain', item_id: 'longsword', equipped: true });
    openInventory([makeInventory('42', [{ ...plusOneSword, equipped: true }, plain])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of +1 Longsword' }));
    const sword = await screen.findByRole('dialog', { name: '+1 Longsword' });
    const breakdown = within(sword).getByTestId('attack-breakdown');
    fireEvent.click(within(breakdown).getByText('How the attack adds up'));
    const terms = within(breakdown)
      .getAllByRole('listitem')
      .map((term) => term.textContent);
    expect(terms).toContain('Bonus · +1 Longsword+1');
    // Damage too: one list for the hit, one for the damage, each with the sword's +1.
    expect(terms.filter((term) => term === 'Bonus · +1 Longsword+1')).toHaveLength(2);
    fireEvent.click(within(sword).getByRole('button', { name: 'Close' }));

    // The plain longsword gets nothing from it.
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Longsword' }));
    const other = await screen.findByRole('dialog', { name: 'Longsword' });
    expect(within(other).getByTestId('attack-breakdown').textContent).not.toContain('+1 Longsword');
  });

  it("names the belt in the sheet's Strength breakdown once attuned", async () => {
    openInventory([makeInventory('42', [{ ...belt, attuned: true }])], { path: '/character' });
    const strength = await screen.findByTestId('ability-str');
    await waitFor(() => expect(strength.textContent).toContain('21'));
    fireEvent.click(strength);
    const drawer = await screen.findByRole('dialog', { name: 'Strength' });
    expect(drawer.textContent).toContain('Belt of Giant Strength (Hill)');
  });
});
