import type { UpdateInventoryItemBody } from '@hearth/contract';

/** Spec §9: an inventory item's update waits this long for more changes to the same item. */
export const ITEM_UPDATE_DELAY_MS = 400;

type Send = (id: string, changes: UpdateInventoryItemBody) => Promise<void>;

interface Pending {
  changes: UpdateInventoryItemBody;
  timer: ReturnType<typeof setTimeout>;
  send: Send;
}

/** Later changes win field by field; a scroll's item_data is merged, not replaced. */
export function mergeItemChanges(
  earlier: UpdateInventoryItemBody,
  later: UpdateInventoryItemBody,
): UpdateInventoryItemBody {
  const merged = { ...earlier, ...later };
  if (earlier.item_data && later.item_data) {
    merged.item_data = { ...earlier.item_data, ...later.item_data };
  }
  return merged;
}

/**
 * Per-item debounced updates (spec §7: PUT inventory/item/{id} debounced 400 ms per item):
 * changes to one item within the delay leave as one request with them all merged. Kept outside
 * React so a change made just before the screen closes is still sent.
 */
export function createItemUpdateQueue(delayMs = ITEM_UPDATE_DELAY_MS) {
  const pending = new Map<string, Pending>();
  const flush = (id: string): Promise<void> => {
    const entry = pending.get(id);
    if (!entry) return Promise.resolve();
    clearTimeout(entry.timer);
    pending.delete(id);
    return entry.send(id, entry.changes);
  };
  return {
    queue(id: string, changes: UpdateInventoryItemBody, send: Send): void {
      const entry = pending.get(id);
      if (entry) clearTimeout(entry.timer);
      pending.set(id, {
        changes: entry ? mergeItemChanges(entry.changes, changes) : changes,
        send,
        timer: setTimeout(() => void flush(id), delayMs),
      });
    },
    /** Sends an item's waiting changes now (before a split, a move or a gift reads it). */
    flush,
    /** Forgets an item's waiting changes (it is being removed). */
    drop(id: string): void {
      const entry = pending.get(id);
      if (entry) clearTimeout(entry.timer);
      pending.delete(id);
    },
    has: (id: string) => pending.has(id),
  };
}

/** The app's one queue. */
export const itemUpdates = createItemUpdateQueue();
