import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createItemUpdateQueue, ITEM_UPDATE_DELAY_MS } from './itemUpdateQueue.ts';

describe('item update queue (debounced 400 ms per item)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one merged update per item once it is left alone for 400 ms', () => {
    const queue = createItemUpdateQueue();
    const send = vi.fn(() => Promise.resolve());
    queue.queue('a', { quantity: 2 }, send);
    vi.advanceTimersByTime(ITEM_UPDATE_DELAY_MS - 1);
    queue.queue('a', { equipped: true }, send);
    queue.queue('b', { notes: 'x' }, send);
    queue.queue('a', { quantity: 3, item_data: { name: 'Old' } }, send);
    queue.queue('a', { item_data: { spell: 'web' } }, send);
    vi.advanceTimersByTime(ITEM_UPDATE_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // Each item's own clock: b was last touched before a.
    expect(send.mock.calls).toEqual([
      ['b', { notes: 'x' }],
      ['a', { quantity: 3, equipped: true, item_data: { name: 'Old', spell: 'web' } }],
    ]);
  });

  it('flushes an item at once on demand and forgets dropped ones', async () => {
    const queue = createItemUpdateQueue();
    const send = vi.fn(() => Promise.resolve());
    queue.queue('a', { quantity: 5 }, send);
    queue.queue('b', { quantity: 1 }, send);
    await queue.flush('a');
    queue.drop('b');
    expect(queue.has('a') || queue.has('b')).toBe(false);
    vi.advanceTimersByTime(ITEM_UPDATE_DELAY_MS * 2);
    expect(send.mock.calls).toEqual([['a', { quantity: 5 }]]);
  });
});
