import type { Inventory, InventoryItem, UpdateInventoryItemBody } from '@hearth/contract';

import type { OutboxEntry } from '../outbox/types.ts';
import { applyItemChanges } from './inventoryCache.ts';

/** Spec §9: an inventory line's update waits this long for more changes to the same line. */
export const ITEM_UPDATE_DELAY_MS = 400;

/** An item.update command's body: the line's changes without `base` (the outbox keeps it). */
export type ItemChanges = Omit<UpdateInventoryItemBody, 'base'>;

/** Later changes win field by field; a scroll's item_data is merged, not replaced. */
export function mergeItemChanges(earlier: ItemChanges, later: ItemChanges): ItemChanges {
  const merged = { ...earlier, ...later };
  if (earlier.item_data && later.item_data) {
    merged.item_data = { ...earlier.item_data, ...later.item_data };
  }
  return merged;
}

/**
 * What a change was based on: the quantity the device showed before it (issue 19), so the
 * server applies the difference to its own count and two devices' spending both counts. The
 * other fields are the later write's.
 */
export function itemBaseOf(
  changes: ItemChanges,
  shown: Pick<InventoryItem, 'quantity'>,
): { quantity: number } | undefined {
  return changes.quantity === undefined ? undefined : { quantity: shown.quantity };
}

/** A line with the changes of the entries still to be confirmed laid over, in their order. */
export function withItemEntries(
  item: InventoryItem,
  entries: readonly OutboxEntry[],
): InventoryItem {
  return entries
    .filter((entry) => entry.target === item.id)
    .reduce((current, entry) => applyItemChanges(current, entry.body as ItemChanges), item);
}

/**
 * The inventories as the device should show them: the server's copy with every unconfirmed
 * item.update entry laid over (the view and the outbox never disagree).
 */
export function withItemEntriesLaidOver(
  list: readonly Inventory[],
  entries: readonly OutboxEntry[],
): Inventory[] {
  if (entries.length === 0) return [...list];
  const targets = new Set(entries.map((entry) => entry.target));
  return list.map((inventory) =>
    inventory.items.some((item) => targets.has(item.id))
      ? {
          ...inventory,
          items: inventory.items.map((item) =>
            targets.has(item.id) ? withItemEntries(item, entries) : item,
          ),
        }
      : inventory,
  );
}
