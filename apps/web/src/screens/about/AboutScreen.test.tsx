import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

describe('/about', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
  });

  afterEach(async () => {
    const db = await getCharacterDB();
    await Promise.all(['spells', 'beasts'].map((store) => db.table(store).clear()));
  });

  it('shows the SRD 5.2 and Daggerheart credits the licences require', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About and credits' })).toBeDefined();
    expect(
      screen.getByText(/This work includes material from the System Reference Document 5\.2/),
    ).toBeDefined();
    expect(
      screen.getByText(/Creative Commons Attribution 4\.0 International License/),
    ).toBeDefined();
    expect(
      screen.getByText(/Daggerheart System Reference Document 1\.0, © Critical Role/),
    ).toBeDefined();
    expect(
      screen.getByText('The catalogue has not been downloaded to this device yet.'),
    ).toBeDefined();
  });

  it('counts what the catalogue on this device holds', async () => {
    const db = await getCharacterDB();
    await db.table('spells').bulkPut([{ id: 'fireball' }, { id: 'shield' }]);
    await db.table('beasts').put({ id: 'wolf' });
    renderApp('/about');
    const list = await screen.findByRole('list', { name: 'On this device' });
    expect(within(list).getByText('Spells: 2')).toBeDefined();
    expect(within(list).getByText('Beasts: 1')).toBeDefined();
    expect(within(list).getByText('Classes: 0')).toBeDefined();
  });

  it('is linked from the footer', async () => {
    renderApp('/privacy-policy');
    const link = await screen.findByRole('link', { name: 'About' });
    expect(link.getAttribute('href')).toBe('/about');
  });
});
