import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Inventory } from '@hearth/contract';

import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { apiError } from '../../test/mockFetch.ts';
import {
  makeItem,
  makeSaddlebags,
  openInventory,
  withInventoryCatalogue,
} from './inventoryTestKit.ts';

withInventoryCatalogue();

const arrows = makeItem({ id: 'arrows', item_id: 'arrows', quantity: 9 });
const sword = makeItem({ id: 'sword', item_id: 'longsword', notes: '' });

async function openDetails(title: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `Details of ${title}` }));
  return screen.findByRole('dialog', { name: title });
}

describe('/inventory: item drawers', () => {
  it('splits a stack: halves by default, both parts shown, then sent as quantity/newQuantity', async () => {
    const { api } = openInventory([makeInventory('42', [arrows])], {
      routes: {
        'POST /api/inventory/arrows/split': (call: MockCall) => {
          const body = call.body as { quantity: number; newQuantity: number };
          return {
            body: {
              item: { ...arrows, quantity: body.quantity },
              created: { ...arrows, id: 'arrows-2', quantity: body.newQuantity },
            },
          };
        },
      },
    });
    const details = await openDetails('Arrows');
    expect(within(details).getByText(/Ammunition/)).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Split' }));
    const drawer = await screen.findByRole('dialog', { name: 'Split Arrows' });
    const slider = within(drawer).getByLabelText('New stack') as HTMLInputElement;
    expect([slider.min, slider.max, slider.value]).toEqual(['1', '8', '4']);
    expect(within(drawer).getByTestId('split-parts').textContent).toBe('5 stay · 4 in a new stack');
    fireEvent.change(slider, { target: { value: '3' } });
    expect(within(drawer).getByTestId('split-parts').textContent).toBe('6 stay · 3 in a new stack');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Split' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/inventory/arrows/split')[0]?.body).toEqual({
        quantity: 6,
        newQuantity: 3,
      }),
    );
    expect((await screen.findByTestId('quantity-arrows-2')).textContent).toBe('3');
    expect(screen.getByTestId('quantity-arrows').textContent).toBe('6');
  });

  it('shows what an item does in play: its attack with the character’s numbers, or what it needs', async () => {
    const acid = makeItem({ id: 'acid', item_id: 'acid', quantity: 2 });
    const mountAcid = makeItem({ id: 'acid-2', item_id: 'acid', inventory_id: 'inv-mount' });
    openInventory([
      makeInventory('42', [{ ...sword, equipped: true }, acid]),
      makeSaddlebags([mountAcid]),
    ]);
    // STR 17 (+3) and proficiency +2 with a longsword; DC 8 + 2 + DEX 2 for the acid.
    const swordDetails = await openDetails('Longsword');
    const swordPlay = within(swordDetails).getByRole('region', { name: 'In play' });
    expect(within(swordPlay).getByTestId('to-hit').textContent).toBe('+5');
    expect(within(swordPlay).getByTestId('damage').textContent).toContain('1d8 + 3');
    fireEvent.click(within(swordDetails).getByRole('button', { name: 'Close' }));

    const [carried] = await screen.findAllByRole('button', { name: 'Details of Acid' });
    fireEvent.click(carried!);
    const acidDetails = await screen.findByRole('dialog', { name: 'Acid' });
    const acidPlay = within(acidDetails).getByRole('region', { name: 'In play' });
    expect(acidPlay.textContent).toContain('Throw Acid');
    expect(acidPlay.textContent).toContain('12');
    expect(acidPlay.textContent).toContain('2d6');
    fireEvent.click(within(acidDetails).getByRole('button', { name: 'Close' }));

    const [, onMount] = screen.getAllByRole('button', { name: 'Details of Acid' });
    fireEvent.click(onMount!);
    const mounted = await screen.findByRole('dialog', { name: 'Acid' });
    expect(within(mounted).getByRole('region', { name: 'In play' }).textContent).toContain(
      'only while you carry it',
    );
  });

  it('says an unequipped weapon needs equipping, and shows nothing for plain gear', async () => {
    openInventory([makeInventory('42', [sword, arrows])]);
    const details = await openDetails('Longsword');
    expect(within(details).getByRole('region', { name: 'In play' }).textContent).toBe(
      'In playEquip it for its effects.',
    );
    fireEvent.click(within(details).getByRole('button', { name: 'Close' }));
    const gear = await openDetails('Arrows');
    expect(within(gear).queryByRole('region', { name: 'In play' })).toBeNull();
  });

  it('shows the Error alert "Failed to split item" when the split fails', async () => {
    openInventory([makeInventory('42', [arrows])], {
      routes: {
        'POST /api/inventory/arrows/split': apiError(422, 'VALIDATION', 'Stale quantity'),
      },
    });
    fireEvent.click(within(await openDetails('Arrows')).getByRole('button', { name: 'Split' }));
    const drawer = await screen.findByRole('dialog', { name: 'Split Arrows' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Split' }));
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(alert).getByText('Failed to split item')).toBeTruthy();
  });

  it('gives an item to another of the user’s characters, campaign sharing disabled', async () => {
    let answers = 0;
    const { api } = openInventory([makeInventory('42', [sword])], {
      routes: {
        'GET /api/campaigns/character-campaigns/42': { body: [] },
        'GET /api/characters/user/u1': {
          body: [makeCharacter(), makeCharacter({ id: '7', name: 'Podrick' })],
        },
        'GET /api/inventory/42': () => {
          answers += 1;
          return { body: [makeInventory('42', answers > 1 ? [] : [sword])] };
        },
        'POST /api/inventory/give': (call: MockCall) => ({
          body: {
            given: { ...sword, inventory_id: 'inv-7', ...(call.body as object) },
            left: null,
          },
        }),
      },
    });
    fireEvent.click(within(await openDetails('Longsword')).getByRole('button', { name: 'Share' }));
    const drawer = await screen.findByRole('dialog', { name: 'Share Longsword' });
    expect(within(drawer).queryByRole('button', { name: 'Give to Brienne' })).toBeNull();
    expect(
      within(drawer).getByRole('button', { name: 'Move to a campaign' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(await within(drawer).findByText(/not in a campaign, so/)).toBeTruthy();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Give to Podrick' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/inventory/give')[0]?.body).toEqual({
        itemId: 'sword',
        characterId: '7',
        // The giver: a give racing another one is refused once the item has moved.
        fromCharacterId: '42',
      }),
    );
    expect(await screen.findByText('Item Longsword moved successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('item-sword')).toBeNull());
  });

  it('moves an item to the stock of the character’s campaign', async () => {
    let answers = 0;
    const { api } = openInventory([makeInventory('42', [sword])], {
      routes: {
        'GET /api/campaigns/character-campaigns/42': {
          body: [{ id: 'c1', name: 'Lost Mine', active: true, role: 'member' }],
        },
        'GET /api/campaigns/c1': { body: { id: 'c1', name: 'Lost Mine', inventory: 'stock-1' } },
        'GET /api/inventory/42': () => {
          answers += 1;
          return { body: [makeInventory('42', answers > 1 ? [] : [sword])] };
        },
        'POST /api/inventory/give': {
          body: { given: { ...sword, inventory_id: 'stock-1' }, left: null },
        },
      },
    });
    fireEvent.click(within(await openDetails('Longsword')).getByRole('button', { name: 'Share' }));
    const drawer = await screen.findByRole('dialog', { name: 'Share Longsword' });
    fireEvent.click(
      await within(drawer).findByRole('button', { name: 'Move to the stock of Lost Mine' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST /api/inventory/give')[0]?.body).toEqual({
        itemId: 'sword',
        inventoryId: 'stock-1',
        fromCharacterId: '42',
      }),
    );
    expect(await screen.findByText('Item Longsword moved successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('item-sword')).toBeNull());
  });

  it('offers only the containers that take the item: a quiver for arrows, never a flask', async () => {
    const quiver = makeItem({ id: 'quiver', item_id: 'quiver', opened: true });
    const flask = makeItem({ id: 'flask', item_id: 'flask', opened: true });
    const pack = makeItem({ id: 'pack', item_id: 'backpack' });
    openInventory([makeInventory('42', [sword, arrows, quiver, flask, pack])]);
    const options = async (title: string) => {
      const details = await openDetails(title);
      const select = within(details).getByRole('combobox', { name: 'Put into a container' });
      const names = within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
      fireEvent.click(within(details).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
      return names;
    };
    expect(await options('Longsword')).toEqual(['Backpack']);
    expect(await options('Arrows')).toEqual(['Quiver', 'Backpack']);
    // The quiver takes more arrows from the items page; the flask, a vessel, takes nothing.
    const addInto = within(await screen.findByTestId('item-quiver')).getByRole('link', {
      name: 'Add into Quiver',
    });
    expect(addInto.getAttribute('href')).toBe('/items/inv-42/quiver');
    const flaskLine = await screen.findByTestId('item-flask');
    expect(within(flaskLine).queryByRole('link')).toBeNull();
    expect(within(flaskLine).queryByRole('button', { name: /what is in Flask/ })).toBeNull();
  });

  it('saves notes debounced and removes an item only on the confirming second tap', async () => {
    const { api } = openInventory([makeInventory('42', [sword])], {
      routes: { 'DELETE /api/inventory/item/sword': { body: { id: 'sword' } } },
    });
    const details = await openDetails('Longsword');
    fireEvent.change(within(details).getByLabelText('Notes'), { target: { value: 'Ice' } });
    fireEvent.change(within(details).getByLabelText('Notes'), { target: { value: 'Oathkeeper' } });
    await waitFor(() => expect(api.callsTo('PUT /api/inventory/item/sword')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(api.callsTo('PUT /api/inventory/item/sword')[0]?.body).toEqual({ notes: 'Oathkeeper' });

    fireEvent.click(within(details).getByRole('button', { name: 'Remove' }));
    expect(api.callsTo('DELETE /api/inventory/item/sword')).toHaveLength(0);
    fireEvent.click(within(details).getByRole('button', { name: 'Tap again to remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/inventory/item/sword')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('item-sword')).toBeNull());
  });

  it('creates an inventory: a blank name is refused, a valid one is sent trimmed', async () => {
    const created: Inventory = {
      ...makeInventory('42'),
      id: 'inv-chest',
      name: 'Chest',
      type: 'storage',
      capacity: 300,
    };
    const { api } = openInventory([makeInventory('42', [sword])], {
      routes: { 'POST /api/inventory/42': { status: 201, body: created } },
    });
    await screen.findByTestId('item-sword');
    fireEvent.click(screen.getByRole('button', { name: 'New inventory' }));
    const drawer = await screen.findByRole('dialog', { name: 'New inventory' });
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(within(drawer).getByText('Please enter a name')).toBeTruthy();
    expect(api.callsTo('POST /api/inventory/42')).toHaveLength(0);

    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: '  Chest ' } });
    fireEvent.change(within(drawer).getByLabelText('Type'), { target: { value: 'storage' } });
    fireEvent.change(within(drawer).getByLabelText('Capacity (lb)'), {
      target: { value: '300' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/inventory/42')[0]?.body).toEqual({
        name: 'Chest',
        type: 'storage',
        capacity: 300,
      }),
    );
    const card = await screen.findByTestId('inventory-inv-chest');
    expect(within(card).getByText('Storage')).toBeTruthy();
    expect(await screen.findByText('Inventory Chest created.')).toBeTruthy();
  });
});
