import type { SQL } from 'drizzle-orm';
import { asc, eq, inArray } from 'drizzle-orm';

import type { Inventory, InventoryItem } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { customItems, inventories, inventoryItems } from '../db/schema/index.ts';

type InventoryRow = typeof inventories.$inferSelect;
type ItemRow = typeof inventoryItems.$inferSelect;
type CustomRow = typeof customItems.$inferSelect;

export function toInventoryItemView(row: ItemRow, custom: CustomRow | undefined): InventoryItem {
  const data = row.itemData ?? null;
  return {
    id: row.id,
    inventory_id: row.inventoryId,
    item_id: row.itemId,
    quantity: row.quantity,
    container_id: row.containerId,
    equipped: row.equipped,
    attuned: row.attuned,
    opened: row.opened,
    notes: row.notes,
    options: row.options,
    custom: row.customItemId !== null,
    item_data: custom
      ? {
          ...data,
          name: data?.name ?? custom.name,
          weight: custom.weight,
          value: custom.value,
          description: custom.description,
          attunement: custom.attunement,
          countable: custom.countable,
          ...(custom.baseItemId ? { base_item_id: custom.baseItemId } : {}),
        }
      : data,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The view of one item row, with its custom item's definition when it has one. */
export async function inventoryItemView(db: Database, row: ItemRow): Promise<InventoryItem> {
  if (row.customItemId === null) return toInventoryItemView(row, undefined);
  const [custom] = await db.select().from(customItems).where(eq(customItems.id, row.customItemId));
  return toInventoryItemView(row, custom);
}

/** The inventories matching `where`, oldest first, each with its items. */
async function inventoriesWhere(db: Database, where: SQL): Promise<Inventory[]> {
  const rows: InventoryRow[] = await db
    .select()
    .from(inventories)
    .where(where)
    .orderBy(asc(inventories.createdAt), asc(inventories.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(inventoryItems)
    .leftJoin(customItems, eq(customItems.id, inventoryItems.customItemId))
    .where(
      inArray(
        inventoryItems.inventoryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(inventoryItems.createdAt), asc(inventoryItems.id));
  return rows.map((row) => ({
    id: row.id,
    character_id: row.characterId,
    campaign_id: row.campaignId,
    name: row.name,
    type: row.type,
    capacity: row.capacity,
    opened: row.opened,
    items: items
      .filter((item) => item.inventory_items.inventoryId === row.id)
      .map((item) => toInventoryItemView(item.inventory_items, item.custom_items ?? undefined)),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** A character's inventories, oldest first, each with its items. */
export function inventoriesOfCharacter(db: Database, characterId: string): Promise<Inventory[]> {
  return inventoriesWhere(db, eq(inventories.characterId, characterId));
}

/** A campaign's stock inventories (one today), oldest first, each with its items. */
export function inventoriesOfCampaign(db: Database, campaignId: string): Promise<Inventory[]> {
  return inventoriesWhere(db, eq(inventories.campaignId, campaignId));
}

/** One inventory with its items (the caller knows it exists). */
export async function inventoryView(db: Database, inventoryId: string): Promise<Inventory> {
  const [view] = await inventoriesWhere(db, eq(inventories.id, inventoryId));
  if (!view) throw new Error(`inventory ${inventoryId} vanished`);
  return view;
}
