import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { SessionInfo } from '@hearth/contract';

import { getSession, setActiveCharacter, setToken } from '../../data/session.ts';
import { STORAGE_KEYS } from '../../data/storage.ts';
import { getCurrentUser, setCurrentUser } from '../../data/user.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

type Routes = Parameters<typeof mockApi>[0];

const HOUR_MS = 3_600_000;

function session(overrides: Partial<SessionInfo>): SessionInfo {
  const now = Date.now();
  return {
    id: 's1',
    device: 'Chrome on Android',
    user_agent: 'Mozilla/5.0',
    created_at: new Date(now - 48 * HOUR_MS).toISOString(),
    last_used_at: new Date(now - 2 * HOUR_MS).toISOString(),
    expires_at: new Date(now + 80 * 24 * HOUR_MS).toISOString(),
    current: false,
    ...overrides,
  };
}

const THIS_PHONE = session({ id: 'here', device: 'Safari on iPhone', current: true });
const LAPTOP = session({ id: 'laptop', device: 'Firefox on Linux' });

function openSettings(routes: Routes) {
  setToken('tok-1');
  setActiveCharacter('42');
  setCurrentUser(makeUser());
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/sources': { body: [] },
    'GET /api/auth/user': { body: makeUser() },
    ...routes,
  });
  const view = renderApp('/settings');
  return { api, user: userEvent.setup(), ...view };
}

async function devicesSection() {
  return within(
    (await screen.findByRole('heading', { name: 'Signed-in devices' })).closest('section')!,
  );
}

describe('settings: signed-in devices', () => {
  it('lists the devices with their last use, this one first and marked', async () => {
    openSettings({ 'GET /api/auth/sessions': { body: { sessions: [LAPTOP, THIS_PHONE] } } });
    const section = await devicesSection();
    const rows = await section.findAllByTestId('device');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Safari on iPhoneThis device',
      'Firefox on LinuxLast used 2 hours agoSign out',
    ]);
    // This device leaves with logout or "Sign out everywhere", not with a row button.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
  });

  it('signs one other device out and reads the list again', async () => {
    let signedOut = false;
    const { api, user } = openSettings({
      'GET /api/auth/sessions': () => ({
        body: { sessions: signedOut ? [THIS_PHONE] : [THIS_PHONE, LAPTOP] },
      }),
      'DELETE /api/auth/sessions/laptop': () => {
        signedOut = true;
        return { body: { revoked: true } };
      },
    });
    const section = await devicesSection();
    await user.click(await section.findByRole('button', { name: 'Sign out Firefox on Linux' }));

    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Firefox on Linux is signed out.',
    );
    await waitFor(() => expect(section.getAllByTestId('device')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/auth/sessions/laptop')).toHaveLength(1);
    expect(getSession().token).toBe('tok-1');
  });

  it('signs out everywhere after a confirmation and leaves this device as logout does', async () => {
    const { api, user, router } = openSettings({
      'GET /api/auth/sessions': { body: { sessions: [THIS_PHONE, LAPTOP] } },
      'POST /api/auth/logout-everywhere': { body: { revoked: 2 } },
    });
    const section = await devicesSection();
    await user.click(section.getByRole('button', { name: 'Sign out everywhere' }));
    let dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/auth/logout-everywhere')).toHaveLength(0);

    await user.click(section.getByRole('button', { name: 'Sign out everywhere' }));
    dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /api/auth/logout-everywhere')).toHaveLength(1);
    expect(getSession()).toEqual({ token: null, characterId: null });
    expect(getCurrentUser()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the session when the server cannot sign everyone out', async () => {
    const { user, router } = openSettings({
      'GET /api/auth/sessions': { body: { sessions: [THIS_PHONE] } },
      'POST /api/auth/logout-everywhere': 'network-error',
    });
    const section = await devicesSection();
    await user.click(section.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Server is not available. Please try again later',
    );
    expect(getSession().token).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/settings');
  });
});
