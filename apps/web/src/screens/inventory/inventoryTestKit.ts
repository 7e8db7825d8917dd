import { configure } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';

import type { Character, Inventory, InventoryItem } from '@hearth/contract';

import type { Toast } from '../../components/toast/toastStore.ts';
import { clearToasts, getToasts, subscribeToasts } from '../../components/toast/toastStore.ts';
import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { clearCatalogue, entries, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { forgetCarryLevels } from './useCarryWarning.ts';

/** REAL SRD entries the inventory tests read (the content package's files). */
const STORES = {
  classes: ['fighter'],
  species: ['human'],
  backgrounds: ['soldier'],
  items: [
    'longsword',
    'greatsword',
    'backpack',
    'arrows',
    'chain-mail',
    'dagger',
    'acid',
    'quiver',
    'flask',
    'copper-piece',
    'silver-piece',
    'electrum-piece',
    'gold-piece',
    'platinum-piece',
  ],
};

/**
 * The SRD catalogue has no item that needs attunement yet, so the attunement tests use the real
 * Dagger entry as a magic dagger that needs it.
 */
export const ATTUNED_DAGGER = {
  ...entries('items', ['dagger'])[0],
  id: 'attuned-dagger',
  title: 'Moon Dagger',
  magical: true,
  rarity: 'rare',
  attunement: true,
};

export function withInventoryCatalogue(): void {
  configure({ asyncUtilTimeout: 4000 });
  beforeAll(async () => {
    await putCatalogue(STORES);
    await (await getCharacterDB()).table('items').put(ATTUNED_DAGGER);
  });
  afterAll(async () => {
    await clearCatalogue(Object.keys(STORES));
  });
}

export function makeItem(overrides: Partial<InventoryItem> & { id: string }): InventoryItem {
  return {
    inventory_id: 'inv-42',
    item_id: 'longsword',
    quantity: 1,
    container_id: null,
    equipped: false,
    attuned: false,
    opened: false,
    notes: '',
    options: {},
    custom: false,
    item_data: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSaddlebags(items: InventoryItem[] = []): Inventory {
  return {
    ...makeInventory('42', items),
    id: 'inv-mount',
    name: 'Saddlebags',
    type: 'mount',
    capacity: 100,
  };
}

/**
 * Opens `path` as a signed-in user whose active character (STR 17: carries 255 lb, drags
 * 510 lb) has `inventories`. The mocked server answers item changes as the real one does;
 * `routes` adds or overrides answers.
 */
export function openInventory(
  inventories: Inventory[],
  {
    path = '/inventory/inv-42',
    routes = {},
    character = makeCharacter(),
  }: {
    path?: string;
    routes?: Parameters<typeof mockApi>[0];
    character?: Character;
  } = {},
) {
  clearToasts();
  forgetCarryLevels();
  let stored = inventories;
  setToken('t');
  setCurrentUser(makeUser());
  setActiveCharacter(character.id);
  const allItems = () => stored.flatMap((inventory) => inventory.items);
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/health': { body: { status: 'ok' } },
    [`GET /api/characters/${character.id}`]: { body: character },
    'GET /api/characters/user/u1': { body: [character] },
    [`GET /api/inventory/${character.id}`]: () => ({ body: stored }),
    ...Object.fromEntries(
      allItems().map((item) => [
        `PUT /api/inventory/item/${item.id}`,
        (call: MockCall) => {
          const current = allItems().find((found) => found.id === item.id)!;
          const {
            open,
            base,
            characterId: _owner,
            ...body
          } = call.body as Record<string, unknown> & { base?: { quantity: number } };
          const saved = { ...current, ...body, ...(open === undefined ? {} : { opened: open }) };
          // Issue 19: a quantity sent with its base is a change to the stored count.
          if (base && typeof body.quantity === 'number') {
            saved.quantity = current.quantity + body.quantity - base.quantity;
          }
          stored = stored.map((inventory) => ({
            ...inventory,
            items: inventory.items.map((found) => (found.id === item.id ? saved : found)),
          })) as Inventory[];
          return { body: saved };
        },
      ]),
    ),
    // A new stack (the purse's new coins): kept, so the list read again has it.
    ...Object.fromEntries(
      inventories.map((inventory) => [
        `POST /api/inventory/${inventory.id}/items`,
        (call: MockCall) => {
          const body = call.body as { itemId: string; quantity: number };
          const created = makeItem({
            id: `new-${body.itemId}`,
            item_id: body.itemId,
            quantity: body.quantity,
            inventory_id: inventory.id,
          });
          stored = stored.map((found) =>
            found.id === inventory.id ? { ...found, items: [...found.items, created] } : found,
          );
          return { status: 201, body: created };
        },
      ]),
    ),
    ...routes,
  });
  const view = renderApp(path);
  return { ...view, api };
}

/** Lets the 400 ms item debounce run out. */
export const DEBOUNCE_WAIT = { timeout: 3000 };

/**
 * Every warning toast shown from now on, in order, even those gone after their 4 seconds on a
 * slow run. Call the returned function to read them.
 */
export function recordWarnings(): () => string[] {
  const seen = new Map<number, Toast>();
  const after = Math.max(0, ...getToasts().map((toast) => toast.id));
  subscribeToasts(() => {
    for (const toast of getToasts()) {
      if (toast.type === 'warning' && toast.id > after) seen.set(toast.id, toast);
    }
  });
  return () => [...seen.values()].map((toast) => toast.message);
}
