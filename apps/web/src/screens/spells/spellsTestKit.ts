import { configure, screen } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';

import type { Character } from '@hearth/contract';

import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

/**
 * Test kit of the spells pages: every real SRD spell (packages/content) and the casting classes
 * in the device database, and a signed-in user whose active character the mocked server
 * serves and saves.
 */
const spells = import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/content/src/entries/dnd5e/spells/*.json',
  { eager: true, import: 'default' },
);

export const ALL_SPELLS = Object.values(spells) as {
  id: string;
  title: string;
  level: number;
  classes: string[];
  ritual: boolean;
}[];

const STORES = {
  classes: ['cleric', 'wizard', 'warlock', 'bard', 'druid', 'paladin', 'ranger', 'sorcerer'],
  features: ['pact-of-the-tome'],
  species: ['human'],
  backgrounds: ['soldier'],
};

/** Stores the catalogue for the file's tests and clears it after them. */
export function withSpellCatalogue(): void {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 10_000 });
    vi.setConfig({ testTimeout: 30_000 });
    await putCatalogue(STORES);
    const db = await getCharacterDB();
    await db.table('spells').bulkPut(ALL_SPELLS);
  });
  afterAll(() => clearCatalogue([...Object.keys(STORES), 'spells']));
}

/**
 * Opens `path` as a signed-in user whose active character is `overrides` on a level-1 fighter;
 * `saved()` lists the update bodies sent to `POST /api/characters/42`.
 */
export function openCharacter(overrides: Partial<Character>, path: string) {
  let stored = makeCharacter(overrides);
  setToken('t');
  setCurrentUser(makeUser());
  setActiveCharacter(stored.id);
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/health': { body: { status: 'ok' } },
    'GET /api/characters/42': () => ({ body: stored }),
    'GET /api/inventory/42': { body: [] },
    'POST /api/characters/42': (call) => {
      stored = { ...stored, ...(call.body as Partial<Character>), version: stored.version + 1 };
      return { body: stored };
    },
  });
  const view = renderApp(path);
  const saved = () =>
    api.callsTo('POST /api/characters/42').map((call) => call.body as Partial<Character>);
  return { ...view, api, saved };
}

/** How long a save takes to leave: the 500 ms debounce plus slack for a slow machine. */
export const SAVE_WAIT = { timeout: 8000 };

export const cleric = (level = 1): Partial<Character> => ({
  name: 'Tomas',
  classes: [{ id: 'cleric', level, hit_dice: 0 }],
  attributes: { str: 10, dex: 12, con: 13, int: 10, wis: 16, cha: 10 },
  options: { 'cleric-skills': ['history', 'insight'] },
});

export const wizard = (level = 1): Partial<Character> => ({
  name: 'Elminster',
  classes: [{ id: 'wizard', level, hit_dice: 0 }],
  attributes: { str: 8, dex: 14, con: 13, int: 16, wis: 12, cha: 10 },
  options: { 'wizard-skills': ['arcana', 'history'] },
});

export const tomeWarlock = (spellStatus: Character['spells'] = {}): Partial<Character> => ({
  name: 'Hexa',
  classes: [{ id: 'warlock', level: 1, hit_dice: 0 }],
  attributes: { str: 8, dex: 14, con: 13, int: 10, wis: 12, cha: 16 },
  options: { 'warlock-skills': ['arcana', 'deception'] },
  features: [
    { id: 'pact-of-the-tome', path: 'tome', choice: 'warlock-eldritch-invocations-invocations-1' },
  ],
  spells: spellStatus,
});

/** A status toggle of a spell by its accessible name ("Prepared: Bless"). */
export const toggle = (name: string) => screen.getByRole('button', { name });

/** The counters' texts, in order. */
export function counters(): string[] {
  return [
    ...screen.getByRole('region', { name: 'Counts' }).querySelectorAll('.spells-counter'),
  ].map((counter) => counter.textContent ?? '');
}

/** The result count under the search ("12 spells"). */
export const resultCount = () =>
  Number.parseInt(document.querySelector('.search-results [role=status]')?.textContent ?? '', 10);

/** The spell titles listed, in order. */
export const listedTitles = () =>
  [...document.querySelectorAll('.search-row__open')].map(
    (button) => button.getAttribute('aria-label') ?? '',
  );
