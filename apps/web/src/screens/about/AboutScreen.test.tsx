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
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('About and credits');
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/This work includes material from the System Reference Document 5\.2/);
    expect(text).toMatch(/Creative Commons Attribution 4\.0 International License/);
    expect(text).toMatch(/Daggerheart System Reference Document 1\.0, © Critical Role/);
    expect(text).toContain('The catalogue has not been downloaded to this device yet.');
  });

  it('counts what the catalogue on this device holds', async () => {
    const db = await getCharacterDB();
    await db.table('spells').bulkPut([{ id: 'fireball' }, { id: 'shield' }]);
    await db.table('beasts').put({ id: 'wolf' });
    renderApp('/about');
    const list = await screen.findByRole('list', { name: 'On this device' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Classes: 0',
      'Species: 0',
      'Backgrounds: 0',
      'Subclasses, feats and invocations: 0',
      'Spells: 2',
      'Items: 0',
      'Equipment presets: 0',
      'Creatures: 1',
      'Rules entries: 0',
    ]);
  });

  it('is linked from the footer', async () => {
    renderApp('/privacy-policy');
    const link = await screen.findByRole('link', { name: 'About' });
    expect(link.getAttribute('href')).toBe('/about');
  });
});
