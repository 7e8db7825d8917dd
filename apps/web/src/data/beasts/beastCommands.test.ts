import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CharacterBeast } from '@hearth/contract';

import { getToasts } from '../../components/toast/toastStore.ts';
import { apiError, makeUser, mockApi } from '../../test/mockFetch.ts';
import { callDevice } from '../device/deviceClient.ts';
import { keptListKeys } from '../device/keptLists.ts';
import { flushOutbox } from '../outbox/outbox.ts';
import { outboxEntries, persistOutbox, resetOutboxStoreForTests } from '../outbox/outboxStore.ts';
import { setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import {
  beastKeys,
  connectBeastCommands,
  forgetBeastUpdates,
  queueBeastUpdate,
  withPendingBeastChanges,
} from './beastCommands.ts';

const beast = (id: string, extra: Partial<CharacterBeast> = {}): CharacterBeast => ({
  id,
  character_id: '42',
  beast_id: id,
  type: 'wildshape',
  notes: '',
  active: false,
  pin: false,
  sort_order: 0,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const key = beastKeys.list('42');
const shown = (queryClient: QueryClient) =>
  queryClient.getQueryData<CharacterBeast[]>(key)!.map((row) => [row.id, row.active, row.notes]);

beforeEach(() => {
  setToken('t');
  setCurrentUser(makeUser());
});

afterEach(() => {
  persistOutbox();
  window.localStorage.clear();
  resetOutboxStoreForTests();
});

describe('beast.update commands', () => {
  it('merge a beast’s changes (later wins) and lay them over the list as the server applies them', () => {
    queueBeastUpdate('42', 'cat', { notes: 'tabby' });
    queueBeastUpdate('42', 'cat', { active: true, notes: 'grey tabby' });
    expect(outboxEntries()).toMatchObject([
      { kind: 'beast.update', target: 'cat', body: { active: true, notes: 'grey tabby' } },
    ]);
    // No hit points in the contract: nothing travels as a change.
    expect(outboxEntries()[0]!.base).toBeUndefined();
    const list = [
      beast('wolf', { active: true }),
      beast('cat'),
      beast('horse', { type: 'mount', active: true }),
    ];
    expect(withPendingBeastChanges(list).map((row) => [row.id, row.active, row.notes])).toEqual([
      ['wolf', false, ''],
      ['cat', true, 'grey tabby'],
      ['horse', true, ''],
    ]);
  });

  it('confirmed: the server’s row goes into the cache and the device’s copy', async () => {
    const api = mockApi({
      'PUT /api/character-beasts/cat': (call) => ({
        body: { ...beast('cat'), ...(call.body as Partial<CharacterBeast>) },
      }),
    });
    const list = [beast('wolf', { active: true }), beast('cat')];
    await callDevice('storeKeptList', keptListKeys.beasts('42'), list);
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, list);
    connectBeastCommands(queryClient);
    queueBeastUpdate('42', 'cat', { active: true });
    await flushOutbox();
    expect(api.callsTo('PUT /api/character-beasts/cat')[0]!.body).toEqual({
      id: 'cat',
      active: true,
    });
    expect(shown(queryClient)).toEqual([
      ['wolf', false, ''],
      ['cat', true, ''],
    ]);
    await vi.waitFor(async () => {
      const kept = (await callDevice(
        'readKeptList',
        keptListKeys.beasts('42'),
      )) as CharacterBeast[];
      expect(kept.map((row) => [row.id, row.active])).toEqual([
        ['wolf', false],
        ['cat', true],
      ]);
    });
  });

  it('refused: kept as refused, the player told, the list read again', async () => {
    mockApi({ 'PUT /api/character-beasts/cat': apiError(404, 'NOT_FOUND', 'Beast not found') });
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, [beast('cat')]);
    connectBeastCommands(queryClient);
    queueBeastUpdate('42', 'cat', { pin: true });
    await flushOutbox();
    expect(outboxEntries()).toMatchObject([{ status: 'refused', refusal: { status: 404 } }]);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    await vi.waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain('Failed to update beast'),
    );
    expect(withPendingBeastChanges([beast('cat')])[0]!.pin).toBe(false);
  });

  it('a removed beast’s entries are forgotten, whatever their state', () => {
    queueBeastUpdate('42', 'cat', { pin: true });
    queueBeastUpdate('42', 'wolf', { pin: true });
    forgetBeastUpdates('cat');
    expect(outboxEntries().map((entry) => entry.target)).toEqual(['wolf']);
  });
});
