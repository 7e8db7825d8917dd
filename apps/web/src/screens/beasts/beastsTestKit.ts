import { configure, screen } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';

import type { Character, CharacterBeast } from '@hearth/contract';

import { clearToasts, getToasts } from '../../components/toast/toastStore.ts';
import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

/**
 * Test kit of the beasts pages and Wild Shape on the sheet: every real SRD beast
 * (packages/content) on the device, a signed-in user whose active character (42) is a druid
 * (or a fighter), and a server that keeps the character's beasts as the real one does (one
 * active per type).
 */
const beastFiles = import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/content/src/entries/dnd5e/beasts/*.json',
  { eager: true, import: 'default' },
);

export const ALL_BEASTS = Object.values(beastFiles) as {
  id: string;
  title: string;
  cr: number;
  size: number;
  type: string;
  speed: Record<string, number | boolean | undefined>;
  senses: Record<string, number | undefined>;
}[];

const STORES = {
  classes: ['druid', 'fighter'],
  species: ['human'],
  backgrounds: ['sage', 'soldier'],
  beasts: ALL_BEASTS.map((beast) => beast.id),
};

/** Stores the catalogue for the file's tests and clears it after them. */
export function withBeastsCatalogue(): void {
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => putCatalogue(STORES));
  afterAll(() => clearCatalogue(Object.keys(STORES)));
}

/** A human druid of a level (WIS 16, DEX 12, CON 14), Sage. */
export function makeDruid(level = 2, overrides: Partial<Character> = {}): Character {
  return makeCharacter({
    name: 'Jaheira',
    background: 'sage',
    classes: [{ id: 'druid', level, hit_dice: 0 }],
    attributes: { str: 10, dex: 12, con: 14, int: 10, wis: 16, cha: 8 },
    options: {},
    hp: { current: 17, max: 17, max_mod: 0, temp: 0 },
    ...overrides,
  });
}

let nextRow = 1;

/** A character's beast as the server answers it. */
export function owned(beastId: string, overrides: Partial<CharacterBeast> = {}): CharacterBeast {
  return {
    id: `cb-${nextRow++}`,
    character_id: '42',
    beast_id: beastId,
    type: 'wildshape',
    notes: '',
    active: false,
    pin: false,
    sort_order: 0,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

type Routes = Parameters<typeof mockApi>[0];

/**
 * Opens `path` as the signed-in user of `character`; the server keeps `beasts` (activating one
 * deactivates its type's others). `routes` add or replace answers.
 */
export function openBeasts(
  path: string,
  {
    character = makeDruid(),
    beasts = [],
    routes = {},
  }: { character?: Character; beasts?: CharacterBeast[]; routes?: Routes } = {},
) {
  clearToasts();
  setToken('t');
  setCurrentUser(makeUser());
  setActiveCharacter(character.id);
  let list = [...beasts];
  let stored = character;
  const characterUpdates: MockCall[] = [];
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/health': { body: { status: 'ok' } },
    'GET /api/characters/42': () => ({ body: stored }),
    'GET /api/inventory/42': { body: [makeInventory('42')] },
    'POST /api/characters/42': (call) => {
      characterUpdates.push(call);
      stored = { ...stored, ...(call.body as object), version: stored.version + 1 };
      return { body: stored };
    },
    'GET /api/character-beasts/42': () => ({ body: list }),
    'POST /api/character-beasts/42': (call) => {
      const body = call.body as { beast_id: string; type: string; notes?: string };
      const saved = owned(body.beast_id, { type: body.type, notes: body.notes ?? '' });
      list = [...list, saved];
      return { status: 201, body: saved };
    },
    ...Object.fromEntries(
      beasts.flatMap((beast) => [
        [
          `PUT /api/character-beasts/${beast.id}`,
          (call: MockCall) => {
            const change = call.body as Partial<CharacterBeast>;
            const changed = list.find((entry) => entry.id === beast.id)!;
            list = list.map((entry) =>
              entry.id === beast.id
                ? { ...entry, ...change }
                : change.active && entry.type === changed.type
                  ? { ...entry, active: false }
                  : entry,
            );
            return { body: list.find((entry) => entry.id === beast.id) };
          },
        ],
        [
          `DELETE /api/character-beasts/${beast.id}`,
          () => {
            list = list.filter((entry) => entry.id !== beast.id);
            return { body: { id: beast.id } };
          },
        ],
      ]),
    ),
    ...routes,
  });
  return { ...renderApp(path), api, characterUpdates, serverBeasts: () => list };
}

/** The toasts on screen, as type and text. */
export const toasts = () => getToasts().map((toast) => `${toast.type}: ${toast.message}`);

/** The beast titles listed in one challenge rating's group, in order. */
export const titlesIn = (cr: string) =>
  [...document.querySelectorAll(`[data-testid="cr-${cr}"] .search-row__open`)].map(
    (button) => button.getAttribute('aria-label') ?? '',
  );

/** The result count under the search ("12 beasts"). */
export const resultCount = () =>
  Number.parseInt(document.querySelector('.search-results [role=status]')?.textContent ?? '', 10);

/** Waits for the bestiary's list. */
export const bestiaryShown = () => screen.findByRole('button', { name: 'Wolf' });
