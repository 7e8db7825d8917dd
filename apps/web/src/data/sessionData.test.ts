import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startApp } from '../app/bootstrap.ts';
import { makeCharacter } from '../test/characterFixture.ts';
import { apiError, makeUser, mockApi } from '../test/mockFetch.ts';
import { resetPassword, signOutEverywhere } from './auth/accountSecurity.ts';
import { logout, signIn } from './auth/auth.ts';
import { startSession } from './auth/startSession.ts';
import {
  readDeviceCharacter,
  readDeviceCharacters,
  storeDeviceCharacter,
} from './characters/deviceCharacters.ts';
import {
  flushOutbox,
  pendingCharacterIds,
  queueCharacterUpdate,
  readPending,
} from './characters/outbox.ts';
import { onlineStatus } from './network/useOnline.ts';
import { clearSession, getToken, initSession, setActiveCharacter, setToken } from './session.ts';
import { clearUserDataOnSessionEnd } from './sessionData.ts';
import { STORAGE_KEYS } from './storage.ts';
import { setCurrentUser } from './user.ts';

const ADA = makeUser({ id: 'u1', email: 'ada@example.com' });
const BEA = makeUser({ id: 'u2', email: 'bea@example.com', name: 'Bea' });

let queryClient: QueryClient;
let stop: () => void;

/** Ada signed in, her character, presets and devices in the cache and on the device. */
async function signedInAsAda() {
  setToken('tok-ada');
  setCurrentUser(ADA);
  setActiveCharacter('42');
  queryClient.setQueryData(['characters', 'one', '42'], makeCharacter());
  queryClient.setQueryData(['presets', 'own'], [{ id: 'p1', name: "Ada's kit" }]);
  queryClient.setQueryData(['auth', 'sessions', 'u1'], [{ id: 's1' }]);
  await storeDeviceCharacter(makeCharacter());
}

async function expectNothingOfAdaLeft() {
  expect(getToken()).toBeNull();
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
  expect(queryClient.getQueryData(['presets', 'own'])).toBeUndefined();
  // The device database is cleared in the background: the session ends at once regardless.
  await waitFor(async () => expect(await readDeviceCharacter('42')).toBeUndefined());
  expect(await readDeviceCharacters('u1')).toEqual([]);
}

describe('ending a session', () => {
  beforeEach(() => {
    queryClient = new QueryClient();
    stop = clearUserDataOnSessionEnd(queryClient);
  });
  afterEach(() => {
    stop();
    queryClient.clear();
  });

  it.each([
    ['logout', () => logout(), { 'POST /api/auth/logout': { body: { revoked: true } } }],
    ['logout while offline', () => logout(), { 'POST /api/auth/logout': 'network-error' as const }],
    [
      'signing out everywhere',
      () => signOutEverywhere(),
      { 'POST /api/auth/logout-everywhere': { body: { ended_sessions: 3 } } },
    ],
    [
      'a reset of the signed-in account',
      () => resetPassword('reset-token', 'a new passphrase'),
      { 'POST /api/auth/password/reset': { body: { email: 'ADA@example.com' } } },
    ],
    [
      'a refused token on start-up',
      () => startSession(),
      { 'GET /api/auth/user': apiError(401, 'FAILED_AUTHENTICATION', 'expired') },
    ],
    // What the query client's FAILED_AUTHENTICATION handler and account deletion call.
    ['a refused token later', async () => clearSession(), {}],
  ])('clears the previous account’s cached data on %s', async (_, end, routes) => {
    await signedInAsAda();
    mockApi(routes);
    await end();
    await expectNothingOfAdaLeft();
  });

  it('clears it when another tab signs out', async () => {
    await signedInAsAda();
    await initSession();
    window.localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    await expectNothingOfAdaLeft();
  });

  it('keeps the cache while the same session goes on', async () => {
    await signedInAsAda();
    setActiveCharacter(null);
    expect(queryClient.getQueryData(['presets', 'own'])).toBeDefined();
    expect(await readDeviceCharacter('42')).toBeDefined();
  });
});

describe('unsent character edits across a sign-out', () => {
  beforeEach(() => {
    queryClient = new QueryClient();
    stop = clearUserDataOnSessionEnd(queryClient);
  });
  afterEach(() => stop());

  it('are sent before logout revokes the token', async () => {
    await signedInAsAda();
    const api = mockApi({
      'POST /api/characters/42': { body: makeCharacter({ name: 'Renamed' }) },
      'POST /api/auth/logout': { body: { revoked: true } },
    });
    queueCharacterUpdate('42', { name: 'Renamed' });
    await logout();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/characters/42',
      'POST /api/auth/logout',
    ]);
    expect(api.calls[0]?.headers.authorization).toBe('Bearer tok-ada');
    expect(readPending('42')).toBeNull();
  });

  it('wait, offline, for their own account: never sent or dropped by the next one', async () => {
    await signedInAsAda();
    mockApi({
      'POST /api/characters/42': 'network-error',
      'POST /api/auth/logout': 'network-error',
    });
    queueCharacterUpdate('42', { name: 'Renamed offline' });
    await logout();
    expect(readPending('42')?.body).toEqual({ name: 'Renamed offline' });

    // Bea signs in on the same device: Ada's edit is not hers to send, nor to count.
    const asBea = mockApi({
      'POST /api/auth/login': { body: { token: 'tok-bea', user: BEA } },
      'POST /api/characters/42': apiError(404, 'CHAR.NOT_FOUND', 'not yours'),
    });
    await signIn({ email: 'bea@example.com', password: 'secret passphrase' });
    await flushOutbox();
    expect(asBea.callsTo('POST /api/characters/42')).toEqual([]);
    expect(pendingCharacterIds()).toEqual([]);
    expect(readPending('42')?.body).toEqual({ name: 'Renamed offline' });

    // Ada again: her edit goes out with her token as she signs in.
    clearSession();
    const asAda = mockApi({
      'POST /api/auth/login': { body: { token: 'tok-ada-2', user: ADA } },
      'POST /api/characters/42': { body: makeCharacter({ name: 'Renamed offline' }) },
    });
    await signIn({ email: 'ada@example.com', password: 'secret passphrase' });
    await flushOutbox();
    const [sent] = asAda.callsTo('POST /api/characters/42');
    expect(sent?.body).toMatchObject({
      name: 'Renamed offline',
      device: { id: expect.any(String) },
    });
    expect(sent?.headers.authorization).toBe('Bearer tok-ada-2');
    expect(readPending('42')).toBeNull();
  });
});

describe('starting the app with a refused token', () => {
  afterEach(() => onlineStatus.stop());

  it('clears the device copies of the account before any screen shows', async () => {
    setToken('tok-ada');
    setCurrentUser(ADA);
    await storeDeviceCharacter(makeCharacter());
    mockApi({ 'GET /api/auth/user': apiError(401, 'FAILED_AUTHENTICATION', 'expired') });
    const { router } = await startApp();
    expect(getToken()).toBeNull();
    await waitFor(async () => expect(await readDeviceCharacter('42')).toBeUndefined());
    router.dispose();
  });
});
