import type { QueryClient } from '@tanstack/react-query';

import type { Inventory, InventoryItem } from '@hearth/contract';
import { ApiError } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { updateInventoryItemCall } from '../api/inventoryCalls.ts';
import { characterKeys } from '../characters/characterCache.ts';
import { readDeviceInventories, storeDeviceInventories } from '../characters/deviceCharacters.ts';
import { enqueue, entriesOfCurrentUser, flushOutbox, registerCommand } from '../outbox/outbox.ts';
import { removeEntry } from '../outbox/outboxStore.ts';
import type { OutboxEntry, Refusal } from '../outbox/types.ts';
import { replaceItem } from './inventoryCache.ts';
import type { ItemChanges } from './itemChanges.ts';
import {
  ITEM_UPDATE_DELAY_MS,
  itemBaseOf,
  mergeItemChanges,
  withItemEntries,
} from './itemChanges.ts';
import { ITEM_UPDATE_KIND, unsentItemEntries } from './pendingItems.ts';

export { unsentItemEntries, withPendingItemUpdates } from './pendingItems.ts';

/**
 * Inventory line updates as `item.update` commands of the one outbox (issue 19): quantity,
 * equipped, attuned, opened, notes, container and item_data changes are kept on the device and
 * sent 400 ms after the line's last change (spec §9), offline too; the quantity travels with the
 * count it was based on, so two devices' changes both count. What the device shows is the
 * server's copy with these entries laid over.
 */

const KIND = ITEM_UPDATE_KIND;

/**
 * Queues a change to a line as shown on the device (`shown`: the line before the change, with
 * earlier unsent changes laid over, which is what its quantity's base is).
 */
export function queueItemUpdate(
  characterId: string,
  shown: InventoryItem,
  changes: ItemChanges,
): OutboxEntry {
  const base = itemBaseOf(changes, shown);
  return enqueue({
    kind: KIND,
    target: shown.id,
    characterId,
    body: changes,
    ...(base ? { base } : {}),
  });
}

/**
 * Sends a line's unsent changes before an operation that reads it on the server (split, give,
 * move, delete, a custom item's edit). They are sent in the outbox's order, so nothing queued
 * earlier is overtaken. Throws the network error the operation itself would meet when they could
 * not all be sent (offline, or another tab is sending): the operation must not run on a line
 * the server does not have as the player sees it.
 */
export async function flushItemUpdates(itemId: string): Promise<void> {
  if (unsentItemEntries(itemId).length === 0) return;
  await flushOutbox();
  if (unsentItemEntries(itemId).length > 0) {
    throw new ApiError(0, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'Server is not available. Please try again later',
    });
  }
}

/** Forgets a removed line's entries (every status: the line is gone, so are its changes). */
export function forgetItemUpdates(itemId: string): void {
  for (const entry of entriesOfCurrentUser()) {
    if (entry.kind === KIND && entry.target === itemId) removeEntry(entry.id);
  }
}

/** The device copies are written one after another: each reads the one before. */
let deviceWrites: Promise<void> = Promise.resolve();

/** Puts the server's line into the device's copy, so a reload offline shows it. */
function rememberDeviceLine(characterId: string, saved: InventoryItem): Promise<void> {
  deviceWrites = deviceWrites
    .then(async () => {
      const kept = await readDeviceInventories(characterId);
      if (!kept.some((inventory) => inventory.items.some((item) => item.id === saved.id))) return;
      await storeDeviceInventories(characterId, replaceItem(kept, saved) ?? kept);
    })
    .catch(() => undefined);
  return deviceWrites;
}

const refusalError = (refusal: Refusal) =>
  new ApiError(refusal.status, { code: refusal.code, message: refusal.message });

/** The app's query cache, once a screen or the runner's start has connected it. */
let cache: QueryClient | null = null;

const reload = (characterId: string | null) => {
  if (cache && characterId) {
    void cache.invalidateQueries({ queryKey: characterKeys.inventories(characterId) });
  }
};

// Registered as the module loads: an edit queued now merges by the kind's rules, and the runner
// sends entries of an earlier visit even before any screen connects the cache.
registerCommand(KIND, {
  delay: ITEM_UPDATE_DELAY_MS,
  mergeBody: (earlier, later) =>
    mergeItemChanges(earlier as ItemChanges, later as ItemChanges) as Record<string, unknown>,
  send: (entry, { client, keepalive }) =>
    client.call(
      updateInventoryItemCall,
      {
        params: { id: entry.target },
        body: {
          ...(entry.body as ItemChanges),
          ...(entry.base ? { base: entry.base as { quantity: number } } : {}),
        },
      },
      { headers: { 'Idempotency-Key': entry.id }, ...(keepalive ? { keepalive } : {}) },
    ),
  confirmed: (entry, answer) => {
    const saved = answer as InventoryItem;
    if (!entry.characterId) return;
    // The server's line, with the changes made since still laid over.
    const shown = withItemEntries(saved, unsentItemEntries(saved.id));
    cache?.setQueryData<Inventory[]>(characterKeys.inventories(entry.characterId), (list) =>
      replaceItem(list, shown),
    );
    void rememberDeviceLine(entry.characterId, saved);
  },
  refused: (entry, refusal) => {
    // The entry stays in the 'not synced' list; the screen shows the server's truth again.
    toast.error(refusalError(refusal));
    reload(entry.characterId);
  },
  discarded: (entry) => reload(entry.characterId),
});

/** Connects the command to the app's query cache (the runner's start, the inventory hooks). */
export function connectItemCommands(queryClient: QueryClient): void {
  cache = queryClient;
}

/** For tests: forgets the cache connected. */
export function resetItemCommandsForTests(): void {
  cache = null;
}
