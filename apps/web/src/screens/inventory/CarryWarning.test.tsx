import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeInventory } from '../../test/characterFixture.ts';
import {
  ATTUNED_DAGGER,
  DEBOUNCE_WAIT,
  makeItem,
  openInventory,
  recordWarnings,
  withInventoryCatalogue,
} from './inventoryTestKit.ts';

withInventoryCatalogue();

const row = (id: string) => screen.findByTestId(`item-${id}`);
const OVERWEIGHT = 'Overweight now: you carry more than 255 lb, so your speed drops to 5 ft.';

describe('the load warnings', () => {
  it('warn once on becoming overweight, not again on each equip or attune', async () => {
    // STR 17: carries 255 lb. Four chain mails weigh 220 lb; a fifth makes 275.
    const warnings = recordWarnings();
    const { api } = openInventory([
      makeInventory('42', [
        makeItem({ id: 'mail', item_id: 'chain-mail', quantity: 4 }),
        makeItem({ id: 'sword', item_id: 'longsword' }),
        makeItem({ id: 'moon', item_id: ATTUNED_DAGGER.id as string }),
      ]),
    ]);
    const mail = await row('mail');
    expect(warnings()).toEqual([]);
    fireEvent.click(within(mail).getByRole('button', { name: 'One more Chain Mail' }));
    await waitFor(() => expect(warnings()).toEqual([OVERWEIGHT]));

    // Already overweight: toggles change nothing worth saying again.
    fireEvent.click(within(await row('sword')).getByRole('button', { name: 'Equip' }));
    fireEvent.click(within(await row('moon')).getByRole('button', { name: 'Attune' }));
    fireEvent.click(within(await row('sword')).getByRole('button', { name: 'Equipped' }));
    await waitFor(
      () => expect(api.callsTo('PUT /api/inventory/item/moon')).toHaveLength(1),
      DEBOUNCE_WAIT,
    );
    await waitFor(() => expect(api.callsTo('PUT /api/inventory/item/sword')).toHaveLength(1));
    expect(warnings()).toEqual([OVERWEIGHT]);
    // The summary keeps saying it.
    expect(screen.getByText(/^Overweight: you carry more than 255 lb/)).toBeTruthy();

    // Lighter, then over again: that is news once more.
    fireEvent.click(within(mail).getByRole('button', { name: 'One fewer Chain Mail' }));
    await waitFor(() => expect(screen.queryByText(/^Overweight: you carry/)).toBeNull());
    fireEvent.click(within(mail).getByRole('button', { name: 'One more Chain Mail' }));
    await waitFor(() => expect(warnings()).toEqual([OVERWEIGHT, OVERWEIGHT]));
  });

  it('say nothing on opening a page the load is already shown on', async () => {
    const warnings = recordWarnings();
    openInventory([
      makeInventory('42', [makeItem({ id: 'mail', item_id: 'chain-mail', quantity: 5 })]),
    ]);
    expect(await screen.findByText(/^Overweight: you carry more than 255 lb/)).toBeTruthy();
    expect(warnings()).toEqual([]);
  });

  it('warn when the load stops the character', async () => {
    // Over 510 lb the character cannot move: nine chain mails weigh 495, ten 550.
    const warnings = recordWarnings();
    openInventory([
      makeInventory('42', [makeItem({ id: 'mail', item_id: 'chain-mail', quantity: 9 })]),
    ]);
    const mail = await row('mail');
    // The load must be known before the click: a load first seen after it would count as the
    // page opening on it, which is rightly not news.
    await screen.findAllByText('495 lb');
    fireEvent.click(within(mail).getByRole('button', { name: 'One more Chain Mail' }));
    await waitFor(() =>
      expect(warnings()).toEqual([
        'Too heavy to move now: you carry more than 510 lb, so your speed is 0.',
      ]),
    );
  });
});
