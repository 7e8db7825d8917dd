import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getCharacterCall } from '../characters/characterCalls.ts';
import { characterReadApi } from '../characters/conditionalReads.ts';
import { STORAGE_KEYS } from '../storage.ts';
import { getUserCall } from './bootCalls.ts';
import { api } from './client.ts';
import { EARLY_READ_TTL_MS } from './earlyReads.ts';

const user = { id: 'u1', email: 'a@example.test', name: 'A' };
const character = { id: 'c-1', name: 'Early' };

function earlyAnswer(body: unknown) {
  return Promise.resolve(Response.json({ data: body }));
}

/** What boot.js leaves behind: answers already on their way for this token. */
function startEarlyReads(token: string, reads: Record<string, Promise<Response>>) {
  globalThis.__hearthEarlyReads = { token, startedAt: Date.now(), reads };
}

describe('early reads (started by boot.js, taken by the API client)', () => {
  let network: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
    network = vi.fn<typeof fetch>(async () => Response.json({ data: { id: 'from-network' } }));
    vi.stubGlobal('fetch', network);
  });

  afterEach(() => {
    globalThis.__hearthEarlyReads = undefined;
    window.localStorage.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('answers the first read from the early answer, without asking the network again', async () => {
    startEarlyReads('tok', { '/api/auth/user': earlyAnswer(user) });
    expect(await api.call(getUserCall)).toEqual(user);
    expect(network).not.toHaveBeenCalled();
  });

  it('gives each early answer once: the next read goes to the network', async () => {
    startEarlyReads('tok', { '/api/characters/c-1': earlyAnswer(character) });
    expect(await characterReadApi.call(getCharacterCall, { params: { id: 'c-1' } })).toEqual(
      character,
    );
    expect(await characterReadApi.call(getCharacterCall, { params: { id: 'c-1' } })).toEqual({
      id: 'from-network',
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never gives an answer read with another token', async () => {
    startEarlyReads('old-token', { '/api/auth/user': earlyAnswer(user) });
    expect(await api.call(getUserCall)).toEqual({ id: 'from-network' });
  });

  it('asks the network when the early read failed', async () => {
    startEarlyReads('tok', { '/api/auth/user': Promise.reject(new TypeError('offline')) });
    expect(await api.call(getUserCall)).toEqual({ id: 'from-network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never gives an old answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startEarlyReads('tok', { '/api/auth/user': earlyAnswer(user) });
    vi.setSystemTime(Date.now() + EARLY_READ_TTL_MS + 1);
    expect(await api.call(getUserCall)).toEqual({ id: 'from-network' });
  });

  it('passes the server errors of the early answer on as the app would meet them', async () => {
    startEarlyReads('tok', {
      '/api/characters/c-1': Promise.resolve(
        Response.json(
          { status: 404, ok: false, data: { code: 'CHAR.NOT_FOUND', message: 'gone' } },
          { status: 404 },
        ),
      ),
    });
    await expect(
      characterReadApi.call(getCharacterCall, { params: { id: 'c-1' } }),
    ).rejects.toMatchObject({ status: 404, code: 'CHAR.NOT_FOUND' });
    expect(network).not.toHaveBeenCalled();
  });
});
