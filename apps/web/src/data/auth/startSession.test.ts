import { describe, expect, it } from 'vitest';

import { apiError, makeUser, mockApi } from '../../test/mockFetch.ts';
import { getSession, setActiveCharacter, setToken } from '../session.ts';
import { STORAGE_KEYS } from '../storage.ts';
import { getCurrentUser, setCurrentUser } from '../user.ts';
import { startSession } from './startSession.ts';

describe('session start', () => {
  it('is a visitor without a token and calls nothing', async () => {
    const api = mockApi({});
    expect((await startSession()).status).toBe('visitor');
    expect(api.calls).toHaveLength(0);
  });

  it('loads and caches the user behind the token', async () => {
    setToken('tok-1');
    const api = mockApi({ 'GET /api/auth/user': { body: makeUser({ name: 'Fresh' }) } });
    const result = await startSession();
    expect(result.status).toBe('signedIn');
    expect(api.calls[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!).name).toBe('Fresh');
  });

  it('drops token, user and character on FAILED_AUTHENTICATION', async () => {
    setToken('tok-1');
    setActiveCharacter('42');
    setCurrentUser(makeUser() as never);
    mockApi({ 'GET /api/auth/user': apiError(401, 'FAILED_AUTHENTICATION', 'nope') });
    expect((await startSession()).status).toBe('failed');
    expect(getSession()).toEqual({ token: null, characterId: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(getCurrentUser()).toBeNull();
  });

  it.each([
    ['a network error', 'network-error' as const],
    ['a server error', apiError(500, 'INTERNAL', 'boom')],
  ])('falls back to the cached user on %s', async (_, answer) => {
    setToken('tok-1');
    setCurrentUser(makeUser({ name: 'Cached' }) as never);
    mockApi({ 'GET /api/auth/user': answer });
    const result = await startSession();
    expect(result.status).toBe('cached');
    expect(result.user?.name).toBe('Cached');
    expect(getSession().token).toBe('tok-1');
  });
});
