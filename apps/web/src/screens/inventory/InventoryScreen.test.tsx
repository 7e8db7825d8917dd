import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { onlineStatus } from '../../data/network/useOnline.ts';
import { startOutbox } from '../../data/outbox/outbox.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import { apiError } from '../../test/mockFetch.ts';
import {
  DEBOUNCE_WAIT,
  makeItem,
  makeSaddlebags,
  openInventory,
  withInventoryCatalogue,
} from './inventoryTestKit.ts';

withInventoryCatalogue();

const sword = makeItem({ id: 'sword', item_id: 'longsword' });
const pack = makeItem({ id: 'pack', item_id: 'backpack', opened: true });
const arrows = makeItem({ id: 'arrows', item_id: 'arrows', quantity: 10, container_id: 'pack' });

const row = (id: string) => screen.findByTestId(`item-${id}`);

describe('/inventory/{id}', () => {
  it('lists the body first with containers holding their contents, weights and coin values', async () => {
    openInventory([
      makeSaddlebags([makeItem({ id: 'mail', item_id: 'chain-mail', inventory_id: 'inv-mount' })]),
      makeInventory('42', [sword, pack, arrows]),
    ]);
    const body = await screen.findByTestId('inventory-inv-42');
    const cards = screen.getAllByTestId(/^inventory-inv-/);
    expect(cards.map((card) => card.dataset.testid)).toEqual([
      'inventory-inv-42',
      'inventory-inv-mount',
    ]);
    expect(body.getAttribute('aria-current')).toBe('true');
    // 3 + 5 + 10 arrows at 1 lb per 20.
    expect(within(body).getByTestId('inventory-weight-inv-42').textContent).toBe('8.5 lb');
    expect(screen.getByTestId('inventory-weight-inv-mount').textContent).toBe('55 / 100 lb');

    expect((await row('sword')).textContent).toContain('Longsword3 lb · 15 gp');
    const contents = within(await row('pack')).getByRole('list', { name: 'Contents of Backpack' });
    const nested = within(contents).getByTestId('item-arrows');
    // Ten of a 1 gp bundle of 20: 5 sp.
    expect(nested.textContent).toContain('Arrows0.5 lb · 5 sp');
    expect((await row('pack')).textContent).toContain('0.5 / 30 lb inside');
    expect((await row('pack')).textContent).not.toContain('Holds more than');
    // The carried weight counts the body, not the mount.
    expect(screen.getByTestId('carried-weight').textContent).toBe('8.5 lb');
  });

  it('warns when a container holds more than its capacity', async () => {
    const mail = makeItem({ id: 'mail', item_id: 'chain-mail', container_id: 'pack' });
    openInventory([makeInventory('42', [pack, mail])]);
    const line = await row('pack');
    expect(line.textContent).toContain('55 / 30 lb inside');
    expect(line.textContent).toContain('Holds more than its 30 lb');
  });

  it('closes a container with a PUT open:false and hides its contents', async () => {
    const { api } = openInventory([makeInventory('42', [pack, arrows])]);
    fireEvent.click(
      within(await row('pack')).getByRole('button', { name: 'Hide what is in Backpack' }),
    );
    await waitFor(() => expect(screen.queryByTestId('item-arrows')).toBeNull());
    await waitFor(
      () => expect(api.callsTo('PUT /api/inventory/item/pack')).toHaveLength(1),
      DEBOUNCE_WAIT,
    );
    expect(api.callsTo('PUT /api/inventory/item/pack')[0]?.body).toEqual({ open: false });
  });

  it('equips a weapon with PUT equipped:true; equip is offered only for weapons and armor', async () => {
    const { api } = openInventory([makeInventory('42', [sword, pack])]);
    expect(within(await row('pack')).queryByRole('button', { name: 'Equip' })).toBeNull();
    fireEvent.click(within(await row('sword')).getByRole('button', { name: 'Equip' }));
    expect(
      within(await row('sword'))
        .getByRole('button', { name: 'Equipped' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(
      () => expect(api.callsTo('PUT /api/inventory/item/sword')).toHaveLength(1),
      DEBOUNCE_WAIT,
    );
    expect(api.callsTo('PUT /api/inventory/item/sword')[0]?.body).toEqual({ equipped: true });
  });

  it('refuses a fourth attuned item with the rules message and sends nothing', async () => {
    const daggers = [1, 2, 3, 4].map((n) =>
      makeItem({ id: `moon-${n}`, item_id: 'attuned-dagger', attuned: n < 4 }),
    );
    const { api } = openInventory([makeInventory('42', daggers)]);
    expect(within(await row('moon-1')).getByRole('button', { name: 'Attuned' })).toBeTruthy();
    fireEvent.click(within(await row('moon-4')).getByRole('button', { name: 'Attune' }));
    expect(await screen.findByText('At most 3 items can be attuned')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(
      within(await row('moon-4'))
        .getByRole('button', { name: 'Attune' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('attunes a custom item that says it needs attuning, and only that one', async () => {
    const custom = (id: string, attunement: boolean) =>
      makeItem({
        id,
        item_id: null,
        custom: true,
        item_data: { name: id === 'ring' ? 'Signet of Vows' : 'Lucky Coin', weight: 0, attunement },
      });
    const { api } = openInventory([
      makeInventory('42', [custom('ring', true), custom('coin', false)]),
    ]);
    expect(within(await row('coin')).queryByRole('button', { name: 'Attune' })).toBeNull();
    fireEvent.click(within(await row('ring')).getByRole('button', { name: 'Attune' }));
    await waitFor(
      () => expect(api.callsTo('PUT /api/inventory/item/ring')).toHaveLength(1),
      DEBOUNCE_WAIT,
    );
    expect(api.callsTo('PUT /api/inventory/item/ring')[0]?.body).toEqual({ attuned: true });
  });

  it('debounces the quantity stepper: one PUT with the final value after several taps', async () => {
    const { api } = openInventory([makeInventory('42', [pack, arrows])]);
    const line = await row('arrows');
    const more = within(line).getByRole('button', { name: 'One more Arrows' });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(within(line).getByRole('button', { name: 'One fewer Arrows' }));
    await waitFor(() => expect(screen.getByTestId('quantity-arrows').textContent).toBe('12'));
    expect(api.callsTo('PUT /api/inventory/item/arrows')).toHaveLength(0);
    await waitFor(
      () => expect(api.callsTo('PUT /api/inventory/item/arrows')).toHaveLength(1),
      DEBOUNCE_WAIT,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The count as a change from what the line showed before the first tap (issue 19).
    expect(api.callsTo('PUT /api/inventory/item/arrows').map((call) => call.body)).toEqual([
      { quantity: 12, base: { quantity: 10 } },
    ]);
  });

  it('warns when the load exceeds the carry capacity: speed 5 ft', async () => {
    openInventory([
      makeInventory('42', [makeItem({ id: 'mail', item_id: 'chain-mail', quantity: 5 })]),
    ]);
    // STR 17 medium: carries 255 lb, drags 510 lb; five chain mails weigh 275 lb.
    expect(
      await screen.findByText(
        'Overweight: you carry more than 255 lb, so your speed drops to 5 ft.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('carry-speed').textContent).toBe('Speed 5 ft');
    expect(screen.getByText(/Push, drag or lift 510 lb/)).toBeTruthy();
  });

  it('says the character cannot move above the drag limit', async () => {
    openInventory(
      [makeInventory('42', [makeItem({ id: 'mail', item_id: 'chain-mail', quantity: 10 })])],
      { character: makeCharacter() },
    );
    expect(
      await screen.findByText('Too heavy to move: you carry more than 510 lb, so your speed is 0.'),
    ).toBeTruthy();
    expect(screen.getByTestId('carry-speed').textContent).toBe('Speed 0 ft');
  });

  it('offline: line changes are shown, kept on the device and sent when the connection returns', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await onlineStatus.check();
    // The runner as the app starts it: it follows the connection.
    const stopOutbox = startOutbox(onlineStatus);
    let restored = false;
    try {
      const { api } = openInventory([makeInventory('42', [sword, arrows, pack])]);
      const line = await row('sword');
      expect(screen.getByText(/You are offline/)).toBeTruthy();
      // Adding inventories stays an online operation.
      expect(screen.getByRole('button', { name: 'New inventory' }).hasAttribute('disabled')).toBe(
        true,
      );
      fireEvent.click(within(line).getByRole('button', { name: 'Equip' }));
      fireEvent.click(
        within(await row('arrows')).getByRole('button', { name: 'One fewer Arrows' }),
      );
      await waitFor(() => expect(screen.getByTestId('quantity-arrows').textContent).toBe('9'));
      expect(within(line).getByRole('button', { name: 'Equipped' })).toBeTruthy();
      // Kept under the spec's pending_ prefix, one key per line.
      await waitFor(() =>
        expect(
          Object.keys(window.localStorage).filter((key) => key.startsWith('pending_item_')),
        ).toHaveLength(2),
      );
      // Past the 400 ms: still nothing sent without the connection.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

      offline.mockRestore();
      restored = true;
      await onlineStatus.check();
      await waitFor(
        () => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2),
        DEBOUNCE_WAIT,
      );
      expect(api.callsTo('PUT /api/inventory/item/sword')[0]!.body).toEqual({ equipped: true });
      expect(api.callsTo('PUT /api/inventory/item/arrows')[0]!.body).toEqual({
        quantity: 9,
        base: { quantity: 10 },
      });
    } finally {
      stopOutbox();
      if (!restored) offline.mockRestore();
      await onlineStatus.check();
    }
  });

  it('error answer for a queued change toasts and reloads the inventories', async () => {
    const { api } = openInventory([makeInventory('42', [sword])], {
      routes: {
        'PUT /api/inventory/item/sword': apiError(404, 'NOT_FOUND', 'Item not found'),
      },
    });
    fireEvent.click(within(await row('sword')).getByRole('button', { name: 'Equip' }));
    expect(await screen.findByText('Not found', {}, DEBOUNCE_WAIT)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/inventory/42').length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('item-sword')).getByRole('button', { name: 'Equip' }),
      ).toBeTruthy(),
    );
  });
});
