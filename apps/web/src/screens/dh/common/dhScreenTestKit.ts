import { screen } from '@testing-library/react';

import type { DhCharacter } from '@hearth/rules';

import { clearDhCatalogue, putDhFixtureCatalogue } from '../../../data/dh/dhCatalogueFixture.ts';
import { dhWritesSettled, reloadDhCharacters } from '../../../data/dh/dhCharacters.ts';
import {
  clearDhCharacters,
  readStoredDhCharacters,
  seedDhCharacters,
} from '../../../data/dh/dhTestKit.ts';
import { mockApi, NO_CONFIG } from '../../../test/mockFetch.ts';
import { renderApp } from '../../../test/renderApp.tsx';

/**
 * A fresh device with the test catalogue and this one character, opened at `path`; ready when
 * the page's menu is drawn (or the heading named `ready`).
 */
export async function openDhPage(
  character: DhCharacter,
  path: string,
  options: { ready?: string } = {},
) {
  mockApi({ 'GET /api/config': { body: NO_CONFIG } });
  await clearDhCharacters();
  await putDhFixtureCatalogue();
  await seedDhCharacters([character]);
  await reloadDhCharacters();
  const view = renderApp(path);
  if (options.ready) await screen.findByRole('heading', { name: options.ready });
  else await screen.findByRole('navigation', { name: 'Character pages' });
  return view;
}

/** What the device holds for the character once every edit is written. */
export async function storedDhCharacter(id: string): Promise<DhCharacter | undefined> {
  await dhWritesSettled();
  const records = await readStoredDhCharacters();
  return records.find((record) => record.id === id) as DhCharacter | undefined;
}

export async function resetDhDevice(): Promise<void> {
  await dhWritesSettled();
  await clearDhCharacters();
  await clearDhCatalogue();
}
