import type { Inventory } from '@hearth/contract';

import { entriesOfCurrentUser } from '../outbox/outbox.ts';
import type { OutboxEntry } from '../outbox/types.ts';
import { withItemEntriesLaidOver } from './itemChanges.ts';

/**
 * The inventory lines' changes still in the outbox, as the device shows them. Apart from the
 * command's module so the inventories query (on the sheet's path) lays them over without loading
 * what sends them.
 */

export const ITEM_UPDATE_KIND = 'item.update';

/** The signed-in account's item.update entries not yet confirmed (refused ones are not shown). */
export function unsentItemEntries(itemId?: string): OutboxEntry[] {
  return entriesOfCurrentUser().filter(
    (entry) =>
      entry.kind === ITEM_UPDATE_KIND &&
      entry.status !== 'refused' &&
      (itemId === undefined || entry.target === itemId),
  );
}

/** A character's inventories as the device should show them (server copy + unsent changes). */
export function withPendingItemUpdates(list: readonly Inventory[]): Inventory[] {
  return withItemEntriesLaidOver(list, unsentItemEntries());
}
