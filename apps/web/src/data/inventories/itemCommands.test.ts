import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Inventory, InventoryItem } from '@hearth/contract';

import { getToasts } from '../../components/toast/toastStore.ts';
import { makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { apiError, makeUser, mockApi } from '../../test/mockFetch.ts';
import { characterKeys } from '../characters/characterCache.ts';
import { readDeviceInventories, storeDeviceInventories } from '../characters/deviceCharacters.ts';
import { createOnlineMonitor } from '../network/onlineStatus.ts';
import { flushOutbox, startOutbox } from '../outbox/outbox.ts';
import { outboxEntries, persistOutbox, resetOutboxStoreForTests } from '../outbox/outboxStore.ts';
import { setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import { ITEM_UPDATE_DELAY_MS, mergeItemChanges } from './itemChanges.ts';
import {
  connectItemCommands,
  flushItemUpdates,
  queueItemUpdate,
  resetItemCommandsForTests,
  withPendingItemUpdates,
} from './itemCommands.ts';
import { makeItem } from './lineFixture.ts';

/**
 * A server keeping lines as the real one does with issue 19's merge: a quantity sent with its
 * base adds the change (quantity − base) to the stored count; other fields are replaced.
 */
function itemServer(lines: InventoryItem[], routes: Parameters<typeof mockApi>[0] = {}) {
  const stored = new Map(lines.map((line) => [line.id, { ...line }]));
  const update = (call: MockCall) => {
    const id = call.path.split('/').at(-1)!;
    const line = stored.get(id)!;
    const { base, quantity, item_data, ...fields } = call.body as Record<string, unknown> & {
      base?: { quantity: number };
      quantity?: number;
      item_data?: Record<string, unknown>;
    };
    const next = { ...line, ...(fields as Partial<InventoryItem>) };
    if (quantity !== undefined) {
      next.quantity = base ? line.quantity + (quantity - base.quantity) : quantity;
    }
    if (item_data) next.item_data = { ...line.item_data, ...item_data };
    stored.set(id, next);
    return { body: next };
  };
  const api = mockApi({
    ...Object.fromEntries(lines.map((line) => [`PUT /api/inventory/item/${line.id}`, update])),
    ...routes,
  });
  return { api, line: (id: string) => stored.get(id)! };
}

const key = characterKeys.inventories('42');

function cacheWith(list: Inventory[]): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(key, list);
  connectItemCommands(queryClient);
  return queryClient;
}

const shownLine = (queryClient: QueryClient, id: string) =>
  queryClient
    .getQueryData<Inventory[]>(key)!
    .flatMap((inventory) => inventory.items)
    .find((item) => item.id === id)!;

beforeEach(() => {
  setToken('t');
  setCurrentUser(makeUser());
});

afterEach(() => {
  persistOutbox();
  window.localStorage.clear();
  resetOutboxStoreForTests();
  resetItemCommandsForTests();
});

describe('item.update commands', () => {
  it('merge one line’s changes into one entry: later fields win, item_data merged, the first base kept', () => {
    const arrows = makeItem('a', { quantity: 20 });
    queueItemUpdate('42', arrows, { quantity: 19 });
    queueItemUpdate('42', { ...arrows, quantity: 19 }, { quantity: 18, equipped: true });
    queueItemUpdate('42', arrows, { item_data: { name: 'Old' } });
    queueItemUpdate('42', arrows, { item_data: { spell: 'web' } });
    queueItemUpdate('42', makeItem('b'), { notes: 'other line' });
    const entries = outboxEntries();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      kind: 'item.update',
      target: 'a',
      characterId: '42',
      body: { quantity: 18, equipped: true, item_data: { name: 'Old', spell: 'web' } },
      // What the device showed before the first of the merged edits.
      base: { quantity: 20 },
    });
    // No quantity changed: nothing to base.
    expect(entries[1]!.base).toBeUndefined();
    expect(mergeItemChanges({ item_data: null }, { notes: 'x' })).toEqual({
      item_data: null,
      notes: 'x',
    });
  });

  it('sends the merged changes with the base and the entry id as Idempotency-Key', async () => {
    const { api, line } = itemServer([makeItem('a', { quantity: 20 })]);
    cacheWith([makeInventory('42', [makeItem('a', { quantity: 20 })])]);
    const arrows = makeItem('a', { quantity: 20 });
    queueItemUpdate('42', arrows, { quantity: 19 });
    const entry = queueItemUpdate('42', { ...arrows, quantity: 19 }, { quantity: 17 });
    // Meanwhile the game master took 5 arrows on another device.
    line('a').quantity = 15;
    await flushOutbox();
    const sent = api.callsTo('PUT /api/inventory/item/a');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ quantity: 17, base: { quantity: 20 } });
    expect(sent[0]!.headers['Idempotency-Key']).toBe(entry.id);
    // Both changes count: 20 − 5 − 3.
    expect(line('a').quantity).toBe(12);
    expect(outboxEntries()).toHaveLength(0);
  });

  it('waits 400 ms after the line’s last change before sending', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { api } = itemServer([makeItem('a')]);
    cacheWith([makeInventory('42', [makeItem('a')])]);
    const stop = startOutbox(createOnlineMonitor(() => Promise.resolve(true)));
    try {
      queueItemUpdate('42', makeItem('a'), { equipped: true });
      await vi.advanceTimersByTimeAsync(ITEM_UPDATE_DELAY_MS - 100);
      queueItemUpdate('42', makeItem('a', { equipped: true }), { notes: 'fletched' });
      await vi.advanceTimersByTimeAsync(ITEM_UPDATE_DELAY_MS - 1);
      expect(api.callsTo('PUT /api/inventory/item/a')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(api.callsTo('PUT /api/inventory/item/a')).toHaveLength(1));
      expect(api.callsTo('PUT /api/inventory/item/a')[0]!.body).toEqual({
        equipped: true,
        notes: 'fletched',
      });
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('confirmed: the server’s line replaces the shown one, later changes still laid over, and the device copy keeps it', async () => {
    const { line } = itemServer([makeItem('a', { quantity: 20 })]);
    const list = [makeInventory('42', [makeItem('a', { quantity: 20 })])];
    await storeDeviceInventories('42', list);
    const queryClient = cacheWith(list);
    queueItemUpdate('42', makeItem('a', { quantity: 20 }), { quantity: 18 });
    line('a').quantity = 30;
    await flushOutbox();
    // The server had 30 (another device added 10): 30 − 2.
    expect(shownLine(queryClient, 'a').quantity).toBe(28);
    const kept = await vi.waitFor(async () => {
      const copy = await readDeviceInventories('42');
      expect(copy[0]!.items[0]!.quantity).toBe(28);
      return copy;
    });
    expect(kept[0]!.items).toHaveLength(1);

    // A change made while the answer was on its way stays shown over the server's line.
    queueItemUpdate('42', shownLine(queryClient, 'a'), { quantity: 27 });
    const sending = flushOutbox();
    queueItemUpdate('42', makeItem('a', { quantity: 27 }), { equipped: true });
    await sending;
    expect(shownLine(queryClient, 'a')).toMatchObject({ quantity: 27, equipped: true });
  });

  it('refused: the entry stays, refused, the player is told, and the list is read again', async () => {
    itemServer([makeItem('a')], {
      'PUT /api/inventory/item/a': apiError(404, 'NOT_FOUND', 'Item not found'),
    });
    const queryClient = cacheWith([makeInventory('42', [makeItem('a')])]);
    queueItemUpdate('42', makeItem('a'), { quantity: 3 });
    await flushOutbox();
    expect(outboxEntries()).toMatchObject([
      { status: 'refused', refusal: { status: 404, code: 'NOT_FOUND' } },
    ]);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(getToasts().map((toast) => toast.type)).toContain('error');
    // A refused change is not shown as if it were saved.
    expect(
      withPendingItemUpdates([makeInventory('42', [makeItem('a')])])[0]!.items[0]!.quantity,
    ).toBe(20);
  });

  it('a reload shows the lines with the unsent changes laid over (the store is read again)', () => {
    queueItemUpdate('42', makeItem('a', { quantity: 20 }), { quantity: 12, container_id: 'bag' });
    queueItemUpdate('42', makeItem('b'), { attuned: true });
    persistOutbox();
    // The page is reloaded: the outbox's memory is gone, local storage stays.
    resetOutboxStoreForTests();
    const server = [makeInventory('42', [makeItem('a'), makeItem('b'), makeItem('c')])];
    const shown = withPendingItemUpdates(server)[0]!.items;
    expect(shown.map((item) => [item.id, item.quantity, item.container_id, item.attuned])).toEqual([
      ['a', 12, 'bag', false],
      ['b', 20, null, true],
      ['c', 20, null, false],
    ]);
    // Another account's edits on this device are not this account's view.
    setCurrentUser(makeUser({ id: 'u2' }));
    expect(withPendingItemUpdates(server)[0]!.items[0]!.quantity).toBe(20);
  });

  it('flushItemUpdates sends the line’s changes now, and fails when they cannot be sent', async () => {
    let reachable = true;
    const { api } = itemServer([makeItem('a')], {
      'PUT /api/inventory/item/a': (call) =>
        reachable ? { body: { ...makeItem('a'), ...(call.body as object) } } : 'network-error',
    });
    cacheWith([makeInventory('42', [makeItem('a')])]);
    queueItemUpdate('42', makeItem('a'), { notes: 'before the split' });
    await flushItemUpdates('a');
    expect(api.callsTo('PUT /api/inventory/item/a')).toHaveLength(1);
    expect(outboxEntries()).toHaveLength(0);

    reachable = false;
    queueItemUpdate('42', makeItem('a'), { notes: 'offline' });
    await expect(flushItemUpdates('a')).rejects.toMatchObject({ status: 0 });
    // Kept for later, not lost.
    expect(outboxEntries()).toMatchObject([{ status: 'pending', body: { notes: 'offline' } }]);
  });
});
