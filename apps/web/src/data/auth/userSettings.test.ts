import { afterEach, describe, expect, it, vi } from 'vitest';

import type { User } from '@hearth/contract';

import { mockApi } from '../../test/mockFetch.ts';
import { clearSession, setToken } from '../session.ts';
import { STORAGE_KEYS } from '../storage.ts';
import { setCurrentUser } from '../user.ts';
import { startSession } from './startSession.ts';
import {
  discardPendingSettings,
  SETTINGS_SAVE_DELAY_MS,
  updateUserSettings,
} from './userSettings.ts';

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
  discardPendingSettings();
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

describe('unconfirmed settings', () => {
  it('survive a reload: the next start shows them over the server copy and sends them', async () => {
    vi.useFakeTimers();
    const offline = mockApi({ 'PUT /api/auth/user': 'network-error' });
    setToken('t');
    setCurrentUser(user);
    updateUserSettings({ lang: 'ru' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DELAY_MS);
    expect(offline.callsTo('PUT /api/auth/user')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingSettings)!)).toEqual({
      lang: 'ru',
    });

    // A new page load: the server still has English.
    const online = mockApi({
      'GET /api/auth/user': { body: user },
      'PUT /api/auth/user': { body: { ...user, settings: { ...user.settings, lang: 'ru' } } },
    });
    const started = await startSession();
    expect(started.user?.settings.lang).toBe('ru');
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DELAY_MS);
    expect(online.callsTo('PUT /api/auth/user').map((call) => call.body)).toEqual([
      { settings: { lang: 'ru' } },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.pendingSettings)).toBeNull();
  });

  it('are dropped when the server refuses the values themselves', async () => {
    vi.useFakeTimers();
    mockApi({
      'PUT /api/auth/user': {
        status: 400,
        body: { status: 400, ok: false, data: { code: 'VALIDATION', message: 'Bad source' } },
      },
    });
    setToken('t');
    setCurrentUser(user);
    updateUserSettings({ sources: ['no-such-source'] });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DELAY_MS);
    expect(localStorage.getItem(STORAGE_KEYS.pendingSettings)).toBeNull();
  });
});
