import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { clearSession, setActiveCharacter, setToken } from '../../data/session.ts';
import { STORAGE_KEYS } from '../../data/storage.ts';
import { en } from '../../i18n/resources.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { ROUTES } from './routeTable.ts';

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('route guard', () => {
  it('sends auth-only routes to /login without a token', async () => {
    const { router } = renderApp('/campaigns');
    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in user reach auth-only routes', async () => {
    setToken('token-1');
    const { router } = renderApp('/campaigns');
    await heading('Campaigns');
    expect(router.state.location.pathname).toBe('/campaigns');
  });

  it('sends the guest-only 404 to /list when a token is stored', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const { router } = renderApp('/no/such/page');
    await heading('Characters');
    expect(router.state.location.pathname).toBe('/list');
  });

  it('keeps the sign-in page open to a signed-in user (it shows them Continue)', async () => {
    setToken('token-1');
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/register');
  });

  it('sends a signed-in user from an unknown path to /list', async () => {
    setToken('token-1');
    const { router } = renderApp('/no/such/page');
    await heading('Characters');
    expect(router.state.location.pathname).toBe('/list');
  });

  it('shows only 404 to a visitor on an unknown path', async () => {
    renderApp('/no/such/page');
    expect((await screen.findByTestId('not-found')).textContent).toBe('404');
  });

  it('sends character routes to /list without an active character', async () => {
    setToken('token-1');
    const { router } = renderApp('/character');
    await heading('Characters');
    expect(router.state.location.pathname).toBe('/list');
  });

  it('opens character routes with an active character', async () => {
    setActiveCharacter('42');
    // The page shows once the active character is loaded.
    mockApi({
      'GET /api/characters/42': { body: makeCharacter() },
      'GET /api/inventory/42': { body: [] },
    });
    const { router } = renderApp('/inventory/7/apply-preset?characterId=42');
    await heading('Add pack to Inventory');
    expect(router.state.location.search).toBe('?characterId=42');
  });

  it('lets anyone open the open routes', async () => {
    for (const path of ['/home', '/settings', '/verify/abc', '/dh/list']) {
      const { router, unmount } = renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(router.state.location.pathname).toBe(path);
      unmount();
    }
  });

  it('sends Continue (/m) to the active character, else home', async () => {
    const home = renderApp('/m');
    await heading('Home');
    expect(home.router.state.location.pathname).toBe('/home');
    home.unmount();

    setActiveCharacter('42');
    setToken('token-1');
    mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/characters/42': { body: makeCharacter({ name: 'Brienne' }) },
      'GET /api/inventory/42': { body: [] },
    });
    const sheet = renderApp('/m');
    await heading('Brienne');
    expect(sheet.router.state.location.pathname).toBe('/character');
  });

  it('re-renders when the session ends', async () => {
    setToken('token-1');
    const { router } = renderApp('/list');
    await heading('Characters');
    act(() => clearSession());
    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('route table', () => {
  // A sample URL for each pattern: parameters filled in, optional ones dropped.
  const sampleUrl = (path: string) =>
    path === '*' ? '/nowhere' : path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x1');

  // /m only redirects and the sheet is titled with the character's name (both tested above).
  it.each(ROUTES.filter((route) => !['landing', 'continue', 'character'].includes(route.id)))(
    '$path opens the $id screen with its title',
    async ({ id, path, access }) => {
      setActiveCharacter('42');
      if (access !== 'guest') setToken('token-1');
      // Character pages load the active character first.
      mockApi({
        'GET /api/config': { body: NO_CONFIG },
        'GET /api/characters/42': { body: makeCharacter() },
        'GET /api/inventory/42': { body: [] },
      });
      const { router } = renderApp(sampleUrl(path));
      const title = id === 'notFound' ? '404' : en.routes.title[id];
      await heading(title);
      expect(router.state.route?.id).toBe(id);
    },
  );
});
