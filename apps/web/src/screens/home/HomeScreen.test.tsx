import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { getSession, setActiveCharacter, setToken } from '../../data/session.ts';
import { STORAGE_KEYS } from '../../data/storage.ts';
import { getCurrentUser, setCurrentUser } from '../../data/user.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { pickRecent } from './recentCharacters.ts';

function signIn() {
  setToken('tok-1');
  setCurrentUser(makeUser() as never);
}

describe('home side menu', () => {
  it('gives a visitor the catalogue and never a link that bounces to sign-in', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    renderApp('/home');
    const menu = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(within(menu).getByRole('link', { name: 'Sign in or register' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    // Characters need an account: the auth-only list would only send a visitor to /login.
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/list');
    expect(hrefs).toEqual(
      expect.arrayContaining(['/catalogue/spells', '/catalogue/items', '/catalogue/rules']),
    );
    const catalogue = within(menu).getByRole('region', { name: 'Catalogue' });
    expect(within(catalogue).getByRole('link', { name: /^Spells/ })).toBeTruthy();
    // The second system needs no account: its characters live on this device.
    const other = within(menu).getByRole('region', { name: 'Other systems' });
    expect(
      within(other)
        .getByRole('link', { name: /^Daggerheart/ })
        .getAttribute('href'),
    ).toBe('/dh/list');
    expect(within(other).getByText('Beta')).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Profile' })).toBeNull();
    expect(within(menu).queryByText('No campaigns joined recently.')).toBeNull();
  });

  it('shows a signed-in user the characters link, the empty slots and the catalogue', async () => {
    signIn();
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    renderApp('/home');
    const menu = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(within(menu).getByRole('link', { name: 'Characters' }).getAttribute('href')).toBe(
      '/list',
    );
    expect(await within(menu).findByText('No characters played this week yet.')).toBeTruthy();
    expect(within(menu).getByText('No campaigns joined recently.')).toBeTruthy();
    expect(
      within(menu)
        .getByRole('link', { name: /^Rules/ })
        .getAttribute('href'),
    ).toBe('/catalogue/rules');
  });

  it('lists up to three active characters updated this week, newest first', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    const day = (n: number) => new Date(now - n * 86_400_000).toISOString();
    const rows = [
      { id: 'a', name: 'Old', active: true, updated_at: day(8) },
      { id: 'b', name: 'Hidden', active: false, updated_at: day(1) },
      { id: 'c', name: 'Two', active: true, updated_at: day(2) },
      { id: 'd', name: 'One', active: true, updated_at: day(1) },
      { id: 'e', name: 'Three', active: true, updated_at: day(3) },
      { id: 'f', name: 'Four', active: true, updated_at: day(4) },
    ];
    expect(pickRecent(rows, now).map((row) => row.name)).toEqual(['One', 'Two', 'Three']);
  });

  it("opens a recent character from the device store, and never another user's", async () => {
    signIn();
    const db = await getCharacterDB();
    const now = new Date().toISOString();
    await db
      .store('characters')
      .bulkPut([
        makeCharacter({ id: 'c9', name: 'Ember', updated_at: now }),
        makeCharacter({ id: 'c8', name: 'Stranger', user_id: 'someone-else', updated_at: now }),
      ]);
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    const user = userEvent.setup();
    const { router } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Ember' }));
    expect(screen.queryByRole('button', { name: 'Stranger' })).toBeNull();
    expect(getSession().characterId).toBe('c9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/character'));
    await db.store('characters').clear();
  });
});

describe('profile drawer', () => {
  it('saves name and colour together 1000 ms after the last change', async () => {
    signIn();
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/campaigns/user': (call) => ({
        body: { user: makeUser(call.body as Record<string, unknown>) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const drawer = screen.getByRole('dialog', { name: 'Profile' });

    vi.useFakeTimers();
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Ad' } });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Ada L' } });
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Colour #3fa7d6' }));
    act(() => vi.advanceTimersByTime(999));
    expect(api.callsTo('POST /api/campaigns/user')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    expect(api.callsTo('POST /api/campaigns/user').map((call) => call.body)).toEqual([
      { name: 'Ada L', avatar_color: '#3fa7d6' },
    ]);
    await waitFor(() => expect(getCurrentUser()?.name).toBe('Ada L'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!).avatar_color).toBe(
      '#3fa7d6',
    );
  });

  it('saves a pending change at once, with keepalive, when the page is left', async () => {
    signIn();
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/campaigns/user': (call) => ({
        body: { user: makeUser(call.body as Record<string, unknown>) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const drawer = screen.getByRole('dialog', { name: 'Profile' });
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Bea' } });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(api.callsTo('POST /api/campaigns/user').map((call) => call.body)).toEqual([
      { name: 'Bea' },
    ]);
    const init = api.fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/campaigns/user'),
    )?.[1];
    expect(init).toMatchObject({ keepalive: true });
  });

  it('logs out only after confirmation, clearing token, user and character', async () => {
    signIn();
    setActiveCharacter('42');
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/auth/logout': 'network-error',
    });
    const user = userEvent.setup();
    const { router } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    const confirm = screen.getByRole('dialog', { name: 'Log out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Stay' }));
    expect(getSession().token).toBe('tok-1');
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Log out?' })).getByRole('button', {
        name: 'Log out',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(getSession()).toEqual({ token: null, characterId: null });
    expect(getCurrentUser()).toBeNull();
  });

  it('leaves none of the account’s data for the next one on this device', async () => {
    signIn();
    const db = await getCharacterDB();
    await db
      .store('characters')
      .put(makeCharacter({ id: 'c9', name: 'Ember', updated_at: new Date().toISOString() }));
    mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/auth/logout': { body: { revoked: true } },
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/home');
    await screen.findByRole('button', { name: 'Ember' });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Log out?' })).getByRole('button', {
        name: 'Log out',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Queries the screens shown since are the visitor's; nothing keyed by the account is left.
    const left = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    expect(left.filter((key) => key.includes('u1') || key.includes('c9'))).toEqual([]);
    await waitFor(async () => expect(await db.store('characters').count()).toBe(0));
  });
});
