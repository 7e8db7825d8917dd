import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Character } from '@hearth/contract';

import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import {
  DEBOUNCE_WAIT,
  makeItem,
  openInventory,
  withInventoryCatalogue,
} from './inventoryTestKit.ts';

withInventoryCatalogue();
// The real SRD entry, with its `study`.
beforeAll(() => putCatalogue({ items: ['tome-of-clear-thought'] }));
afterAll(() => clearCatalogue(['items']));

const tome = makeItem({ id: 'tome', item_id: 'tome-of-clear-thought' });

function openWithTome(character: Character = makeCharacter()) {
  const updates: MockCall[] = [];
  const view = openInventory([makeInventory('42', [tome])], {
    character,
    routes: {
      [`POST /api/characters/${character.id}`]: (call: MockCall) => {
        updates.push(call);
        return {
          body: { ...character, ...(call.body as object), version: character.version + 1 },
        };
      },
    },
  });
  return { ...view, updates };
}

describe('/inventory: studying a tome', () => {
  it('records the study on the character and marks the line spent', async () => {
    const { api, updates } = openWithTome();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Details of Tome of Clear Thought' }),
    );
    const drawer = await screen.findByTestId('drawer');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Study (Intelligence +2)' }));
    const ask = within(drawer).getByRole('alertdialog');
    expect(ask.textContent).toContain(
      'Finished 48 hours of study? Your Intelligence rises by 2 for good; the book loses its magic.',
    );
    fireEvent.click(within(ask).getByRole('button', { name: 'Mark as studied' }));

    await waitFor(() => expect(updates).toHaveLength(1), DEBOUNCE_WAIT);
    expect(updates[0]?.body).toMatchObject({
      options: { 'studied-tome-of-clear-thought': ['1'] },
    });
    await waitFor(
      () =>
        expect(api.callsTo('PUT /api/inventory/item/tome')[0]?.body).toMatchObject({
          options: { studied: true },
        }),
      DEBOUNCE_WAIT,
    );
    const done = within(drawer).getByRole('button', { name: 'Studied' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(within(drawer).queryByRole('button', { name: /^Study \(/ })).toBeNull();
  });

  it('changes nothing when the player backs out', async () => {
    const { api, updates } = openWithTome();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Details of Tome of Clear Thought' }),
    );
    const drawer = await screen.findByTestId('drawer');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Study (Intelligence +2)' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Not yet' }));
    const study = within(drawer).getByRole('button', { name: 'Study (Intelligence +2)' });
    expect((study as HTMLButtonElement).disabled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(updates).toHaveLength(0);
    expect(api.callsTo('PUT /api/inventory/item/tome')).toHaveLength(0);
  });

  it('shows a copy already studied as spent', async () => {
    openInventory([makeInventory('42', [{ ...tome, options: { studied: true } }])]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Details of Tome of Clear Thought' }),
    );
    const drawer = await screen.findByTestId('drawer');
    const done = within(drawer).getByRole('button', { name: 'Studied' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
  });
});
