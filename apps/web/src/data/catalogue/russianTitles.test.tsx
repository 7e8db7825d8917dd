import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '../../i18n/changeLanguage.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { getCharacterDB } from '../db/openCharacterDB.ts';

/** The real Russian item titles (packages/content), as a sync stores them on the device. */
const itemTitles = Object.values(
  import.meta.glob<Record<string, string>>(
    '../../../../../packages/content/src/translations/ru/items/items.json',
    { eager: true, import: 'default' },
  ),
)[0]!;

const STORES = {
  classes: ['wizard'],
  species: ['human'],
  backgrounds: ['soldier'],
  items: ['longsword', 'dagger', 'rope'],
};

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 30_000 });
  await putCatalogue(STORES);
  // No title for the rope: it keeps its English one.
  const { rope: _untitled, ...titles } = itemTitles;
  const db = await getCharacterDB();
  await db.table('titles-ru').put({ id: 'items', titles });
});
afterAll(() => clearCatalogue([...Object.keys(STORES), 'titles-ru']));

function openItems() {
  mockApi({ 'GET /api/config': { body: NO_CONFIG } });
  return renderApp('/catalogue/items');
}

const itemNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))
    .filter(
      (name) => name && ['Длинный меч', 'Кинжал', 'Rope', 'Longsword', 'Dagger'].includes(name),
    );

describe('catalogue titles in Russian', () => {
  it('shows the Russian titles, English where there is none, and marks descriptions as English', async () => {
    await changeLanguage('ru');
    const user = userEvent.setup();
    openItems();
    expect(await screen.findByRole('button', { name: 'Длинный меч' })).toBeTruthy();
    expect(itemNames().sort()).toEqual(['Rope', 'Длинный меч', 'Кинжал'].sort());

    await user.click(screen.getByRole('button', { name: 'Кинжал' }));
    const drawer = await screen.findByTestId('drawer');
    expect(within(drawer).getByRole('heading', { name: 'Кинжал' })).toBeTruthy();
    expect(within(drawer).getByText('Текст на английском (бета)')).toBeTruthy();
  });

  it('finds items by the Russian title, any case, and still by the English one', async () => {
    await changeLanguage('ru');
    const user = userEvent.setup();
    openItems();
    const search = await screen.findByRole('searchbox');
    await screen.findByRole('button', { name: 'Длинный меч' });

    await user.type(search, 'ДЛИННЫЙ');
    await waitFor(() => expect(itemNames()).toEqual(['Длинный меч']));
    await user.clear(search);
    await user.type(search, 'dagger');
    await waitFor(() => expect(itemNames()).toEqual(['Кинжал']));
  });

  it('goes back to the English titles when the language switches, without a reload', async () => {
    await changeLanguage('ru');
    openItems();
    await screen.findByRole('button', { name: 'Длинный меч' });
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Longsword' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Длинный меч' })).toBeNull();
    expect(screen.queryByText('Текст на английском (бета)')).toBeNull();
  });
});
