import { and, eq, notExists } from 'drizzle-orm';
import type { z } from 'zod';

import type { AddCustomItemBody, InventoryItem } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { customItems, inventoryItems } from '../db/schema/index.ts';
import { invalidField } from '../errors/app-error.ts';
import { checkContainer } from './container-check.ts';
import { toInventoryItemView } from './inventory-view.ts';
import { loadInventoryFor } from './load-inventory.ts';

type NewCustomItem = z.output<typeof AddCustomItemBody>;

/**
 * Defines a user's own item and puts a stack of it into one of their inventories (platform §3,
 * custom item payload), loose or in a container there. Runs in the caller's transaction.
 */
export async function addCustomItem(
  db: Database,
  user: { id: string },
  body: NewCustomItem,
  catalogue: RulesCatalogue,
  now: Date,
): Promise<InventoryItem> {
  // Locked, so an inventory deleted at the same moment either waits for this item or is
  // already gone (404), rather than vanishing between the check and the insert.
  const { inventory } = await loadInventoryFor(db, user, body.inventory_id, { lock: true });
  if (body.item_id !== undefined && !catalogue.items.has(body.item_id)) {
    throw invalidField('body.item_id', `Unknown item "${body.item_id}"`);
  }
  const containerId = body.container_id ?? null;
  if (containerId !== null) {
    await checkContainer(
      db,
      inventory.id,
      containerId,
      body.item_id ?? null,
      catalogue,
      'body.container_id',
    );
  }
  const [custom] = await db
    .insert(customItems)
    .values({
      userId: user.id,
      name: body.name,
      description: body.description,
      weight: body.weight,
      value: body.value,
      countable: body.countable,
      attunement: body.attunement,
      baseItemId: body.item_id ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [row] = await db
    .insert(inventoryItems)
    .values({
      inventoryId: inventory.id,
      customItemId: custom!.id,
      containerId,
      quantity: body.quantity,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toInventoryItemView(row!, custom);
}

/**
 * Deletes the user's custom item definitions no stack points at any more. A definition is shared
 * by every stack split or given from the first, so it can only go once the last of them has.
 */
export async function forgetUnusedCustomItems(db: Database, userId: string): Promise<void> {
  await db
    .delete(customItems)
    .where(
      and(
        eq(customItems.userId, userId),
        notExists(
          db
            .select({ id: inventoryItems.id })
            .from(inventoryItems)
            .where(eq(inventoryItems.customItemId, customItems.id)),
        ),
      ),
    );
}
