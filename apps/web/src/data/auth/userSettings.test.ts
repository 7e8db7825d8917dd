import { afterEach, describe, expect, it, vi } from 'vitest';

import type { User } from '@hearth/contract';

import { mockApi } from '../../test/mockFetch.ts';
import { clearSession, setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import { SETTINGS_SAVE_DELAY_MS, updateUserSettings } from './userSettings.ts';

const user: User = {
  id: 'u1',
  email: 'a@b.test',
  name: null,
  avatar_color: null,
  avatar_id: null,
  settings: { lang: 'en', sources: [], navanim: true, navtext: true },
  permissions: [],
  verified: true,
  has_password: true,
  providers: [],
};

afterEach(() => {
  vi.useRealTimers();
  clearSession();
  setCurrentUser(null);
});

describe('updateUserSettings for a signed-in user', () => {
  it('saves a burst of changes once, after the debounce', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'PUT /api/auth/user': { body: user } });
    setToken('t');
    setCurrentUser(user);
    updateUserSettings({ lang: 'ru' });
    updateUserSettings({ navanim: false });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DELAY_MS - 1);
    expect(api.callsTo('PUT /api/auth/user')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const calls = api.callsTo('PUT /api/auth/user');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ settings: { lang: 'ru', navanim: false } });
  });

  it('flushes a pending change with keepalive when the page is left', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'PUT /api/auth/user': { body: user } });
    setToken('t');
    setCurrentUser(user);
    updateUserSettings({ lang: 'ru' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.callsTo('PUT /api/auth/user')).toHaveLength(1);
    expect(api.fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
    // Nothing is left to send when the debounce would have fired.
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DELAY_MS);
    expect(api.callsTo('PUT /api/auth/user')).toHaveLength(1);
  });
});
