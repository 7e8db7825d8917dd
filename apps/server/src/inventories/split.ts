import { eq, sql } from 'drizzle-orm';

import type { InventoryItem } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { inventoryItems } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import { contentsOf, loadItemFor } from './inventory-items.ts';
import { toInventoryItemView } from './inventory-view.ts';
import { lockInventories } from './move.ts';

export interface SplitParts {
  /** What stays in the original stack. */
  quantity: number;
  /** What goes to the new stack. */
  newQuantity: number;
}

/**
 * Splits a stack in two in the same place (platform §5): the parts must add up to the stack as
 * it is now, so a stale or replayed split is refused rather than creating or losing items. The
 * new stack copies what the item is (catalogue or custom item, name, spell, notes, options) but
 * is neither worn nor attuned; those stay with the original. Runs in the caller's transaction.
 */
export async function splitInventoryItem(
  db: Database,
  user: { id: string },
  id: string,
  parts: SplitParts,
  now: Date,
): Promise<{ item: InventoryItem; created: InventoryItem }> {
  // The inventory before the item (the order deleting an inventory locks them in), so a
  // deletion at the same moment either waits for the split or has taken the item (404).
  const seen = await loadItemFor(db, user, id);
  await lockInventories(db, [seen.item.inventoryId]);
  const { item, custom } = await loadItemFor(db, user, id, { lock: true });
  if (item.inventoryId !== seen.item.inventoryId) {
    throw new AppError('CONFLICT', 'The item has moved meanwhile; reload and try again');
  }
  if (parts.quantity + parts.newQuantity !== item.quantity) {
    throw new AppError('CONFLICT', 'Failed to split item', { quantity: item.quantity });
  }
  if ((await contentsOf(db, id)).length > 0) {
    throw new AppError('CONFLICT', 'Empty the container before splitting it');
  }
  const [kept] = await db
    .update(inventoryItems)
    .set({ quantity: parts.quantity, updatedAt: now, version: sql`${inventoryItems.version} + 1` })
    .where(eq(inventoryItems.id, id))
    .returning();
  const [created] = await db
    .insert(inventoryItems)
    .values({
      inventoryId: item.inventoryId,
      itemId: item.itemId,
      customItemId: item.customItemId,
      containerId: item.containerId,
      quantity: parts.newQuantity,
      notes: item.notes,
      options: item.options,
      itemData: item.itemData,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return {
    item: toInventoryItemView(kept!, custom),
    created: toInventoryItemView(created!, custom),
  };
}
