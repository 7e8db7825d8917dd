import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { InventoryItem } from '@hearth/contract';

import { makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { apiError } from '../../test/mockFetch.ts';
import { makeItem, openInventory, withInventoryCatalogue } from './inventoryTestKit.ts';

withInventoryCatalogue();

const lantern = makeItem({
  id: 'lantern',
  item_id: null,
  custom: true,
  quantity: 2,
  item_data: {
    name: 'Storm lantern',
    weight: 2,
    value: 5,
    description: 'Dented.',
    countable: false,
    attunement: false,
  },
});

/** The server's answer to an edit: the definition's fields replaced. */
const edited = (call: MockCall): { body: InventoryItem } => ({
  body: { ...lantern, item_data: { ...lantern.item_data, ...(call.body as object) } },
});

async function openEdit(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Details of Storm lantern' }));
  const details = await screen.findByRole('dialog', { name: 'Storm lantern' });
  fireEvent.click(within(details).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit custom item' });
}

describe('editing a custom item', () => {
  it('opens the form filled in and sends only what changed', async () => {
    const { api } = openInventory([makeInventory('42', [lantern])], {
      routes: { 'PUT /api/inventory/item/lantern/custom': edited },
    });
    const form = await openEdit();
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(field('Name').value).toBe('Storm lantern');
    expect(field('Weight (lb)').value).toBe('2');
    expect(field('Cost (gp)').value).toBe('5');
    expect(field('Description').value).toBe('Dented.');
    // The stack's quantity is not the item's: it is not asked.
    expect(within(form).queryByLabelText('Quantity')).toBeNull();

    fireEvent.change(field('Name'), { target: { value: 'Hooded lantern ' } });
    fireEvent.change(field('Weight (lb)'), { target: { value: '1.5' } });
    // A form's number fields pass on what is typed: Save reads it without the field losing focus.
    fireEvent.click(within(form).getByRole('switch', { name: 'Requires attunement' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Custom item "Hooded lantern" saved.')).toBeTruthy();
    expect(api.callsTo('PUT /api/inventory/item/lantern/custom').map((call) => call.body)).toEqual([
      { name: 'Hooded lantern', weight: 1.5, attunement: true },
    ]);
    // Back in the item's details, under its new name, with the attune toggle it now needs.
    expect(await screen.findByRole('dialog', { name: 'Hooded lantern' })).toBeTruthy();
    const line = screen.getByTestId('item-lantern');
    expect(line.textContent).toContain('3 lb');
    expect(within(line).getByRole('button', { name: 'Attune' })).toBeTruthy();
  });

  it('refuses a blank name with the Error alert and sends nothing', async () => {
    const { api } = openInventory([makeInventory('42', [lantern])]);
    const form = await openEdit();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter item name');
    expect(api.callsTo('PUT /api/inventory/item/lantern/custom')).toEqual([]);
  });

  it('says when saving failed and reloads the inventories', async () => {
    const { api } = openInventory([makeInventory('42', [lantern])], {
      routes: {
        'PUT /api/inventory/item/lantern/custom': apiError(404, 'NOT_FOUND', 'Item not found'),
      },
    });
    const form = await openEdit();
    fireEvent.change(within(form).getByLabelText('Cost (gp)'), { target: { value: '8' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save custom item')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/inventory/42').length).toBeGreaterThan(1));
  });

  it('is offered for custom items only', async () => {
    openInventory([makeInventory('42', [makeItem({ id: 'sword', item_id: 'longsword' })])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Longsword' }));
    const details = await screen.findByRole('dialog', { name: 'Longsword' });
    expect(within(details).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
