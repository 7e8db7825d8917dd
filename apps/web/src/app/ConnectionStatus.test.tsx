import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { onlineStatus } from '../data/network/useOnline.ts';
import { mockApi, NO_CONFIG } from '../test/mockFetch.ts';
import { renderApp } from '../test/renderApp.tsx';

async function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  await act(() => onlineStatus.check());
}

describe('offline bar and the Offline mode modal', () => {
  afterEach(() => setOnline(true));

  it('is absent online, and offline opens the list of what needs a connection', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG }, 'GET /api/health': { body: {} } });
    const user = userEvent.setup();
    renderApp('/home');
    await screen.findByRole('navigation', { name: 'Side menu' });
    expect(screen.queryByTestId('offline-badge')).toBeNull();

    await setOnline(false);
    const bar = screen.getByRole('button', { name: /Offline.*What needs a connection/ });
    // In the page's flow, before the screen: it pushes the page down instead of covering it.
    expect(bar.nextElementSibling?.tagName).toBe('MAIN');
    await user.click(bar);
    const modal = screen.getByRole('dialog', { name: 'Offline mode' });
    const needs = within(modal).getByRole('list', { name: 'These need a connection:' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Creating, archiving, restoring and deleting characters',
      'Refreshing the character list',
      'Updating character info (name and portrait)',
      'Moving and giving items',
      'Adding, splitting and removing items',
      'Syncing with the server',
      'Campaign interactions',
      'Saving progression (level up, classes, feats)',
      'Content updates',
    ]);
    await user.click(within(modal).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog', { name: 'Offline mode' })).toBeNull();

    await setOnline(true);
    expect(screen.queryByTestId('offline-badge')).toBeNull();
  });
});
