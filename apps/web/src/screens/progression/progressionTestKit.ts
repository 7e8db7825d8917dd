import { configure } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';

import type { Character } from '@hearth/contract';

import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

/**
 * Test helpers for the progression screens: the REAL SRD catalogue entries of the content
 * package in the device database, and a signed-in user with an active character whose saves
 * the mocked server answers.
 */

type Entry = { id: string };
const entries = {
  classes: import.meta.glob<Entry>(
    '../../../../../packages/content/src/entries/dnd5e/classes/*.json',
    {
      eager: true,
      import: 'default',
    },
  ),
  species: import.meta.glob<Entry>(
    '../../../../../packages/content/src/entries/dnd5e/species/*.json',
    {
      eager: true,
      import: 'default',
    },
  ),
  backgrounds: import.meta.glob<Entry>(
    '../../../../../packages/content/src/entries/dnd5e/backgrounds/*.json',
    { eager: true, import: 'default' },
  ),
  features: import.meta.glob<Entry>(
    '../../../../../packages/content/src/entries/dnd5e/features/*.json',
    { eager: true, import: 'default' },
  ),
  spells: import.meta.glob<Entry>(
    '../../../../../packages/content/src/entries/dnd5e/spells/*.json',
    {
      eager: true,
      import: 'default',
    },
  ),
  items: import.meta.glob<Entry>('../../../../../packages/content/src/entries/dnd5e/items/*.json', {
    eager: true,
    import: 'default',
  }),
  rules: import.meta.glob<Entry>('../../../../../packages/content/src/entries/dnd5e/rules/*.json', {
    eager: true,
    import: 'default',
  }),
};

/** Puts the SRD catalogue into the device database (what a catalogue sync would store). */
export async function storeCatalogue(): Promise<void> {
  const db = await getCharacterDB();
  await Promise.all(
    Object.entries(entries).map(([store, files]) => db.table(store).bulkPut(Object.values(files))),
  );
}

export async function clearCatalogue(): Promise<void> {
  const db = await getCharacterDB();
  await Promise.all(Object.keys(entries).map((store) => db.table(store).clear()));
}

/**
 * Opens `path` as a signed-in user whose active character is `character`; the server answers
 * saves with the character as saved. `saved()` lists the update bodies sent.
 */
export function openCharacter(overrides: Partial<Character>, path: string) {
  const character = makeCharacter(overrides);
  let stored = character;
  setToken('t');
  setCurrentUser(makeUser());
  setActiveCharacter(character.id);
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/health': { body: { status: 'ok' } },
    [`GET /api/characters/${character.id}`]: () => ({ body: stored }),
    [`GET /api/inventory/${character.id}`]: { body: [] },
    [`POST /api/characters/${character.id}`]: (call) => {
      stored = { ...stored, ...(call.body as Partial<Character>), version: stored.version + 1 };
      return { body: stored };
    },
  });
  const view = renderApp(path);
  const saved = () =>
    api
      .callsTo(`POST /api/characters/${character.id}`)
      .map((call) => call.body as Partial<Character>);
  return { ...view, api, character, saved };
}

/** How long a save takes to leave: the 500 ms debounce plus slack for a slow machine. */
export const SAVE_WAIT = { timeout: 4000 };

/**
 * Stores the catalogue for the file's tests and clears it after them. Reading ~800 entries
 * from the device database takes a moment on a busy machine, so waits are longer here.
 */
export function withCatalogue(): void {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    vi.setConfig({ testTimeout: 30_000 });
    await storeCatalogue();
  });
  afterAll(clearCatalogue);
}
