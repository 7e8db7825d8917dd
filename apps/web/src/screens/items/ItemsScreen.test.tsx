import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { InventoryItem } from '@hearth/contract';

import { wholeList } from '../../components/search/searchTestKit.ts';
import { apiError } from '../../test/mockFetch.ts';
import { recordWarnings } from '../inventory/inventoryTestKit.ts';
import {
  ALL_ITEMS,
  inventories,
  listedTitles,
  listShown,
  openItems,
  POUCH,
  resultCount,
  savedStack,
  setOnline,
  toasts,
  UUID,
  withItemsCatalogue,
} from './itemsTestKit.ts';

withItemsCatalogue();

type Raw = (typeof ALL_ITEMS)[number];
const titlesOf = (items: readonly Raw[]) => items.map((item) => item.title).sort();
const row = (title: string) =>
  screen.getByRole('button', { name: title }).closest('li') as HTMLElement;

afterEach(async () => {
  vi.useRealTimers();
  await setOnline(true);
});

describe('/items list and search', () => {
  it('lists every catalogue item with its kind, cost (sp/cp under 1 gp) and weight', async () => {
    openItems('/items/inv-pack');
    await listShown();
    await wholeList();
    expect(resultCount()).toBe(ALL_ITEMS.length);
    expect(listedTitles()).toEqual(
      [...ALL_ITEMS].sort((a, b) => a.title.localeCompare(b.title)).map((item) => item.title),
    );
    expect(row('Longsword').textContent).toContain('Weapon (Martial) · Nonmagical');
    expect(row('Longsword').textContent).toContain('15 gp');
    expect(row('Torch').textContent).toContain('1 cp');
    expect(row('Parchment').textContent).toContain('1 sp');
    expect(row('Dart').textContent).toContain('0.25 lb');
    // The SRD prices no magic item (not free for that); one made from any armor weighs as it.
    expect(row('Adamantine Armor').textContent).toContain('—No listed priceas its base');
    expect(row('Bag of Holding').textContent).toContain('—No listed price5 lb');
    expect(screen.getByText('Into Backpack')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to inventory' }).getAttribute('href')).toBe(
      '/inventory/inv-pack',
    );
  });

  it('narrows and highlights once typing pauses for 200 ms, and not before', async () => {
    openItems('/items/inv-pack');
    await listShown();
    await wholeList();
    const search = screen.getByRole('searchbox', { name: 'Search items' });
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'swo' } });
    act(() => vi.advanceTimersByTime(150));
    fireEvent.change(search, { target: { value: 'SWORD' } });
    act(() => vi.advanceTimersByTime(199));
    expect(resultCount()).toBe(ALL_ITEMS.length);
    expect(document.querySelector('mark')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const expected = titlesOf(ALL_ITEMS.filter((item) => /sword/i.test(item.title)));
    expect(expected).toContain('Longsword');
    expect([...listedTitles()].sort()).toEqual(expected);
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks.length).toBe(expected.length);
    expect(marks.every((text) => text?.toLowerCase() === 'sword')).toBe(true);

    fireEvent.change(search, { target: { value: 'no such thing' } });
    act(() => vi.advanceTimersByTime(200));
    expect(resultCount()).toBe(0);
    expect(screen.getByText('No item matches the search and filters.')).toBeDefined();
  });

  it('shows the to-top button after 200 px of scroll', async () => {
    openItems('/items/inv-pack');
    await listShown();
    await wholeList();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 201, configurable: true, writable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeDefined();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });
});

