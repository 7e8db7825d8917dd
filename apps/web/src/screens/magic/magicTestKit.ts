import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';

import type { Character, InventoryItem } from '@hearth/contract';

import { clearToasts } from '../../components/toast/toastStore.ts';
import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

/** REAL SRD entries the magic tests read (the content package's files). */
const STORES = {
  classes: ['wizard', 'fighter', 'ranger', 'warlock', 'monk', 'sorcerer'],
  species: ['human'],
  backgrounds: ['sage', 'soldier'],
  features: ['two-weapon-fighting'],
  items: ['spell-scroll', 'greatsword', 'longsword', 'dagger', 'torch', 'leather-armor'],
  spells: [
    'fire-bolt',
    'light',
    'magic-missile',
    'shield',
    'web',
    'hold-person',
    'detect-magic',
    'burning-hands',
    'identify',
    'sleep',
    'hunters-mark',
    'cure-wounds',
    'eldritch-blast',
    'hellish-rebuke',
    'healing-word',
    'sorcerous-burst',
    'fireball',
  ],
};

/** Puts the entries in the device database for the file's tests and clears them after. */
export function withMagicCatalogue(): void {
  configure({ asyncUtilTimeout: 4000 });
  beforeAll(async () => {
    await putCatalogue(STORES);
  });
  afterAll(async () => {
    await clearCatalogue(Object.keys(STORES));
  });
}

/** A level 3 wizard (INT 17: save DC 13, spell attack +5; slots 4 and 2). */
export function makeWizard(overrides: Partial<Character> = {}): Character {
  return makeCharacter({
    name: 'Elminster',
    background: 'sage',
    classes: [{ id: 'wizard', level: 3, hit_dice: 0 }],
    attributes: { str: 8, dex: 14, con: 13, int: 15, wis: 12, cha: 10 },
    options: { 'wizard-skills': ['arcana', 'history'], 'sage-bonus': ['int', 'int', 'con'] },
    hp: { current: 17, max: 17, max_mod: 0, temp: 0 },
    spells: {
      'fire-bolt': { prepared: true },
      light: { prepared: true },
      'magic-missile': { prepared: true, book: true },
      shield: { prepared: true, book: true },
      web: { prepared: true, book: true },
      'hold-person': { prepared: true, book: true },
      'detect-magic': { book: true },
      'burning-hands': { book: true },
    },
    ...overrides,
  });
}

export function scrollItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: 'scroll-1',
    inventory_id: 'inv-42',
    item_id: 'spell-scroll',
    quantity: 2,
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

/**
 * Opens `path` as a signed-in user whose active character is `character`, with `items` in its
 * inventory. The mocked server answers character saves and item changes as the real one does.
 */
export function openMagic(character: Character, path = '/magic', items: InventoryItem[] = []) {
  clearToasts();
  let stored = character;
  let carried = items;
  setToken('t');
  setCurrentUser(makeUser());
  setActiveCharacter(character.id);
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/health': { body: { status: 'ok' } },
    [`GET /api/characters/${character.id}`]: () => ({ body: stored }),
    [`GET /api/inventory/${character.id}`]: () => ({
      body: [makeInventory(character.id, carried)],
    }),
    [`POST /api/characters/${character.id}`]: (call) => {
      stored = { ...stored, ...(call.body as Partial<Character>), version: stored.version + 1 };
      return { body: stored };
    },
    ...Object.fromEntries(
      items.flatMap((item) => [
        [
          `PUT /api/inventory/item/${item.id}`,
          (call: MockCall) => {
            const body = call.body as Partial<InventoryItem>;
            const current = carried.find((found) => found.id === item.id)!;
            const saved = {
              ...current,
              ...body,
              item_data:
                body.item_data === undefined
                  ? current.item_data
                  : { ...current.item_data, ...body.item_data },
            };
            carried = carried.map((found) => (found.id === item.id ? saved : found));
            return { body: saved };
          },
        ],
        [
          `DELETE /api/inventory/item/${item.id}`,
          () => {
            carried = carried.filter((found) => found.id !== item.id);
            return { body: { id: item.id } };
          },
        ],
      ]),
    ),
  });
  const view = renderApp(path);
  const saved = () =>
    api
      .callsTo(`POST /api/characters/${character.id}`)
      .map((call) => call.body as Partial<Character>);
  return { ...view, api, saved };
}

/** How long a save takes to leave: the 500 ms debounce plus slack. */
export const SAVE_WAIT = { timeout: 4000 };

/** Lets the save debounce run out. */
export async function waitForDebounce(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 700));
  });
}

/** Opens a spell row's drawer by the spell's title. */
export async function openSpell(title: string): Promise<HTMLElement> {
  const row = await screen.findByTestId(`spell-${slug(title)}`);
  fireEvent.click(within(row).getByRole('button', { name: new RegExp(`^${title}`) }));
  const drawer = await screen.findByRole('dialog', { name: title });
  await within(drawer).findByRole('heading', { name: 'Cast' });
  return drawer;
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-');

/** The toasts on screen, as text. */
export function toastTexts(): string[] {
  return screen.queryAllByTestId('toast').map((node) => node.textContent ?? '');
}
