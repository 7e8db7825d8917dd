import { act, configure, screen } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';

import type { Inventory, InventoryItem } from '@hearth/contract';

import { clearToasts, getToasts } from '../../components/toast/toastStore.ts';
import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { onlineStatus } from '../../data/network/useOnline.ts';
import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { forgetCarryLevels } from '../inventory/useCarryWarning.ts';

/**
 * Test kit of the items page and the preset selector: every real SRD item and preset
 * (packages/content) in the device database, and a signed-in user whose active character (42)
 * has a body inventory and a backpack holding a Pouch.
 */
const itemFiles = import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/content/src/entries/dnd5e/items/*.json',
  { eager: true, import: 'default' },
);
const presetFiles = import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/content/src/entries/dnd5e/presets/*.json',
  { eager: true, import: 'default' },
);

/** The raw SRD item entries, to check what the screen lists against. */
export const ALL_ITEMS = Object.values(itemFiles) as {
  id: string;
  title: string;
  type: string;
  subtype?: string;
  rarity: string;
  properties: string[];
  magical: boolean;
  attunement: boolean | string;
  source: string;
  value: number;
  weight: number;
}[];

export const ALL_PRESETS = Object.values(presetFiles) as {
  id: string;
  title: string;
  class_id?: string;
  background_id?: string;
  items: { item_id: string; quantity: number }[];
  gold?: number;
}[];

const STORES = {
  classes: [
    'barbarian',
    'bard',
    'cleric',
    'druid',
    'fighter',
    'monk',
    'paladin',
    'ranger',
    'rogue',
    'sorcerer',
    'warlock',
    'wizard',
  ],
  species: ['human'],
  backgrounds: ['acolyte', 'criminal', 'sage', 'soldier'],
};

/** Stores the catalogue for the file's tests and clears it after them. */
export function withItemsCatalogue(): void {
  // The whole catalogue is a long list: slow on a shared machine.
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(async () => {
    await putCatalogue(STORES);
    const db = await getCharacterDB();
    await db.table('items').bulkPut(ALL_ITEMS);
    await db.table('presets').bulkPut(ALL_PRESETS);
  });
  afterAll(() => clearCatalogue([...Object.keys(STORES), 'items', 'presets']));
}

export const POUCH: InventoryItem = {
  id: 'row-pouch',
  inventory_id: 'inv-pack',
  item_id: 'pouch',
  quantity: 1,
  container_id: null,
  equipped: false,
  attuned: false,
  opened: true,
  notes: '',
  options: {},
  custom: false,
  item_data: null,
  updated_at: '2026-11-20T10:00:00.000Z',
};

export function inventories(): Inventory[] {
  return [
    makeInventory('42'),
    { ...makeInventory('42', [POUCH]), id: 'inv-pack', name: 'Backpack', type: 'backpack' },
  ];
}

type Routes = Parameters<typeof mockApi>[0];

/** Opens `path` as the signed-in user of character 42; `routes` add or replace answers. */
export function openItems(path: string, routes: Routes = {}) {
  clearToasts();
  forgetCarryLevels();
  const character = makeCharacter();
  setToken('t');
  setCurrentUser(makeUser());
  setActiveCharacter(character.id);
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/health': { body: { status: 'ok' } },
    'GET /api/characters/42': { body: character },
    'GET /api/inventory/42': () => ({ body: inventories() }),
    'GET /api/presets/mine': { body: [] },
    ...routes,
  });
  return { ...renderApp(path), api };
}

/** A stack as the server answers an add. */
export function savedStack(call: MockCall, overrides: Partial<InventoryItem> = {}): InventoryItem {
  const body = call.body as { itemId?: string; quantity?: number; containerId?: string | null };
  return {
    ...POUCH,
    id: 'row-new',
    inventory_id: call.path.split('/')[3] ?? 'inv-42',
    item_id: body.itemId ?? null,
    quantity: body.quantity ?? 1,
    container_id: body.containerId ?? null,
    opened: false,
    ...overrides,
  };
}

/** Sets the browser's connection and lets the app notice it. */
export async function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  await act(() => onlineStatus.check());
}

/** The toasts on screen, as type and text. */
export const toasts = () => getToasts().map((toast) => `${toast.type}: ${toast.message}`);

/** The result count under the search ("12 items"). */
export const resultCount = () =>
  Number.parseInt(document.querySelector('.search-results [role=status]')?.textContent ?? '', 10);

/** The item titles listed, in order. */
export const listedTitles = () =>
  [...document.querySelectorAll('.search-row__open')].map(
    (button) => button.getAttribute('aria-label') ?? '',
  );

/** Waits for the item list to show. */
export const listShown = () => screen.findByRole('button', { name: 'Longsword' });

/** An Idempotency-Key as the app mints them (`crypto.randomUUID`). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
