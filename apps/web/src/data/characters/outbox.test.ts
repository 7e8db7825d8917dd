import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Character } from '@hearth/contract';

import { getToasts } from '../../components/toast/toastStore.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { apiError, makeUser, mockApi } from '../../test/mockFetch.ts';
import { DEVICE_ID_KEY } from '../device/deviceId.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { flushOutbox } from '../outbox/outbox.ts';
import { outboxEntries, putEntry } from '../outbox/outboxStore.ts';
import { setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import { characterKeys } from './characterCache.ts';
import { readDeviceCharacter } from './deviceCharacters.ts';
import { baseOf } from './editing.ts';
import { queueCharacterUpdate, readPending, withPendingChanges } from './outbox.ts';
import { startCharacterOutbox } from './outboxRunner.ts';

const HP = { current: 12, max: 12, max_mod: 0, temp: 0 };

const offline = {
  get: () => false,
  subscribe: () => () => {},
  check: async () => false,
} as unknown as OnlineMonitor;

beforeEach(() => {
  setToken('token-1');
  setCurrentUser(makeUser());
});

afterEach(() => setCurrentUser(null));

describe('character updates through the outbox', () => {
  it('merge the edits of one character, each field based on its value before the first', () => {
    const before = makeCharacter();
    queueCharacterUpdate('42', { hp: { ...HP, current: 9 } }, baseOf(before, { hp: HP }));
    queueCharacterUpdate(
      '42',
      { hp: { ...HP, current: 7 }, conditions: ['prone'] },
      { hp: { ...HP, current: 9 }, conditions: [] },
    );
    const [entry] = outboxEntries();
    expect(outboxEntries()).toHaveLength(1);
    expect(entry).toMatchObject({
      kind: 'character.update',
      target: '42',
      characterId: '42',
      revision: 2,
      body: { hp: { ...HP, current: 7 }, conditions: ['prone'] },
      base: { hp: HP, conditions: [] },
    });
  });

  it('are written to local storage after the tap, under pending_character_<id>.<seq>', async () => {
    const entry = queueCharacterUpdate('42', { name: 'Later' });
    const key = `pending_character_42.${entry.seq}`;
    // Not in the tap's own task: the screen paints first.
    expect(window.localStorage.getItem(key)).toBeNull();
    await vi.waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(key)!)).toMatchObject({
        body: { name: 'Later' },
      }),
    );
    queueCharacterUpdate('42', { name: 'Leaving' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.localStorage.getItem(key)!)).toMatchObject({
      body: { name: 'Leaving' },
    });
  });

  it('send the merged body with its base, the device and the Idempotency-Key', async () => {
    const api = mockApi({ 'POST /api/characters/42': { body: makeCharacter({ name: 'Saved' }) } });
    const entry = queueCharacterUpdate('42', { name: 'Saved' }, { name: 'Brienne' });
    await flushOutbox();
    const [call] = api.callsTo('POST /api/characters/42');
    expect(call?.body).toEqual({
      name: 'Saved',
      base: { name: 'Brienne' },
      device: expect.objectContaining({ id: window.localStorage.getItem(DEVICE_ID_KEY) }),
    });
    expect(call?.headers['Idempotency-Key']).toBe(entry.id);
    expect(readPending('42')).toBeNull();
  });

  it('show over the server copy while waiting or on their way, not once refused', () => {
    const waiting = queueCharacterUpdate('42', { name: 'Renamed' });
    expect(withPendingChanges(makeCharacter()).name).toBe('Renamed');
    expect(withPendingChanges(makeCharacter({ id: '7' })).name).toBe('Brienne');
    putEntry({ ...waiting, status: 'sending' });
    expect(withPendingChanges(makeCharacter()).name).toBe('Renamed');
    putEntry({
      ...waiting,
      status: 'refused',
      refusal: { status: 400, code: 'VALIDATION', message: 'x' },
    });
    expect(withPendingChanges(makeCharacter()).name).toBe('Brienne');
    // Another account's edits are not laid over this one's view.
    queueCharacterUpdate('42', { name: 'Mine' });
    setCurrentUser(makeUser({ id: 'u2' }));
    expect(withPendingChanges(makeCharacter()).name).toBe('Brienne');
  });
});

describe('answers to character updates', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  it("put the server's answer, with the edits still waiting, in the cache", async () => {
    const queryClient = new QueryClient();
    stop = startCharacterOutbox(queryClient, offline);
    let answer: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // The first save waits for the test; the later edit finds the connection gone.
        if (answer) throw new TypeError('Failed to fetch');
        return new Promise<Response>((resolve) => {
          answer = () => resolve(Response.json({ data: makeCharacter({ name: 'Saved' }) }));
        });
      }),
    );
    queueCharacterUpdate('42', { name: 'Saved' });
    const flushing = flushOutbox();
    await waitFor(() => expect(answer).toBeDefined());
    queueCharacterUpdate('42', { conditions: ['prone'] });
    answer!();
    await flushing;
    const cached = queryClient.getQueryData<Character>(characterKeys.one('42'));
    expect(cached).toMatchObject({ name: 'Saved', conditions: ['prone'] });
    // And in the device's copy, for the next visit offline.
    await waitFor(async () =>
      expect(await readDeviceCharacter('42')).toMatchObject({
        name: 'Saved',
        conditions: ['prone'],
      }),
    );
  });

  it('keep a refused update in the outbox and say it was not saved', async () => {
    const queryClient = new QueryClient();
    stop = startCharacterOutbox(queryClient, offline);
    mockApi({ 'POST /api/characters/42': apiError(404, 'CHAR.NOT_FOUND', 'Character not found') });
    queueCharacterUpdate('42', { name: 'Gone' });
    await flushOutbox();
    expect(outboxEntries()).toEqual([
      expect.objectContaining({
        status: 'refused',
        body: { name: 'Gone' },
        refusal: { status: 404, code: 'CHAR.NOT_FOUND', message: 'Character not found' },
      }),
    ]);
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({ type: 'error', code: 'CHAR.NOT_FOUND' });
  });
});
