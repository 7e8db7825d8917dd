import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from '@hearth/contract';

import { makeUser } from '../../test/mockFetch.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import { enqueue, flushOutbox, startOutbox } from './outbox.ts';
import { nextSeq, outboxEntries, putEntry } from './outboxStore.ts';
import { rememberProcessed } from './processed.ts';
import { createOutboxRunner } from './runner.ts';
import { leaseLock, webLock } from './tabLock.ts';
import { fakeServer } from './testServer.ts';
import type { OutboxEntry } from './types.ts';

const note = (target: string, text: string) =>
  enqueue({ kind: 'note.save', target, characterId: 'c1', body: { text } });

/** A connection the test switches; `check` is what a failed call must ask for. */
function fakeMonitor(initially = true) {
  let online = initially;
  const listeners = new Set<() => void>();
  const check = vi.fn(async () => online);
  const monitor = {
    get: () => online,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {},
    stop() {},
    check,
  } satisfies OnlineMonitor;
  return {
    monitor,
    check,
    set(next: boolean) {
      online = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** An entry as another session left it (its time and place chosen by the test). */
function leftEntry(fields: Partial<OutboxEntry> & Pick<OutboxEntry, 'target'>): OutboxEntry {
  const entry: OutboxEntry = {
    id: `left-${fields.target}-${nextSeq()}`,
    seq: nextSeq(),
    kind: 'note.save',
    characterId: 'c1',
    body: { text: fields.target },
    userId: 'u1',
    createdAt: 0,
    updatedAt: 0,
    attempts: 0,
    status: 'pending',
    revision: 1,
    ...fields,
  };
  putEntry(entry);
  return entry;
}

const client = createApiClient({ getToken: () => 'token-1' });
let stops: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  setToken('token-1');
  setCurrentUser(makeUser({ id: 'u1' }));
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  setCurrentUser(null);
});

function start(connection = fakeMonitor()) {
  stops.push(startOutbox(connection.monitor, client));
  return connection;
}

describe('the runner', () => {
  it('sends in order, one request at a time, each under its own Idempotency-Key', async () => {
    const server = fakeServer();
    server.holdAnswers();
    for (const target of ['a', 'b', 'c']) note(target, target);
    const ids = outboxEntries().map((entry) => entry.id);
    const flushing = flushOutbox();
    for (let index = 0; index < 3; index += 1) {
      await vi.waitFor(() => expect(server.requests).toHaveLength(index + 1));
      server.answerNext();
    }
    await flushing;
    expect(server.bodies()).toEqual([{ text: 'a' }, { text: 'b' }, { text: 'c' }]);
    expect(server.requests.map((request) => request.entry.id)).toEqual(ids);
    expect(server.mostInFlight()).toBe(1);
    expect(outboxEntries()).toEqual([]);
    expect(server.confirmed).toHaveBeenCalledTimes(3);
  });

  it('waits out the debounce after the last edit, merging the taps into one request', async () => {
    const server = fakeServer();
    start();
    note('a', '1');
    await vi.advanceTimersByTimeAsync(400);
    note('a', '12');
    await vi.advanceTimersByTimeAsync(499);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.bodies()).toEqual([{ text: '12' }]);
  });

  it('sends when the debounce timer fires, whatever the clock reads', async () => {
    // Only the timers run ahead here (as in the screens' tests): the clock stays behind them.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer();
    note('a', '1');
    vi.advanceTimersByTime(300);
    note('a', '12');
    vi.advanceTimersByTime(499);
    expect(server.requests).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(server.bodies()).toEqual([{ text: '12' }]);
  });

  it("holds back a waiting entry's later entries of the same record only", async () => {
    const server = fakeServer();
    const now = Date.now();
    const first = leftEntry({ target: 'a', updatedAt: now, body: { text: 'a1' } });
    leftEntry({ target: 'a', updatedAt: 0, body: { text: 'a2' } });
    leftEntry({ target: 'b', updatedAt: 0, body: { text: 'b' } });
    expect(first.seq).toBe(1);
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.bodies()).toEqual([{ text: 'b' }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(server.bodies()).toEqual([{ text: 'b' }, { text: 'a1' }, { text: 'a2' }]);
  });

  it('does not lose an edit made while the entry was on its way', async () => {
    const server = fakeServer();
    server.holdAnswers();
    note('a', 'first');
    const flushing = flushOutbox();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    note('a', 'second');
    server.answerNext();
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    server.answerNext();
    await flushing;
    expect(server.bodies()).toEqual([{ text: 'first' }, { text: 'second' }]);
    expect(outboxEntries()).toEqual([]);
  });

  it('backs off after a network failure (1 s, doubling) and has the connection re-checked', async () => {
    const server = fakeServer();
    server.answerAllWith('network-error');
    const connection = start();
    note('a', 'x');
    note('b', 'y');
    await vi.advanceTimersByTimeAsync(500);
    // The round stopped at the failure: b waits behind it.
    expect(server.bodies()).toEqual([{ text: 'x' }]);
    expect(connection.check).toHaveBeenCalledTimes(1);
    expect(outboxEntries()[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(3);
    expect(outboxEntries()[0]).toMatchObject({ attempts: 3 });
    server.answerAllWith({ ok: {} });
    await vi.advanceTimersByTimeAsync(4000);
    expect(server.bodies().slice(3)).toEqual([{ text: 'x' }, { text: 'y' }]);
    expect(outboxEntries()).toEqual([]);
  });

  it('never waits longer than 30 s between attempts', async () => {
    const server = fakeServer();
    server.answerAllWith({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    start();
    leftEntry({ target: 'a', attempts: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    [401, 'FAILED_AUTHENTICATION'],
    [408, 'TIMEOUT'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL'],
  ])('keeps an entry answered %i for another attempt', async (status, code) => {
    const server = fakeServer();
    server.answerAllWith({ status, code });
    note('a', 'x');
    await flushOutbox();
    expect(outboxEntries()[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(server.refused).not.toHaveBeenCalled();
  });

  it('keeps a refused entry with its reason and goes on with the later ones', async () => {
    const server = fakeServer();
    server.holdAnswers();
    note('a', 'bad');
    const flushing = flushOutbox();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    note('a', 'good');
    note('b', 'other');
    server.answerNext({
      status: 400,
      code: 'VALIDATION',
      fields: [{ path: 'body.text', message: 'Too long' }],
    });
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    server.answerNext();
    await vi.waitFor(() => expect(server.requests).toHaveLength(3));
    server.answerNext();
    await flushing;
    expect(server.bodies()).toEqual([{ text: 'bad' }, { text: 'good' }, { text: 'other' }]);
    const refusal = {
      status: 400,
      code: 'VALIDATION',
      message: 'refused: VALIDATION',
      fields: [{ path: 'body.text', message: 'Too long' }],
    };
    expect(outboxEntries()).toEqual([
      expect.objectContaining({ body: { text: 'bad' }, status: 'refused', refusal }),
    ]);
    expect(server.refused).toHaveBeenCalledWith(
      expect.objectContaining({ body: { text: 'bad' } }),
      refusal,
    );
    // Not sent again on its own: it waits for the player.
    await flushOutbox();
    expect(server.requests).toHaveLength(3);
  });

  it('removes, without sending, an entry the server already confirmed', async () => {
    const server = fakeServer();
    const entry = note('a', 'x');
    rememberProcessed(entry.id);
    await flushOutbox();
    expect(server.requests).toHaveLength(0);
    expect(outboxEntries()).toEqual([]);
  });

  it('remembers what the server confirmed', async () => {
    fakeServer();
    const entry = note('a', 'x');
    await flushOutbox();
    expect(window.localStorage.getItem('hearth.outbox.processed')).toContain(entry.id);
  });

  it('sends 300 ms after the connection returns, not while it is gone', async () => {
    const server = fakeServer();
    const connection = start(fakeMonitor(false));
    note('a', 'offline edit');
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.requests).toHaveLength(0);
    connection.set(true);
    await vi.advanceTimersByTimeAsync(299);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.bodies()).toEqual([{ text: 'offline edit' }]);
  });

  it('tries nothing, even when asked to flush, while the browser has no network', async () => {
    const server = fakeServer();
    start();
    note('a', 'kept');
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await flushOutbox();
    expect(server.requests).toHaveLength(0);
    expect(outboxEntries().map((entry) => entry.status)).toEqual(['pending']);
    offline.mockRestore();
    await flushOutbox();
    expect(server.bodies()).toEqual([{ text: 'kept' }]);
    expect(outboxEntries()).toEqual([]);
  });

  it('sends what waits, debounce aside, with keepalive when the page is hidden', async () => {
    const server = fakeServer();
    start();
    note('a', 'leaving');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toEqual([
      expect.objectContaining({
        keepalive: true,
        entry: expect.objectContaining({ body: { text: 'leaving' } }),
      }),
    ]);
  });

  it("sends only the signed-in account's entries", async () => {
    const server = fakeServer();
    leftEntry({ target: 'a', userId: 'u2' });
    note('b', 'mine');
    await flushOutbox();
    expect(server.bodies()).toEqual([{ text: 'mine' }]);
    expect(outboxEntries().map((entry) => entry.userId)).toEqual(['u2']);
  });

  it('picks up, at start, an entry a closed tab left on its way', async () => {
    const server = fakeServer();
    leftEntry({ target: 'a', status: 'sending' });
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toHaveLength(1);
    expect(outboxEntries()).toEqual([]);
  });
});

describe('two tabs', () => {
  /** Each tab's runner; they share local storage (and here the same entry store). */
  function tabs(lockOf: (tab: string) => ReturnType<typeof leaseLock>) {
    return ['tab-a', 'tab-b'].map((tab) => createOutboxRunner(lockOf(tab), () => client));
  }

  async function sendFromBoth(runners: ReturnType<typeof tabs>) {
    const server = fakeServer();
    server.holdAnswers();
    note('a', 'x');
    note('b', 'y');
    const rounds = runners.map((runner) => runner.flush({ all: true }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    server.answerNext();
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    server.answerNext();
    await Promise.all(rounds);
    // The other tab, its turn come, finds nothing left to send.
    await Promise.all(runners.map((runner) => runner.flush({ all: true })));
    return server;
  }

  it('send each entry once when they share a lease in local storage', async () => {
    const server = await sendFromBoth(tabs((tab) => leaseLock(tab)));
    expect(server.bodies()).toEqual([{ text: 'x' }, { text: 'y' }]);
    expect(server.mostInFlight()).toBe(1);
  });

  it('send each entry once under Web Locks', async () => {
    let held = false;
    const locks = {
      async request(
        _name: string,
        options: { ifAvailable: boolean },
        callback: (lock: unknown) => Promise<void>,
      ) {
        if (held && options.ifAvailable) return callback(null);
        held = true;
        try {
          return await callback({ name: 'hearth-outbox' });
        } finally {
          held = false;
        }
      },
    };
    const server = await sendFromBoth(tabs(() => webLock(locks)));
    expect(server.bodies()).toEqual([{ text: 'x' }, { text: 'y' }]);
    expect(server.mostInFlight()).toBe(1);
  });

  it('take over a lease its holder stopped renewing', async () => {
    const server = fakeServer();
    window.localStorage.setItem(
      'hearth.outbox.lease',
      JSON.stringify({ owner: 'closed-tab', until: Date.now() + 10_000 }),
    );
    const [runner] = tabs((tab) => leaseLock(tab));
    note('a', 'x');
    await runner!.flush({ all: true });
    expect(server.requests).toHaveLength(0);
    vi.setSystemTime(Date.now() + 10_001);
    await runner!.flush({ all: true });
    expect(server.requests).toHaveLength(1);
    expect(window.localStorage.getItem('hearth.outbox.lease')).toBeNull();
  });
});
