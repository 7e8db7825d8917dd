import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { Preset } from '@hearth/contract';

import { apiError } from '../../test/mockFetch.ts';
import {
  ALL_ITEMS,
  ALL_PRESETS,
  inventories,
  openItems,
  setOnline,
  toasts,
  UUID,
  withItemsCatalogue,
} from './itemsTestKit.ts';

withItemsCatalogue();

afterEach(() => setOnline(true));

const OWN: Preset = {
  id: 'own-1',
  name: 'My delve kit',
  description: '',
  icon: null,
  source: null,
  class_id: null,
  background_id: null,
  gold: 0.5,
  items: [{ id: 'line-1', item_id: 'torch', quantity: 5 }],
  own: true,
};

const PAGE = '/inventory/inv-pack/apply-preset?characterId=42';
const submit = () => screen.getByRole('button', { name: 'Add pack' }) as HTMLButtonElement;
const option = (name: string) => screen.getByRole('radio', { name });

async function openSelector(path = PAGE, routes: Parameters<typeof openItems>[1] = {}) {
  const view = openItems(path, { 'GET /api/presets/mine': { body: [OWN] }, ...routes });
  await screen.findByRole('radio', { name: "Explorer's Pack" });
  return { ...view, user: userEvent.setup() };
}

describe('/inventory/{id}/apply-preset', () => {
  it('lists packs first, then class and background equipment, then your own presets', async () => {
    await openSelector();
    expect(screen.getByRole('heading', { level: 1, name: 'Add pack to Inventory' })).toBeDefined();
    expect(screen.getByText('Into Backpack')).toBeDefined();
    expect(await screen.findByRole('radio', { name: 'My delve kit' })).toBeDefined();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Equipment packs',
      'Class starting equipment',
      'Background starting equipment',
      'Your presets',
    ]);
    const packs = ALL_PRESETS.filter((preset) => !preset.class_id && !preset.background_id);
    const packList = within(screen.getByRole('radiogroup', { name: 'Equipment packs' }));
    expect(
      packList
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value'))
        .sort(),
    ).toEqual(packs.map((preset) => preset.id).sort());
    // Class options are grouped under their class.
    const fighter = within(screen.getByRole('radiogroup', { name: 'Fighter' }));
    expect(fighter.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(
      ALL_PRESETS.filter((preset) => preset.class_id === 'fighter')
        .map((preset) => preset.id)
        .sort(),
    );
    expect(screen.getByRole('radiogroup', { name: 'Acolyte' })).toBeDefined();

    // Each shows its items (titles × quantity) and gold.
    const explorers = ALL_PRESETS.find((preset) => preset.id === 'explorers-pack')!;
    const card = option("Explorer's Pack").closest('label') as HTMLElement;
    const titleOf = (id: string) => ALL_ITEMS.find((item) => item.id === id)?.title;
    // One line of text: "Backpack, Bedroll, Oil × 2, …" (a single one needs no count).
    expect([...card.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      explorers.items.map((line) =>
        line.quantity === 1 ? titleOf(line.item_id) : `${titleOf(line.item_id)} × ${line.quantity}`,
      ),
    );
    const own = option('My delve kit').closest('label') as HTMLElement;
    expect(own.textContent).toContain('Torch × 5');
    expect(own.textContent).toContain('Plus 5 sp');
  });

  it("folds the class and background kits, the character's own first and open", async () => {
    await openSelector();
    // The character is a Fighter with the Soldier background.
    const folds = [...document.querySelectorAll('details.presets-fold')] as HTMLDetailsElement[];
    const summary = (fold: HTMLDetailsElement) =>
      fold.querySelector('.presets-fold__title')?.textContent;
    const classFolds = folds.filter((fold) =>
      screen.getByRole('region', { name: 'Class starting equipment' }).contains(fold),
    );
    expect(classFolds.map(summary)).toEqual([
      'Fighter',
      ...[
        'Barbarian',
        'Bard',
        'Cleric',
        'Druid',
        'Monk',
        'Paladin',
        'Ranger',
        'Rogue',
        'Sorcerer',
        'Warlock',
        'Wizard',
      ],
    ]);
    expect(classFolds.map((fold) => fold.open)).toEqual([true, ...Array(11).fill(false)]);
    expect(classFolds[0]!.textContent).toContain('Yours');
    expect(classFolds[0]!.textContent).toContain('3 options');
    const soldier = folds.find((fold) => summary(fold) === 'Soldier')!;
    expect(soldier.open).toBe(true);
    expect(folds.find((fold) => summary(fold) === 'Sage')!.open).toBe(false);
    // A fold opens on a tap of its name.
    const wizard = classFolds.at(-1)!;
    await userEvent.setup().click(wizard.querySelector('summary')!);
    expect(wizard.open).toBe(true);
  });

  it('says what is chosen beside Add pack', async () => {
    const { user } = await openSelector();
    const bar = submit().closest('.presets-bar') as HTMLElement;
    expect(bar.textContent).toContain('Choose a pack above.');
    await user.click(option("Explorer's Pack"));
    expect(bar.textContent).toContain("Chosen: Explorer's Pack");
  });

  it('adds the chosen pack, then says so and goes back to the inventory', async () => {
    const { user, api, router } = await openSelector(PAGE, {
      'POST /api/presets/apply': { body: inventories() },
    });
    expect(submit().disabled).toBe(true);
    await user.click(option("Explorer's Pack"));
    expect(submit().disabled).toBe(false);
    await user.click(submit());

    await waitFor(() =>
      expect(toasts()).toContain(`success: Preset "Explorer's Pack" applied successfully`),
    );
    const [call] = api.callsTo('POST /api/presets/apply');
    expect(call?.body).toEqual({ inventoryId: 'inv-pack', presetId: 'explorers-pack' });
    // A fresh UUID per request: a resent one is applied once.
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/inv-pack'));
  });

  it("applies one of the user's own presets by its id", async () => {
    const { user, api } = await openSelector(PAGE, {
      'POST /api/presets/apply': { body: inventories() },
    });
    await user.click(await screen.findByRole('radio', { name: 'My delve kit' }));
    await user.click(submit());
    await waitFor(() =>
      expect(toasts()).toContain('success: Preset "My delve kit" applied successfully'),
    );
    expect(api.callsTo('POST /api/presets/apply')[0]?.body).toEqual({
      inventoryId: 'inv-pack',
      presetId: 'own-1',
    });
  });

  it('says when applying failed and stays', async () => {
    const { user, router } = await openSelector(PAGE, {
      'POST /api/presets/apply': apiError(400, 'VALIDATION', 'Nope'),
    });
    await user.click(option("Scholar's Pack"));
    await user.click(submit());
    await waitFor(() => expect(toasts()).toContain('error: Failed to apply preset'));
    expect(router.state.location.pathname).toBe('/inventory/inv-pack/apply-preset');
    expect(submit().disabled).toBe(false);
  });

  it('cannot add without the character id', async () => {
    const { user, api } = await openSelector('/inventory/inv-pack/apply-preset');
    expect(screen.getByRole('alert').textContent).toContain('Open this page from');
    await user.click(option("Explorer's Pack"));
    expect(submit().disabled).toBe(true);
    await user.click(submit());
    expect(api.callsTo('POST /api/presets/apply')).toEqual([]);
  });

  it('needs the connection to add', async () => {
    const { user } = await openSelector();
    await user.click(option("Explorer's Pack"));
    expect(submit().disabled).toBe(false);
    await setOnline(false);
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('You are offline: adding items needs a connection.')).toBeDefined();
  });
});
