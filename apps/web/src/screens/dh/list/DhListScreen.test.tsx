import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { putDhFixtureCatalogue } from '../../../data/dh/dhCatalogueFixture.ts';
import { reloadDhCharacters } from '../../../data/dh/dhCharacters.ts';
import {
  clearDhCharacters,
  makeDhCharacter,
  readStoredDhCharacters,
  seedDhCharacters,
} from '../../../data/dh/dhTestKit.ts';
import { dhExportFile } from '../../../data/dh/dhTransfer.ts';
import { mockApi, NO_CONFIG } from '../../../test/mockFetch.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { resetDhDevice } from '../common/dhScreenTestKit.ts';

const ash = makeDhCharacter({ id: '1', name: 'Ash', updatedAt: 100 });
const birch = makeDhCharacter({
  id: '2',
  name: 'Birch',
  class: 'wizard',
  subclass: 'school-of-knowledge',
  level: 3,
  updatedAt: 200,
});

/** Downloads are links to a Blob: captured here, read back as the file's text. */
function captureDownloads() {
  const blobs: Blob[] = [];
  // jsdom has no object URLs: the two static methods are added for the test, URL itself stays.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}

/** The page keeps what it read: after seeding the device, it reads again. */
const rereadDevice = reloadDhCharacters;

async function openList() {
  mockApi({ 'GET /api/config': { body: NO_CONFIG } });
  renderApp('/dh/list');
  await screen.findByRole('heading', { name: 'Daggerheart characters' });
}

beforeEach(async () => {
  await clearDhCharacters();
  await putDhFixtureCatalogue();
});

afterEach(async () => {
  await resetDhDevice();
  vi.restoreAllMocks();
});

describe('/dh/list', () => {
  it('warns that the characters may be lost and live on this device only', async () => {
    await openList();
    expect(
      screen.getByText('Daggerheart characters are under active development and may be lost.'),
    ).toBeTruthy();
    expect(screen.getByText(/live on this device only: no account, no sync/)).toBeTruthy();
    expect(await screen.findByText('No Daggerheart characters on this device yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export all' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Create character' }).getAttribute('href')).toBe(
      '/dh/character/create',
    );
  });

  it('lists the characters newest first with class, subclass and level, each opening its sheet', async () => {
    await seedDhCharacters([ash, birch]);
    await rereadDevice();
    await openList();
    const list = await screen.findByRole('list', { name: 'Characters on this device' });
    await within(list).findByText('Wizard · School of Knowledge · Level 3');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Birch'),
      expect.stringContaining('Ash'),
    ]);
    expect(links[1]?.textContent).toContain('Guardian · Stalwart · Level 1');
    expect(links[0]?.getAttribute('href')).toBe('/dh/character/2');
  });

  it('deletes a character only after the confirmation', async () => {
    const user = userEvent.setup();
    await seedDhCharacters([ash, birch]);
    await rereadDevice();
    await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Ash' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete character?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Ash' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Ash' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete character?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Ash')).toBeNull());
    expect((await readStoredDhCharacters()).map((record) => record.name)).toEqual(['Birch']);
  });

  it('exports one character, or all of them, as a Hearth Daggerheart file', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    await seedDhCharacters([ash, birch]);
    await rereadDevice();
    await openList();
    await user.click(await screen.findByRole('button', { name: 'Export Ash' }));
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    const [one, all] = await Promise.all(
      downloads.map(async (blob) => JSON.parse(await blob.text())),
    );
    expect(one).toMatchObject({ format: 'hearth-daggerheart', version: 1, characters: [ash] });
    expect(all.characters.map((character: { name: string }) => character.name)).toEqual([
      'Birch',
      'Ash',
    ]);
    expect(await screen.findByText('2 characters exported.')).toBeTruthy();
  });

  it('imports a file, a taken id as a copy, and says so', async () => {
    const user = userEvent.setup();
    await seedDhCharacters([ash]);
    await rereadDevice();
    await openList();
    await screen.findByText('Ash');
    const text = JSON.stringify(dhExportFile([{ ...ash, name: 'Ash again' }, birch], new Date()));
    await user.upload(
      screen.getByLabelText('Import'),
      new File([text], 'export.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('2 characters imported.')).toBeTruthy();
    expect(
      screen.getByText('Ash again was already on this device: imported as a copy.'),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Characters on this device' });
    await within(list).findByText('Ash again');
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('refuses a file that is not an export, saying why, and writes nothing', async () => {
    const user = userEvent.setup();
    await openList();
    await user.upload(
      screen.getByLabelText('Import'),
      new File([JSON.stringify({ format: 'something-else', version: 1 })], 'x.json', {
        type: 'application/json',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported');
    expect(alert.textContent).toContain('The file is not a Hearth Daggerheart export.');
    expect(await readStoredDhCharacters()).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a stored record that is not a character, and lets it be deleted', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedDhCharacters([ash, { id: 'junk', name: 42 }]);
    await rereadDevice();
    await openList();
    expect(await screen.findByText('1 stored record could not be read.')).toBeTruthy();
    expect(screen.getByText(/^Record junk: /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete record junk' }));
    await waitFor(() => expect(screen.queryByText(/^Record junk/)).toBeNull());
    expect((await readStoredDhCharacters()).map((record) => record.id)).toEqual(['1']);
  });
});
