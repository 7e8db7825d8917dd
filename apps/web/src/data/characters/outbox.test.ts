import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Character } from '@hearth/contract';
import { createApiClient } from '@hearth/contract';

import { makeCharacter } from '../../test/characterFixture.ts';
import { mockApi } from '../../test/mockFetch.ts';
import { setToken } from '../session.ts';
import {
  flushCharacter,
  pendingCharacterIds,
  queueCharacterUpdate,
  readPending,
  setOutboxHandlers,
  withPendingChanges,
} from './outbox.ts';

const client = () => createApiClient({ getToken: () => 'token-1' });

describe('the character outbox', () => {
  afterEach(() => setOutboxHandlers({ confirmed() {}, refused() {} }));

  it('merges edits of one character, later ones winning, with a new request id each time', () => {
    queueCharacterUpdate('42', { hp: { current: 5, max: 12, max_mod: 0, temp: 0 } });
    const first = readPending('42');
    queueCharacterUpdate('42', {
      conditions: ['prone'],
      hp: { current: 4, max: 12, max_mod: 0, temp: 0 },
    });
    const merged = readPending('42');
    expect(merged?.body).toEqual({
      hp: { current: 4, max: 12, max_mod: 0, temp: 0 },
      conditions: ['prone'],
    });
    expect(merged?.revision).toBe(2);
    expect(merged?.key).not.toBe(first?.key);
    expect(pendingCharacterIds()).toEqual(['42']);
  });

  it('writes an edit to local storage after the tap, and at once when the page is left', async () => {
    queueCharacterUpdate('42', { name: 'Later' });
    // Not in the tap's own task: the screen paints first.
    expect(window.localStorage.getItem('pending_character_42')).toBeNull();
    await vi.waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('pending_character_42')!)).toMatchObject({
        body: { name: 'Later' },
      }),
    );
    queueCharacterUpdate('42', { name: 'Leaving' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.localStorage.getItem('pending_character_42')!)).toMatchObject({
      body: { name: 'Leaving' },
    });
  });

  it('lays pending edits over a copy from the server', () => {
    queueCharacterUpdate('42', { name: 'Renamed' });
    expect(withPendingChanges(makeCharacter()).name).toBe('Renamed');
    expect(withPendingChanges(makeCharacter({ id: '7' })).name).toBe('Brienne');
  });

  it('sends the merged edit once with its Idempotency-Key and forgets it when confirmed', async () => {
    setToken('token-1');
    const confirmed = vi.fn<(character: Character) => void>();
    setOutboxHandlers({ confirmed, refused() {} });
    const api = mockApi({ 'POST /api/characters/42': { body: makeCharacter({ name: 'Saved' }) } });
    queueCharacterUpdate('42', { name: 'Saved' });
    const key = readPending('42')?.key;
    await flushCharacter('42', { client: client() });
    const [call] = api.callsTo('POST /api/characters/42');
    expect(call?.body).toEqual({ name: 'Saved' });
    expect(call?.headers['Idempotency-Key']).toBe(key);
    expect(readPending('42')).toBeNull();
    expect(confirmed).toHaveBeenCalledWith(expect.objectContaining({ name: 'Saved' }));
  });

  it('keeps edits while offline or on a server fault, and drops ones the server refuses', async () => {
    setToken('token-1');
    const refused = vi.fn();
    setOutboxHandlers({ confirmed() {}, refused });
    mockApi({ 'POST /api/characters/42': 'network-error' });
    queueCharacterUpdate('42', { name: 'Offline' });
    await flushCharacter('42', { client: client() });
    expect(readPending('42')?.body).toEqual({ name: 'Offline' });
    mockApi({
      'POST /api/characters/42': {
        status: 503,
        body: { data: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
      },
    });
    await flushCharacter('42', { client: client() });
    expect(readPending('42')).not.toBeNull();
    mockApi({
      'POST /api/characters/42': {
        status: 401,
        body: { data: { code: 'FAILED_AUTHENTICATION', message: 'x' } },
      },
    });
    await flushCharacter('42', { client: client() });
    expect(readPending('42')).not.toBeNull();
    mockApi({
      'POST /api/characters/42': {
        status: 400,
        body: { data: { code: 'VALIDATION', message: 'x' } },
      },
    });
    await flushCharacter('42', { client: client() });
    expect(readPending('42')).toBeNull();
    expect(refused).toHaveBeenCalledWith('42', expect.objectContaining({ status: 400 }));
  });

  it('keeps an edit made while a save was on its way', async () => {
    setToken('token-1');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        await gate;
        return Response.json({ data: makeCharacter() });
      }),
    );
    queueCharacterUpdate('42', { name: 'First' });
    const sending = flushCharacter('42', { client: client() });
    queueCharacterUpdate('42', { conditions: ['prone'] });
    release();
    await sending;
    expect(readPending('42')?.body).toEqual({ name: 'First', conditions: ['prone'] });
    await flushCharacter('42', { client: client() });
    expect(calls).toEqual([{ name: 'First' }, { name: 'First', conditions: ['prone'] }]);
    expect(readPending('42')).toBeNull();
  });
});
