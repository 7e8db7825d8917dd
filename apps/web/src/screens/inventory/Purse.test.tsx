import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { onlineStatus } from '../../data/network/useOnline.ts';
import { startOutbox } from '../../data/outbox/outbox.ts';
import { makeInventory } from '../../test/characterFixture.ts';
import {
  DEBOUNCE_WAIT,
  makeItem,
  openInventory,
  withInventoryCatalogue,
} from './inventoryTestKit.ts';

withInventoryCatalogue();

const coins = (id: string, item_id: string, quantity: number, container_id: string | null = null) =>
  makeItem({ id, item_id, quantity, container_id });
const pack = makeItem({ id: 'pack', item_id: 'backpack', opened: true });
const purse = () => screen.getByRole('region', { name: 'Purse of Equipment' });

describe('the purse', () => {
  it("shows an inventory's loose coins by kind, with their worth and weight", async () => {
    openInventory([
      makeInventory('42', [
        coins('gold-a', 'gold-piece', 100),
        coins('gold-b', 'gold-piece', 5),
        coins('silver', 'silver-piece', 3),
        coins('copper', 'copper-piece', 7),
        pack,
        // Coins in a pouch or pack stay with it.
        coins('stash', 'platinum-piece', 2, 'pack'),
      ]),
    ]);
    await screen.findByTestId('purse-gp');
    const cells = ['cp', 'sp', 'ep', 'gp', 'pp'].map(
      (coin) => `${coin}:${screen.getByTestId(`purse-${coin}`).textContent}`,
    );
    expect(cells).toEqual(['cp:7', 'sp:3', 'ep:0', 'gp:105', 'pp:0']);
    // 105.37 gp; 115 coins at 50 to the pound weigh 2.3 lb.
    expect(screen.getByTestId('purse-total').textContent).toBe('105.37 gp in all · 2.3 lb');
    // The loose coins are not listed again as items; the pack's platinum is, inside the pack.
    expect(screen.queryByTestId('item-gold-a')).toBeNull();
    expect(screen.queryByTestId('item-silver')).toBeNull();
    const contents = within(await screen.findByTestId('item-pack')).getByRole('list', {
      name: 'Contents of Backpack',
    });
    expect(within(contents).getByTestId('item-stash').textContent).toContain('Platinum Piece');
    // The coins still weigh on the character: 2.3 + 5 (backpack) + 0.04 (platinum).
    expect(screen.getByTestId('carried-weight').textContent).toBe('7.34 lb');
  });

  it('recounts the coins: fewer from the newest stacks, more as a new stack', async () => {
    const { api } = openInventory([
      makeInventory('42', [
        coins('gold-a', 'gold-piece', 100),
        coins('gold-b', 'gold-piece', 5),
        coins('silver', 'silver-piece', 3),
      ]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Count coins' }));
    const drawer = await screen.findByRole('dialog', { name: 'Purse: Equipment' });
    const field = (label: string) => within(drawer).getByLabelText(label);
    fireEvent.change(field('Gold pieces (gp)'), { target: { value: '90' } });
    fireEvent.change(field('Copper pieces (cp)'), { target: { value: '25' } });
    expect(within(drawer).getByTestId('purse-new-total').textContent).toContain(
      '90.55 gp in all · 2.36 lb',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Purse saved.')).toBeTruthy();
    // The new counts travel as changes from the counts shown (issue 19), 400 ms later.
    await waitFor(
      () => expect(api.callsTo('PUT /api/inventory/item/gold-a')).toHaveLength(1),
      DEBOUNCE_WAIT,
    );
    expect(api.callsTo('PUT /api/inventory/item/gold-b')[0]?.body).toEqual({
      quantity: 0,
      base: { quantity: 5 },
    });
    expect(api.callsTo('PUT /api/inventory/item/gold-a')[0]?.body).toEqual({
      quantity: 90,
      base: { quantity: 100 },
    });
    expect(api.callsTo('PUT /api/inventory/item/silver')).toEqual([]);
    expect(api.callsTo('POST /api/inventory/inv-42/items')[0]?.body).toEqual({
      inventoryId: 'inv-42',
      itemId: 'copper-piece',
      quantity: 25,
    });
    await waitFor(() => expect(screen.getByTestId('purse-gp').textContent).toBe('90'));
    expect(screen.getByTestId('purse-cp').textContent).toBe('25');
    expect(api.callsTo('POST /api/inventory/inv-42/items')).toHaveLength(1);
  });

  it('offline: recounts the coins it has, kept on the device; a new kind of coin needs the connection', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await onlineStatus.check();
    // The runner as the app starts it: it follows the connection.
    const stopOutbox = startOutbox(onlineStatus);
    let restored = false;
    try {
      const { api } = openInventory([makeInventory('42', [coins('gold-a', 'gold-piece', 100)])]);
      fireEvent.click(await screen.findByRole('button', { name: 'Count coins' }));
      const drawer = await screen.findByRole('dialog', { name: 'Purse: Equipment' });
      const field = (label: string) => within(drawer).getByLabelText(label);
      const save = within(drawer).getByRole('button', { name: 'Save' });
      fireEvent.change(field('Copper pieces (cp)'), { target: { value: '4' } });
      expect(save.hasAttribute('disabled')).toBe(true);
      expect(within(drawer).getByText(/needs a connection/)).toBeTruthy();
      fireEvent.change(field('Copper pieces (cp)'), { target: { value: '0' } });
      fireEvent.change(field('Gold pieces (gp)'), { target: { value: '70' } });
      expect(save.hasAttribute('disabled')).toBe(false);
      fireEvent.click(save);
      await waitFor(() => expect(screen.getByTestId('purse-gp').textContent).toBe('70'));
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

      offline.mockRestore();
      restored = true;
      await onlineStatus.check();
      await waitFor(
        () => expect(api.callsTo('PUT /api/inventory/item/gold-a')).toHaveLength(1),
        DEBOUNCE_WAIT,
      );
      expect(api.callsTo('PUT /api/inventory/item/gold-a')[0]!.body).toEqual({
        quantity: 70,
        base: { quantity: 100 },
      });
    } finally {
      stopOutbox();
      if (!restored) offline.mockRestore();
      await onlineStatus.check();
    }
  });

  it('is on the body even when empty, and elsewhere only with coins in it', async () => {
    openInventory([
      makeInventory('42', []),
      { ...makeInventory('42', [pack]), id: 'inv-bag', name: 'Bag', type: 'backpack' },
    ]);
    expect(await screen.findByRole('region', { name: 'Purse of Equipment' })).toBeTruthy();
    expect(purse().textContent).toContain('0 gp in all · 0 lb');
    expect(screen.queryByRole('region', { name: 'Purse of Bag' })).toBeNull();
  });
});
