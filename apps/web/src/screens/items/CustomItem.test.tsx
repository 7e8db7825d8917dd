import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { InventoryItem } from '@hearth/contract';

import { apiError } from '../../test/mockFetch.ts';
import { listShown, openItems, POUCH, toasts, UUID, withItemsCatalogue } from './itemsTestKit.ts';

withItemsCatalogue();

async function openCustomItem(routes: Parameters<typeof openItems>[1] = {}) {
  const user = userEvent.setup();
  const view = openItems('/items/inv-pack/row-pouch', routes);
  await listShown();
  await user.click(screen.getByRole('button', { name: 'Custom item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Custom item' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return { ...view, user, dialog, field };
}

describe('custom item', () => {
  it('answers a blank name with the Error alert and sends nothing', async () => {
    const { api, user, dialog, field } = await openCustomItem();
    await user.type(field('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const alert = screen.getByRole('dialog', { name: 'Error' });
    expect(within(alert).getByRole('alert').textContent).toBe('Please enter item name');
    expect(api.callsTo('POST /api/inventory/add-custom-item')).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    // What was typed is still there to fix.
    expect(screen.getByRole('dialog', { name: 'Custom item' })).toBeDefined();
  });

  it('sends weight and cost as floats, with where it goes, and says it was created', async () => {
    const { api, user, dialog, field } = await openCustomItem({
      'POST /api/inventory/add-custom-item': (call) => {
        const body = call.body as { name: string; quantity: number };
        const saved: InventoryItem = {
          ...POUCH,
          id: 'row-custom',
          item_id: null,
          custom: true,
          quantity: body.quantity,
          container_id: 'row-pouch',
          item_data: { name: body.name },
        };
        return { status: 201, body: saved };
      },
    });
    await user.type(field('Name'), '  Lucky coin ');
    await user.clear(field('Weight (lb)'));
    await user.type(field('Weight (lb)'), '0,25');
    await user.clear(field('Cost (gp)'));
    await user.type(field('Cost (gp)'), '1.5');
    await user.type(field('Description'), 'Warm to the touch.');
    await user.click(within(dialog).getByRole('switch', { name: 'Countable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(toasts()).toContain('success: Custom item "Lucky coin" created successfully.'),
    );
    const [call] = api.callsTo('POST /api/inventory/add-custom-item');
    expect(call?.body).toEqual({
      name: 'Lucky coin',
      weight: 0.25,
      value: 1.5,
      description: 'Warm to the touch.',
      countable: true,
      attunement: false,
      quantity: 2,
      inventory_id: 'inv-pack',
      container_id: 'row-pouch',
    });
    // A fresh UUID per request: a resent one is applied once.
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
    expect(screen.queryByRole('dialog', { name: 'Custom item' })).toBeNull();
  });

  it('rolls a trinket from the SRD table into the name, and sends it as the item', async () => {
    const { api, user, dialog, field } = await openCustomItem({
      'GET /api/gen/trinket': { body: { trinket: 'A mummified goblin hand' } },
      'POST /api/inventory/add-custom-item': (call) => ({
        status: 201,
        body: { ...POUCH, id: 'row-trinket', item_id: null, custom: true, item_data: call.body },
      }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Roll a trinket' }));
    await waitFor(
      () => expect((field('Name') as HTMLInputElement).value).toBe('A mummified goblin hand'),
      { timeout: 3000 },
    );
    expect(api.callsTo('GET /api/gen/trinket')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(
      () => expect(api.callsTo('POST /api/inventory/add-custom-item')).toHaveLength(1),
      { timeout: 3000 },
    );
    expect(api.callsTo('POST /api/inventory/add-custom-item')[0]?.body).toMatchObject({
      name: 'A mummified goblin hand',
    });
  });

  it('keeps quantity at 0 or more and says when creating failed', async () => {
    const { api, user, dialog, field } = await openCustomItem({
      'POST /api/inventory/add-custom-item': apiError(500, 'INTERNAL', 'Boom'),
    });
    await user.type(field('Name'), 'Rope of knots');
    const decrease = within(dialog).getByRole('button', { name: 'Decrease' });
    await user.click(decrease);
    expect((field('Quantity') as HTMLInputElement).value).toBe('0');
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(toasts()).toContain('error: Failed to create custom item'));
    expect(
      (api.callsTo('POST /api/inventory/add-custom-item')[0]?.body as { quantity: number })
        .quantity,
    ).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Custom item' })).toBeDefined();
  });
});
