import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeUser } from '../../test/mockFetch.ts';
import { setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import {
  discardEntry,
  editEntry,
  enqueue,
  flushOutbox,
  hasUnsentEdits,
  NoSignedInUserError,
  retryEntry,
  syncStateOf,
  useOutboxEntries,
  useSyncState,
} from './outbox.ts';
import { outboxEntries, persistOutbox, putEntry } from './outboxStore.ts';
import { fakeServer } from './testServer.ts';
import type { OutboxEntry } from './types.ts';

const ADA = makeUser({ id: 'u1' });
const BEA = makeUser({ id: 'u2', email: 'bea@example.com' });

const note = (target: string, body: Record<string, unknown>, base?: Record<string, unknown>) =>
  enqueue({ kind: 'note.save', target, characterId: 'c1', body, ...(base ? { base } : {}) });

describe('queuing edits', () => {
  beforeEach(() => {
    setToken('token-1');
    setCurrentUser(ADA);
  });
  afterEach(() => setCurrentUser(null));

  it('merges into the waiting entry of the record: later wins, earliest base, new id', () => {
    const first = note('n1', { title: 'A', text: 'x' }, { title: '', text: '' });
    const merged = note('n1', { text: 'xy', pinned: true }, { text: 'x', pinned: false });
    expect(outboxEntries()).toHaveLength(1);
    expect(merged).toMatchObject({
      seq: first.seq,
      revision: 2,
      body: { title: 'A', text: 'xy', pinned: true },
      // text: what it was before the first edit; pinned: first changed now, so this edit's base.
      base: { title: '', text: '', pinned: false },
      userId: 'u1',
      status: 'pending',
    });
    expect(merged.id).not.toBe(first.id);
  });

  it('appends after an entry on its way or refused, and keeps records apart', () => {
    const first = note('n1', { text: 'a' });
    putEntry({ ...first, status: 'sending' });
    const second = note('n1', { text: 'b' });
    putEntry({ ...second, status: 'refused', refusal: { status: 400, code: 'X', message: 'x' } });
    const third = note('n1', { text: 'c' });
    note('n2', { text: 'other' });
    expect(outboxEntries().map((entry) => [entry.target, entry.body.text])).toEqual([
      ['n1', 'a'],
      ['n1', 'b'],
      ['n1', 'c'],
      ['n2', 'other'],
    ]);
    expect(third.seq).toBeGreaterThan(second.seq);
    expect(second.seq).toBeGreaterThan(first.seq);
  });

  it("never merges into another account's entry, and queues nothing signed out", () => {
    note('n1', { text: 'ada' });
    setCurrentUser(BEA);
    note('n1', { text: 'bea' });
    expect(outboxEntries().map((entry) => entry.userId)).toEqual(['u1', 'u2']);
    setCurrentUser(null);
    expect(() => note('n1', { text: 'nobody' })).toThrow(NoSignedInUserError);
  });

  it("counts the account's unsent entries, refused ones included", () => {
    expect(hasUnsentEdits()).toBe(false);
    const refused = note('n1', { text: 'a' });
    putEntry({ ...refused, status: 'refused', refusal: { status: 400, code: 'X', message: 'x' } });
    note('n2', { text: 'b' });
    enqueue({ kind: 'note.save', target: 'n3', characterId: 'c2', body: { text: 'c' } });
    expect(hasUnsentEdits()).toBe(true);
    expect(syncStateOf('c1')).toEqual({ pending: 1, refused: 1 });
    expect(syncStateOf('c2')).toEqual({ pending: 1, refused: 0 });
    expect(syncStateOf(null)).toEqual({ pending: 2, refused: 1 });
    setCurrentUser(BEA);
    expect(hasUnsentEdits()).toBe(false);
    expect(syncStateOf(null)).toEqual({ pending: 0, refused: 0 });
  });

  it('keeps entries in local storage under pending_<word>_<target>.<seq>', () => {
    const entry = note('n1', { text: 'kept' });
    persistOutbox();
    const stored = JSON.parse(
      window.localStorage.getItem(`pending_notedraft_n1.${entry.seq}`) ?? 'null',
    ) as OutboxEntry;
    expect(stored).toMatchObject({ id: entry.id, body: { text: 'kept' }, userId: 'u1' });
  });
});

describe('a refused entry', () => {
  beforeEach(() => {
    setToken('token-1');
    setCurrentUser(ADA);
  });
  afterEach(() => setCurrentUser(null));

  async function refusedEntry() {
    const server = fakeServer();
    server.answerAllWith({ status: 400, code: 'VALIDATION' });
    note('n1', { text: 'too long' }, { text: '' });
    await flushOutbox();
    const [entry] = outboxEntries();
    expect(entry).toMatchObject({
      status: 'refused',
      refusal: { status: 400, code: 'VALIDATION', message: 'refused: VALIDATION' },
    });
    return { server, entry: entry! };
  }

  it('is sent again under a new Idempotency-Key on retry', async () => {
    const { server, entry } = await refusedEntry();
    server.answerAllWith({ ok: {} });
    retryEntry(entry.id);
    await flushOutbox();
    expect(server.requests.map((request) => request.entry.body)).toEqual([
      { text: 'too long' },
      { text: 'too long' },
    ]);
    expect(server.requests[1]?.entry.id).not.toBe(entry.id);
    expect(outboxEntries()).toEqual([]);
  });

  it('goes with the corrected body after an edit, in its place, its base kept', async () => {
    const { server, entry } = await refusedEntry();
    note('n2', { text: 'later' });
    server.answerAllWith({ ok: {} });
    editEntry(entry.id, { text: 'short' });
    const [edited] = outboxEntries();
    expect(edited).toMatchObject({ seq: entry.seq, status: 'pending', base: { text: '' } });
    expect(edited?.refusal).toBeUndefined();
    await flushOutbox();
    expect(server.bodies().slice(1)).toEqual([{ text: 'short' }, { text: 'later' }]);
    expect(outboxEntries()).toEqual([]);
  });

  it('is dropped on discard, and its kind stops showing it', async () => {
    const { server, entry } = await refusedEntry();
    discardEntry(entry.id);
    expect(outboxEntries()).toEqual([]);
    expect(server.discarded).toHaveBeenCalledWith(expect.objectContaining({ id: entry.id }));
    expect(hasUnsentEdits()).toBe(false);
  });
});

describe('the outbox in React', () => {
  beforeEach(() => {
    setToken('token-1');
    setCurrentUser(ADA);
  });
  afterEach(() => setCurrentUser(null));

  it("follows the account's entries of a character and their counts as they change", () => {
    const { result } = renderHook(() => ({
      entries: useOutboxEntries('c1'),
      state: useSyncState('c1'),
    }));
    expect(result.current.state).toEqual({ pending: 0, refused: 0 });
    let first: OutboxEntry | undefined;
    act(() => {
      first = note('n1', { text: 'a' });
      note('n2', { text: 'b' });
      enqueue({ kind: 'note.save', target: 'n3', characterId: 'c2', body: { text: 'c' } });
    });
    expect(result.current.entries.map((entry) => entry.target)).toEqual(['n1', 'n2']);
    expect(result.current.state).toEqual({ pending: 2, refused: 0 });
    act(() =>
      putEntry({ ...first!, status: 'refused', refusal: { status: 400, code: 'X', message: 'x' } }),
    );
    expect(result.current.state).toEqual({ pending: 1, refused: 1 });
    act(() => setCurrentUser(BEA));
    expect(result.current.entries).toEqual([]);
  });
});