describe('/items filters', () => {
  it('narrows the list with each filter, and Clear restores it', async () => {
    const user = userEvent.setup();
    openItems('/items/inv-pack');
    await listShown();
    await wholeList();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await wholeList();
    const panel = screen.getByRole('group', { name: 'Filters' });
    const chip = (legend: string, name: string) =>
      within(within(panel).getByRole('group', { name: legend })).getByRole('button', { name });
    const radio = (group: string, name: string) =>
      within(within(panel).getByRole('radiogroup', { name: group })).getByRole('radio', { name });

    const cases: [() => HTMLElement, (item: Raw) => boolean][] = [
      [() => chip('Type', 'Weapon'), (item) => item.type === 'weapon'],
      [() => chip('Subtype', 'Holy symbol'), (item) => item.subtype === 'holy'],
      [() => chip('Rarity', 'Common'), (item) => item.rarity === 'common'],
      [() => chip('Properties', 'Finesse'), (item) => item.properties.includes('finesse')],
      [() => radio('Magical', 'Yes'), (item) => item.magical],
      [() => radio('Magical', 'No'), (item) => !item.magical],
    ];
    for (const [control, matches] of cases) {
      await user.click(control());
      await wholeList();
      const expected = titlesOf(ALL_ITEMS.filter(matches));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(ALL_ITEMS.length);
      expect([...listedTitles()].sort()).toEqual(expected);
      await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
      await wholeList();
      expect(resultCount()).toBe(ALL_ITEMS.length);
    }

    // No SRD item needs attunement: asking for one leaves the list empty.
    await user.click(radio('Attunement', 'Yes'));
    await wholeList();
    expect(resultCount()).toBe(ALL_ITEMS.filter((item) => item.attunement !== false).length);
    await user.click(radio('Attunement', 'Any'));
    await wholeList();

    // Every entry is from the SRD, so its source chip keeps them all. It says the source's name.
    const srd = 'System Reference Document 5.2';
    await user.click(chip('Source', srd));
    await wholeList();
    expect(resultCount()).toBe(ALL_ITEMS.filter((item) => item.source === 'srd-5-2').length);
    await user.click(chip('Source', srd));
    await wholeList();

    // Filters combine (properties: an item must have all picked), and the badge counts them.
    await user.click(chip('Properties', 'Finesse'));
    await wholeList();
    await user.click(chip('Properties', 'Light'));
    await wholeList();
    expect([...listedTitles()].sort()).toEqual(
      titlesOf(
        ALL_ITEMS.filter(
          (item) => item.properties.includes('finesse') && item.properties.includes('light'),
        ),
      ),
    );
    expect(screen.getByRole('button', { name: /Filters/ }).textContent).toContain('2');
  });

  it('offers the subtypes of the picked type only', async () => {
    const user = userEvent.setup();
    openItems('/items/inv-pack');
    await listShown();
    await wholeList();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await wholeList();
    const panel = screen.getByRole('group', { name: 'Filters' });
    const subtypes = () =>
      within(within(panel).getByRole('group', { name: 'Subtype' }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(subtypes()).toContain('Holy symbol');
    await user.click(
      within(within(panel).getByRole('group', { name: 'Type' })).getByRole('button', {
        name: 'Weapon',
      }),
    );
    expect(subtypes().sort()).toEqual(['Martial', 'Simple']);
  });
});

describe('/items details and adding', () => {
  it("shows an item's details and adds it with the quantity into the route's container", async () => {
    const user = userEvent.setup();
    const { api } = openItems('/items/inv-pack/row-pouch', {
      'POST /api/inventory/inv-pack/items': (call) => ({ status: 201, body: savedStack(call) }),
    });
    await listShown();
    await wholeList();
    expect(screen.getByText('Into Pouch, in Backpack')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Longsword' }));
    await wholeList();
    const details = await screen.findByTestId('item-details');
    await wholeList();
    expect(details.textContent).toContain('1d8 slashing (two-handed 1d10)');
    expect(details.textContent).toContain('Versatile');
    expect(details.textContent).toContain('Sap');
    expect(details.textContent).toContain('15 gp');
    expect(details.textContent).toContain('A straight double-edged sword');

    await user.click(within(details).getByRole('button', { name: 'Add' }));
    await wholeList();
    const dialog = screen.getByRole('dialog', { name: 'Add Longsword' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect((quantity as HTMLInputElement).value).toBe('1');
    const decrease = within(dialog).getByRole('button', { name: 'Decrease' });
    await user.click(decrease);
    await wholeList();
    expect((quantity as HTMLInputElement).value).toBe('0');
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    await user.clear(quantity);
    await wholeList();
    await user.type(quantity, '-4');
    await wholeList();
    expect((quantity as HTMLInputElement).value).toBe('4');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await wholeList();

    await waitFor(() => expect(toasts()).toContain('success: Longsword added'));
    const [call] = api.callsTo('POST /api/inventory/inv-pack/items');
    // The spec's payload (platform §7): the inventory is repeated in the body.
    expect(call?.body).toEqual({
      inventoryId: 'inv-pack',
      itemId: 'longsword',
      quantity: 4,
      containerId: 'row-pouch',
    });
    // A fresh UUID per request: a resent one is applied once.
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
    expect(screen.queryByRole('dialog', { name: 'Add Longsword' })).toBeNull();
  });

  it('says once when what was added makes the character overweight', async () => {
    const user = userEvent.setup();
    const warnings = recordWarnings();
    // STR 17 carries 255 lb: four chain mails (220 lb) are not too much, a fifth is.
    const added: InventoryItem[] = [
      { ...POUCH, id: 'row-mail', inventory_id: 'inv-42', item_id: 'chain-mail', quantity: 4 },
    ];
    const { api } = openItems('/items/inv-42', {
      'GET /api/inventory/42': () => ({
        body: inventories().map((inventory) =>
          inventory.id === 'inv-42'
            ? { ...inventory, items: [...inventory.items, ...added] }
            : inventory,
        ),
      }),
      'POST /api/inventory/inv-42/items': (call) => {
        const saved = savedStack(call, { id: `row-${added.length}` });
        added.push(saved);
        return { status: 201, body: saved };
      },
    });
    await listShown();
    await wholeList();
    const addMail = async () => {
      await user.click(screen.getByRole('button', { name: 'Chain Mail' }));
      await wholeList();
      await user.click(
        within(await screen.findByTestId('item-details')).getByRole('button', { name: 'Add' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Add Chain Mail' });
      await user.click(within(dialog).getByRole('button', { name: 'Add' }));
      await wholeList();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Add Chain Mail' })).toBeNull(),
      );
    };
    await addMail();
    await waitFor(() =>
      expect(warnings()).toEqual([
        'Overweight now: you carry more than 255 lb, so your speed drops to 5 ft.',
      ]),
    );
    await addMail();
    await waitFor(() => expect(added).toHaveLength(3));
    await waitFor(() => expect(api.callsTo('GET /api/inventory/42').length).toBeGreaterThan(2));
    expect(warnings()).toHaveLength(1);
  });

  it('adds loose into the inventory without a container and says when it failed', async () => {
    const user = userEvent.setup();
    const { api } = openItems('/items/inv-42', {
      'POST /api/inventory/inv-42/items': apiError(500, 'INTERNAL', 'Boom'),
    });
    await listShown();
    await wholeList();
    expect(screen.getByText('Into Equipment')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Dagger' }));
    await wholeList();
    await user.click(
      within(await screen.findByTestId('item-details')).getByRole('button', { name: 'Add' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Add Dagger' })).getByRole('button', {
        name: 'Add',
      }),
    );
    await waitFor(() => expect(toasts()).toContain('error: Failed to add item'));
    expect(api.callsTo('POST /api/inventory/inv-42/items')[0]?.body).toEqual({
      inventoryId: 'inv-42',
      itemId: 'dagger',
      quantity: 1,
      containerId: null,
    });
    // The modal stays, so the user can try again.
    expect(screen.getByRole('dialog', { name: 'Add Dagger' })).toBeDefined();
  });

  it('needs the connection: offline, a notice and nothing to add with', async () => {
    const user = userEvent.setup();
    openItems('/items/inv-pack');
    await listShown();
    await wholeList();
    await setOnline(false);
    expect(screen.getByText('You are offline: adding items needs a connection.')).toBeDefined();
    expect(
      (screen.getByRole('button', { name: 'Custom item' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dagger' }));
    await wholeList();
    const add = within(await screen.findByTestId('item-details')).getByRole('button', {
      name: 'Add',
    });
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists only what a quiver is made for, and no vessel for liquids is a destination', async () => {
    const held = (id: string): InventoryItem => ({ ...POUCH, id: `row-${id}`, item_id: id });
    const withQuiver = () => {
      const [body, pack] = inventories();
      return [body!, { ...pack!, items: [held('quiver'), held('flask')] }];
    };
    openItems('/items/inv-pack/row-quiver', {
      'GET /api/inventory/42': () => ({ body: withQuiver() }),
    });
    const hint = await screen.findByText('Quiver holds only Arrows.');
    await wholeList();
    expect(hint.className).toBe('items-target__holds');
    expect(screen.getByText('Into Quiver, in Backpack')).not.toBeNull();
    await wholeList({ loaded: true });
    await screen.findByRole('button', { name: 'Arrows' });
    await wholeList();
    expect(listedTitles()).toEqual(['Arrows']);
    // A custom item has no catalogue kind, so it cannot be one the quiver takes.
    expect(
      (screen.getByRole('button', { name: 'Custom item' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    cleanup();

    openItems('/items/inv-pack/row-flask', {
      'GET /api/inventory/42': () => ({ body: withQuiver() }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Flask holds liquids, not items: go back and pick another place.',
    );
    expect(
      (screen.getByRole('button', { name: 'Custom item' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("says so when the inventory is not the character's, and adds nothing", async () => {
    openItems('/items/someone-elses');
    await listShown();
    await wholeList();
    expect(await screen.findByText(/This inventory is not one of this character's/)).toBeDefined();
    expect(
      (screen.getByRole('button', { name: 'Custom item' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
