import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { SETTINGS_SAVE_DELAY_MS } from '../../data/auth/userSettings.ts';
import { getPrefs } from '../../data/prefs.ts';
import { setToken } from '../../data/session.ts';
import { getCurrentUser, setCurrentUser } from '../../data/user.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

const SOURCES = [
  {
    key: 'srd52',
    system: 'dnd5e',
    title: 'SRD 5.2',
    image: '/img/srd.png',
    official: true,
    required: true,
    licence: 'CC-BY-4.0',
    attribution: 'Wizards of the Coast LLC',
  },
  {
    key: 'xgtr',
    system: 'dnd5e',
    title: 'Extra Gear',
    image: null,
    official: true,
    required: false,
    licence: 'CC-BY-4.0',
    attribution: 'Someone',
  },
  {
    key: 'homebrew',
    system: 'dnd5e',
    title: 'Table Homebrew',
    image: null,
    official: false,
    required: false,
    licence: null,
    attribution: null,
  },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('settings: sources', () => {
  it('groups official and non-official sources; core ones are on and locked', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG }, 'GET /api/sources': { body: SOURCES } });
    renderApp('/settings');
    const core = await screen.findByRole('switch', { name: 'SRD 5.2' });
    expect((core as HTMLInputElement).checked).toBe(true);
    expect((core as HTMLInputElement).disabled).toBe(true);
    const extra = screen.getByRole('switch', { name: 'Extra Gear' }) as HTMLInputElement;
    expect(extra.checked).toBe(false);
    expect(extra.disabled).toBe(false);
    expect(screen.getByRole('heading', { name: 'Official' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Non-official' })).toBeTruthy();
  });

  it('shows a source in its detail modal', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG }, 'GET /api/sources': { body: SOURCES } });
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'About SRD 5.2' }));
    const modal = screen.getByRole('dialog', { name: 'SRD 5.2' });
    expect(modal.querySelector('img')?.getAttribute('src')).toBe('/img/srd.png');
    expect(within(modal).getByText('CC-BY-4.0')).toBeTruthy();
    expect(within(modal).getByText('Wizards of the Coast LLC')).toBeTruthy();
  });

  it('keeps a visitor’s choice in the device preferences', async () => {
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/sources': { body: SOURCES },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('switch', { name: 'Table Homebrew' }));
    await user.click(screen.getByRole('switch', { name: 'Show labels' }));
    expect(getPrefs()).toMatchObject({ sources: ['homebrew'], navtext: false });
    await act(() => wait(SETTINGS_SAVE_DELAY_MS + 50));
    expect(api.callsTo('PUT /api/auth/user')).toHaveLength(0);
  });

  it('saves a signed-in user’s toggles once, debounced, with PUT auth/user', async () => {
    setToken('tok-1');
    setCurrentUser(makeUser() as never);
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/sources': { body: SOURCES },
      'PUT /api/auth/user': (call) => ({
        body: makeUser({
          settings: {
            ...makeUser().settings,
            ...(call.body as { settings: Record<string, unknown> }).settings,
          },
        }),
      }),
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('switch', { name: 'Extra Gear' }));
    await user.click(screen.getByRole('switch', { name: 'Animated icons' }));
    expect((screen.getByRole('switch', { name: 'Extra Gear' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(api.callsTo('PUT /api/auth/user')).toHaveLength(0);

    await waitFor(() => expect(api.callsTo('PUT /api/auth/user')).toHaveLength(1));
    expect(api.callsTo('PUT /api/auth/user')[0]?.body).toEqual({
      settings: { sources: ['xgtr'], navanim: false },
    });
    expect(getCurrentUser()?.settings).toMatchObject({ sources: ['xgtr'], navanim: false });
    expect(getPrefs().sources).toEqual([]);
  });

  it('offers export and delete only to signed-in users', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG }, 'GET /api/sources': { body: [] } });
    const visitor = renderApp('/settings');
    await screen.findByRole('switch', { name: 'Dark mode' });
    expect(screen.queryByRole('button', { name: 'Export my data' })).toBeNull();
    visitor.unmount();

    setToken('tok-1');
    setCurrentUser(makeUser() as never);
    renderApp('/settings');
    expect(await screen.findByRole('button', { name: 'Export my data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });
});
