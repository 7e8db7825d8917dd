import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { wholeList } from '../../components/search/searchTestKit.ts';
import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { listShown, openItems, savedStack, toasts, withItemsCatalogue } from './itemsTestKit.ts';
import { MAGIC_FIXTURES } from './magicItemFixtures.ts';

withItemsCatalogue();
beforeAll(async () => {
  await (await getCharacterDB()).table('items').bulkPut(MAGIC_FIXTURES);
  await putCatalogue({ spells: ['magic-missile'] });
});
afterAll(() => clearCatalogue(['spells']));

const ADD_ROUTE = 'POST /api/inventory/inv-pack/items';

/** Opens an item's details from a search for its title. */
async function openDetails(title: string) {
  const user = userEvent.setup();
  await listShown();
  await wholeList();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), {
    target: { value: title },
  });
  await user.click(await screen.findByRole('button', { name: title }));
  return { user, details: await screen.findByTestId('item-details') };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('/items magic items with a choice', () => {
  it('keeps one row per entry and tells what it stands for', async () => {
    openItems('/items/inv-pack');
    const { details } = await openDetails('Weapon, +1, +2, or +3');
    expect(details.textContent).toContain('+1 (Uncommon), +2 (Rare), +3 (Very rare)');
    expect(details.textContent).toMatch(/Made fromany of \d+ weapons/);
    expect(details.textContent).toContain('CostNo listed price');
    expect(details.textContent).toContain('Weightas its base');
    // Only the one row: the variants are chosen when adding, not listed.
    expect(screen.getAllByRole('button', { name: /^Weapon, \+1/ })).toHaveLength(1);
  });

  it('asks for the variant and the base weapon, names the result and sends both', async () => {
    const { api } = openItems('/items/inv-pack', {
      [ADD_ROUTE]: (call) => ({ status: 201, body: savedStack(call) }),
    });
    const { user, details } = await openDetails('Weapon, +1, +2, or +3');
    await user.click(within(details).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Weapon, +1, +2, or +3' });
    const variant = within(dialog).getByRole('combobox', { name: 'Which one' });
    const base = within(dialog).getByRole('combobox', { name: 'Made from which weapon' });
    expect(optionTexts(variant)).toEqual([
      'Choose…',
      '+1 · Uncommon',
      '+2 · Rare',
      '+3 · Very rare',
    ]);
    // Weapons only, and no magic item as a base.
    expect(optionTexts(base)).toContain('Longsword');
    expect(optionTexts(base)).toContain('Longbow');
    expect(optionTexts(base)).not.toContain('Chain Mail');
    expect(optionTexts(base)).not.toContain('Weapon, +1, +2, or +3');

    // Nothing is sent before both are chosen.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Choose which kind of this item')).toBeDefined();
    expect(within(dialog).getByText('Choose what it is made from')).toBeDefined();
    expect(api.callsTo(ADD_ROUTE)).toHaveLength(0);

    await user.selectOptions(variant, '+1 · Uncommon');
    await user.selectOptions(base, 'Longsword');
    expect(within(dialog).getByTestId('add-item-name').textContent).toBe('You add: +1 Longsword');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toasts()).toContain('success: +1 Longsword added'));
    expect(api.callsTo(ADD_ROUTE)[0]?.body).toEqual({
      inventoryId: 'inv-pack',
      itemId: 'magic-weapon',
      quantity: 1,
      containerId: null,
      variant: 'plus-1',
      base: 'longsword',
    });
  });

  it('offers only the bases its filter allows: a magic shield is made from a Shield', async () => {
    openItems('/items/inv-pack');
    const { user, details } = await openDetails('Shield, +1, +2, or +3');
    expect(details.textContent).toContain('Made fromShield');
    await user.click(within(details).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Shield, +1, +2, or +3' });
    const base = within(dialog).getByRole('combobox', { name: 'Made from which armor' });
    expect(optionTexts(base)).toEqual(['Choose…', 'Shield']);
  });

  it('asks a belt only for its giant and sends no base', async () => {
    const { api } = openItems('/items/inv-pack', {
      [ADD_ROUTE]: (call) => ({ status: 201, body: savedStack(call) }),
    });
    const { user, details } = await openDetails('Belt of Giant Strength');
    await user.click(within(details).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Belt of Giant Strength' });
    expect(within(dialog).queryByRole('combobox', { name: /Made from/ })).toBeNull();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Which one' }),
      'Hill · Rare',
    );
    expect(within(dialog).getByTestId('add-item-name').textContent).toBe(
      'You add: Belt of Giant Strength (Hill)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toasts()).toContain('success: Belt of Giant Strength (Hill) added'));
    expect(api.callsTo(ADD_ROUTE)[0]?.body).toMatchObject({
      itemId: 'belt-of-giant-strength',
      variant: 'hill',
    });
    expect(api.callsTo(ADD_ROUTE)[0]?.body).not.toHaveProperty('base');
  });

  it('adds a plain Potion of Healing without asking for a grade', async () => {
    const { api } = openItems('/items/inv-pack', {
      [ADD_ROUTE]: (call) => ({ status: 201, body: savedStack(call) }),
    });
    const { user, details } = await openDetails('Potion of Healing');
    await user.click(within(details).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Potion of Healing' });
    const grade = within(dialog).getByRole('combobox', { name: 'Which one' });
    expect(optionTexts(grade)).toEqual([
      'Potion of Healing itself · Common',
      'Greater · Uncommon',
      'Superior · Rare',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo(ADD_ROUTE)).toHaveLength(1));
    expect(api.callsTo(ADD_ROUTE)[0]?.body).toMatchObject({ itemId: 'potion-of-healing' });
    expect(api.callsTo(ADD_ROUTE)[0]?.body).not.toHaveProperty('variant');
  });

  it('adds a stronger grade of Potion of Healing when one is chosen', async () => {
    const { api } = openItems('/items/inv-pack', {
      [ADD_ROUTE]: (call) => ({ status: 201, body: savedStack(call) }),
    });
    const { user, details } = await openDetails('Potion of Healing');
    await user.click(within(details).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Potion of Healing' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Which one' }),
      'Greater · Uncommon',
    );
    expect(within(dialog).getByTestId('add-item-name').textContent).toBe(
      'You add: Potion of Healing (Greater)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo(ADD_ROUTE)).toHaveLength(1));
    expect(api.callsTo(ADD_ROUTE)[0]?.body).toMatchObject({
      itemId: 'potion-of-healing',
      variant: 'greater',
    });
  });

  it("shows a wand's charges and the spell it casts", async () => {
    openItems('/items/inv-pack');
    const { details } = await openDetails('Wand of Magic Missiles');
    const magic = within(details).getByTestId('item-magic');
    expect(magic.textContent).toContain('Charges: 7 · regains 1d6+1 daily at dawn');
    expect(magic.textContent).toContain('on a 1 the wand crumbles');
    expect(within(magic).getByRole('listitem').textContent).toBe(
      'Magic Missile · 1 charge, slot level 1, +1 charge a level higher, up to level 3',
    );
  });
});
