import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { setToken } from '../data/session.ts';
import { STORAGE_KEYS } from '../data/storage.ts';
import LandingScreen from '../screens/landing/LandingScreen.tsx';
import { mockApi, NO_CONFIG } from '../test/mockFetch.ts';
import { LandingApp } from './LandingApp.tsx';

function renderLanding() {
  const leave = vi.fn<(to: string) => void>();
  render(<LandingApp Screen={LandingScreen} leave={leave} />);
  return leave;
}

describe('the landing page before the router is loaded', () => {
  it('is the whole landing page: title, ready marker, links, and the footer from the config', async () => {
    mockApi({
      'GET /api/config': { body: { ...NO_CONFIG, community_url: 'https://chat.example' } },
    });
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Hearth' })).toBeTruthy();
    expect(screen.getByTestId('app-ready')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start adventure' }).getAttribute('href')).toBe(
      '/home',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Hearth'));
    expect(window.localStorage.getItem(STORAGE_KEYS.lastRoute)).toBe('/');
    // The community link comes from the server's configuration, without the query cache.
    expect((await screen.findByRole('link', { name: /community/i })).getAttribute('href')).toBe(
      'https://chat.example',
    );
  });

  it('hands a link to the router: the page is opened there, with the progress bar meanwhile', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    const leave = renderLanding();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(leave).toHaveBeenCalledWith('/login');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(leave).toHaveBeenLastCalledWith('/settings');
  });

  it('leaves a click for a new tab or window to the browser', () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    const leave = renderLanding();
    const link = screen.getByRole('link', { name: 'Create account' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      // fireEvent returns false when the default (following the link) was prevented.
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(leave).not.toHaveBeenCalled();
  });

  it('offers a signed-in user to continue and the character list', () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    setToken('tok');
    renderLanding();
    expect(screen.getByRole('link', { name: 'Continue adventure' }).getAttribute('href')).toBe(
      '/m',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
