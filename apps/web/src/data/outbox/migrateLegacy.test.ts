import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi } from '../../test/mockFetch.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import { flushOutbox, startOutbox } from './outbox.ts';
import { outboxEntries } from './outboxStore.ts';

// The character command module registers the kind the migrated entries need.
import '../characters/outbox.ts';

const offline = {
  get: () => false,
  subscribe: () => () => {},
  check: async () => false,
} as unknown as OnlineMonitor;

const legacy = (characterId: string, userId?: string) =>
  window.localStorage.setItem(
    `pending_character_${characterId}`,
    JSON.stringify({
      characterId,
      body: { name: `Renamed ${characterId}` },
      key: `key-${characterId}`,
      revision: 3,
      ...(userId ? { userId } : {}),
    }),
  );

describe('entries of the outbox before issue 19', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    setToken('token-1');
    setCurrentUser(makeUser({ id: 'u1' }));
  });
  afterEach(() => {
    stop();
    setCurrentUser(null);
  });

  it('become character updates at start, once, keeping their request id', async () => {
    legacy('42', 'u2');
    legacy('7');
    window.localStorage.setItem('pending_character_9', 'not json');
    stop = startOutbox(offline);
    expect(outboxEntries()).toEqual([
      expect.objectContaining({
        id: 'key-42',
        kind: 'character.update',
        target: '42',
        characterId: '42',
        body: { name: 'Renamed 42' },
        userId: 'u2',
        status: 'pending',
      }),
      // From before accounts were noted: the signed-in account's.
      expect.objectContaining({ id: 'key-7', target: '7', userId: 'u1' }),
    ]);
    expect(outboxEntries()[0]?.base).toBeUndefined();
    for (const id of ['42', '7', '9']) {
      expect(window.localStorage.getItem(`pending_character_${id}`)).toBeNull();
    }
    const [first, second] = outboxEntries();
    expect(window.localStorage.getItem(`pending_character_42.${first?.seq}`)).not.toBeNull();
    expect(window.localStorage.getItem(`pending_character_7.${second?.seq}`)).not.toBeNull();
    stop();
    stop = startOutbox(offline);
    expect(outboxEntries()).toHaveLength(2);
  });

  it('are sent under the request id they had', async () => {
    legacy('7');
    stop = startOutbox(offline);
    const api = mockApi({ 'POST /api/characters/7': { body: makeCharacter({ id: '7' }) } });
    await flushOutbox();
    const [call] = api.callsTo('POST /api/characters/7');
    expect(call?.headers['Idempotency-Key']).toBe('key-7');
    expect(call?.body).toMatchObject({ name: 'Renamed 7' });
    expect(outboxEntries()).toEqual([]);
  });
});
