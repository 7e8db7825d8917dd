import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { onlineStatus } from '../../data/network/useOnline.ts';
import { getSession, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

const older = makeCharacter({ id: 'a', name: 'Aelith', updated_at: '2026-11-01T10:00:00.000Z' });
const newer = makeCharacter({
  id: 'b',
  name: 'Brienne',
  updated_at: '2026-11-21T10:00:00.000Z',
  classes: [
    { id: 'fighter', level: 3, hit_dice: 0 },
    { id: 'rogue', level: 2, hit_dice: 0 },
  ],
});
const hidden = makeCharacter({ id: 'c', name: 'Corwin', active: false });

describe('/list', () => {
  beforeEach(async () => {
    setToken('token-1');
    setCurrentUser(makeUser());
    await putCatalogue({ classes: ['fighter', 'rogue'] });
  });

  afterEach(async () => {
    onlineStatus.stop();
    await clearCatalogue(['classes']);
    await (await getCharacterDB()).table('characters').clear();
  });

  it('lists active characters by last update, with their levels and classes', async () => {
    mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/characters/user/u1': { body: [older, hidden, newer] },
    });
    renderApp('/list');
    const list = await screen.findByRole('list', { name: 'Your characters' });
    // Class titles come from the device's catalogue, read once the list is already drawn.
    await within(list).findByText(/Fighter 3 \/ Rogue 2/);
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toContain('Brienne');
    expect(rows[0]).toContain('Level 5 Fighter 3 / Rogue 2');
    expect(rows[1]).toContain('Aelith');
    expect(rows[1]).toContain('Level 1 Fighter');
    expect(rows.join()).not.toContain('Corwin');
  });

  it('hides an active character and shows, then deletes a hidden one after confirming', async () => {
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/characters/user/u1': { body: [older, hidden] },
      'POST /api/characters/a': { body: { ...older, active: false } },
      'POST /api/characters/c': { body: { ...hidden, active: true } },
      'DELETE /api/characters/c': { body: { id: 'c' } },
    });
    renderApp('/list');
    const active = await screen.findByRole('list', { name: 'Your characters' });
    await userEvent.click(within(active).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(api.callsTo('POST /api/characters/a')).toHaveLength(1));
    expect(api.callsTo('POST /api/characters/a')[0]?.body).toEqual({ active: false });

    await userEvent.click(screen.getByRole('button', { name: /Inactive characters/ }));
    const inactive = screen.getByRole('list', { name: 'Inactive characters' });
    expect(within(inactive).getByText('Corwin')).toBeTruthy();
    await userEvent.click(within(inactive).getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete character?' });
    expect(api.callsTo('DELETE /api/characters/c')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/characters/c')).toHaveLength(1));
  });

  it('says so when there are no characters, and opens the wizard from the button', async () => {
    mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/characters/user/u1': { body: [] },
    });
    const { router } = renderApp('/list');
    expect(
      await screen.findByText('You have no characters yet. Create one to start your adventure!'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Create character' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moc'));
  });

  it('opens a character on the sheet', async () => {
    mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/characters/user/u1': { body: [older] },
      'GET /api/characters/a': { body: older },
      'GET /api/inventory/a': { body: [] },
    });
    const { router } = renderApp('/list');
    await userEvent.click(await screen.findByRole('button', { name: /Aelith/ }));
    expect(getSession().characterId).toBe('a');
    await waitFor(() => expect(router.state.location.pathname).toBe('/character'));
  });

  it('offline: shows the device copies, says what needs a connection and disables the actions', async () => {
    await (await getCharacterDB()).table('characters').bulkPut([older, hidden]);
    mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/characters/user/u1': 'network-error',
    });
    onlineStatus.start();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    renderApp('/list');
    expect(
      await screen.findByText(/You are offline: your characters can still be viewed and edited/),
    ).toBeTruthy();
    const active = await screen.findByRole('list', { name: 'Your characters' });
    expect(within(active).getByText('Aelith')).toBeTruthy();
    expect(
      (within(active).getByRole('button', { name: 'Hide' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    // Creating a character needs the connection: the button says what waits for it.
    await userEvent.click(screen.getByRole('link', { name: 'Create character' }));
    const modal = await screen.findByRole('dialog', { name: 'Offline mode' });
    expect(within(modal).getByText(/Creating, archiving, restoring and deleting/)).toBeTruthy();
    expect(within(modal).getByText('Refreshing the character list')).toBeTruthy();
  });
});
