import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';

import type { InventoryItem, UpdateCustomItemBody } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { customItems, inventoryItems } from '../db/schema/index.ts';
import { invalidField } from '../errors/app-error.ts';
import { loadItemFor } from './inventory-items.ts';
import { toInventoryItemView } from './inventory-view.ts';

type CustomItemChanges = z.output<typeof UpdateCustomItemBody>;

/**
 * Changes a custom item's definition through one of its stacks (`id`, an item of one of the
 * user's characters, checked by loadItemFor). The definition is shared by every stack split or
 * given from the first, so they all change. A new name replaces the name this stack was shown
 * under; an item that no longer needs attunement is no longer attuned anywhere. Runs in the
 * caller's transaction.
 */
export async function editCustomItem(
  db: Database,
  user: { id: string },
  id: string,
  changes: CustomItemChanges,
  now: Date,
): Promise<InventoryItem> {
  const owned = await loadItemFor(db, user, id, { lock: true });
  if (!owned.custom) {
    throw invalidField('params.id', 'Only a custom item can be edited', 'item.not-custom');
  }
  const [custom] = await db
    .update(customItems)
    .set({ ...changes, updatedAt: now, version: sql`${customItems.version} + 1` })
    .where(eq(customItems.id, owned.custom.id))
    .returning();
  if (changes.attunement === false) {
    await db
      .update(inventoryItems)
      .set({ attuned: false, updatedAt: now, version: sql`${inventoryItems.version} + 1` })
      .where(eq(inventoryItems.customItemId, owned.custom.id));
  }
  if (changes.name !== undefined && owned.item.itemData?.name !== undefined) {
    const { name: _shownAs, ...rest } = owned.item.itemData;
    await db
      .update(inventoryItems)
      .set({
        itemData: Object.keys(rest).length > 0 ? rest : null,
        updatedAt: now,
        version: sql`${inventoryItems.version} + 1`,
      })
      .where(eq(inventoryItems.id, id));
  }
  const [row] = await db.select().from(inventoryItems).where(eq(inventoryItems.id, id));
  return toInventoryItemView(row!, custom);
}
