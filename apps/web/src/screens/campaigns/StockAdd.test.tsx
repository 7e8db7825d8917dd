import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Inventory } from '@hearth/contract';

import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { MAGIC_WEAPON } from '../items/magicItemFixtures.ts';
import { makeCampaign, openCampaigns } from './campaignsTestKit.ts';

const STOCK: Inventory = {
  id: 'stock-1',
  character_id: null,
  campaign_id: 'c1',
  name: 'Stock',
  type: 'campaign',
  capacity: null,
  opened: true,
  items: [],
  updated_at: '2026-11-20T10:00:00.000Z',
};

beforeAll(async () => {
  await putCatalogue({ items: ['longsword', 'dagger', 'rope'] });
  await (await getCharacterDB()).table('items').bulkPut([MAGIC_WEAPON]);
});
afterAll(() => clearCatalogue(['items']));

const ADD = 'POST /api/campaigns/c1/inventory/add-item';

describe("the campaign stock's add drawer", () => {
  it('asks which +N and which weapon a magic weapon is, and sends both', async () => {
    const user = userEvent.setup();
    const { api } = openCampaigns('/campaign/c1/inventory', {
      'GET /api/campaigns/c1': { body: makeCampaign() },
      'GET /api/campaigns/c1/inventories': { body: [STOCK] },
      [ADD]: { status: 201, body: { ...STOCK.items[0] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add an item' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add an item to the stock' });
    await user.type(within(drawer).getByRole('searchbox'), 'weapon');
    await user.click(await within(drawer).findByRole('button', { name: 'Weapon, +1, +2, or +3' }));

    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(within(drawer).getByText('Choose which kind of this item')).toBeDefined();
    expect(api.callsTo(ADD)).toHaveLength(0);

    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Which one' }), 'plus-2');
    await user.selectOptions(
      within(drawer).getByRole('combobox', { name: 'Made from which weapon' }),
      'longsword',
    );
    expect(within(drawer).getByTestId('add-item-name').textContent).toBe('You add: +2 Longsword');
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect(api.callsTo(ADD)[0]?.body).toEqual({
      itemId: 'magic-weapon',
      quantity: 1,
      variant: 'plus-2',
      base: 'longsword',
    });
  });

  it('adds an ordinary item without asking anything more', async () => {
    const user = userEvent.setup();
    const { api } = openCampaigns('/campaign/c1/inventory', {
      'GET /api/campaigns/c1': { body: makeCampaign() },
      'GET /api/campaigns/c1/inventories': { body: [STOCK] },
      [ADD]: { status: 201, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Add an item' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add an item to the stock' });
    await user.type(within(drawer).getByRole('searchbox'), 'rope');
    await user.click(await within(drawer).findByRole('button', { name: /^Rope/ }));
    expect(within(drawer).queryByRole('combobox')).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect(api.callsTo(ADD)[0]?.body).toEqual({ itemId: 'rope', quantity: 1 });
  });
});
