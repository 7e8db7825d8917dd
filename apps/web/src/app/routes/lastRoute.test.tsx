import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { onlineStatus } from '../../data/network/useOnline.ts';
import { STORAGE_KEYS } from '../../data/storage.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { startApp } from '../bootstrap.ts';
import { restoreLastRoute } from './lastRoute.ts';

const saved = () => window.localStorage.getItem(STORAGE_KEYS.lastRoute);

describe('last visited route', () => {
  afterEach(() => onlineStatus.stop());

  it('is saved on every navigation, with its query', async () => {
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await waitFor(() => expect(saved()).toBe('/settings'));
    await act(() => router.navigate('/dh/list?sort=name'));
    await waitFor(() => expect(saved()).toBe('/dh/list?sort=name'));
  });

  it('is not saved for an unknown path', async () => {
    window.localStorage.setItem(STORAGE_KEYS.lastRoute, '/settings');
    renderApp('/no/such/page');
    await screen.findByTestId('not-found');
    expect(saved()).toBe('/settings');
  });

  it('is restored when the app opens at the root', () => {
    window.localStorage.setItem(STORAGE_KEYS.lastRoute, '/dh/character/7?tab=cards');
    expect(restoreLastRoute()).toBe('/dh/character/7?tab=cards');
    expect(window.location.pathname + window.location.search).toBe('/dh/character/7?tab=cards');
  });

  it('is not restored over a deep link', () => {
    window.history.replaceState(null, '', '/settings');
    window.localStorage.setItem(STORAGE_KEYS.lastRoute, '/dh/list');
    expect(restoreLastRoute()).toBeNull();
    expect(window.location.pathname).toBe('/settings');
  });

  it('ignores anything that is not a path of this app', () => {
    for (const value of ['//evil.example/x', 'https://evil.example', 'settings', '/']) {
      window.localStorage.setItem(STORAGE_KEYS.lastRoute, value);
      expect(restoreLastRoute()).toBeNull();
      expect(window.location.pathname).toBe('/');
    }
  });

  it('is restored once on start, after the session is read', async () => {
    window.localStorage.setItem(STORAGE_KEYS.lastRoute, '/settings');
    const { router } = await startApp();
    expect(router.state.location.pathname).toBe('/settings');
    // Coming back to the root later is a normal navigation, not a restore.
    await act(() => router.navigate('/'));
    expect(router.state.location.pathname).toBe('/');
    router.dispose();
  });
});
