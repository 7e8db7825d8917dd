import { and, eq, sql } from 'drizzle-orm';

import type { Inventory, UpdateInventoryBody } from '@hearth/contract';

import { loadCharacterFor } from '../characters/load-character.ts';
import type { Database } from '../db/index.ts';
import { inventories } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import { forgetUnusedCustomItems } from './custom-items.ts';
import { inventoryView } from './inventory-view.ts';
import { loadInventoryFor } from './load-inventory.ts';

type InventoryRow = typeof inventories.$inferSelect;
type NewInventory = { name: string; type: string; capacity?: number | null };

/** The type of the inventory a character wears and holds things in: it has exactly one. */
export const BODY_INVENTORY_TYPE = 'body';
/** What a character's body inventory is called when the server has to make one. */
const BODY_INVENTORY_NAME = 'Equipment';

/** The character's body inventory, if it has one (the oldest, should data hold several). */
export async function bodyInventoryOf(
  db: Database,
  characterId: string,
): Promise<InventoryRow | undefined> {
  const [body] = await db
    .select()
    .from(inventories)
    .where(and(eq(inventories.characterId, characterId), eq(inventories.type, BODY_INVENTORY_TYPE)))
    .orderBy(inventories.createdAt, inventories.id)
    .limit(1);
  return body;
}

/**
 * The character's body inventory, made if it has none. The caller holds the character's lock,
 * so two concurrent calls cannot both make one.
 */
export async function ensureBodyInventory(
  db: Database,
  characterId: string,
  now: Date,
): Promise<InventoryRow> {
  const body = await bodyInventoryOf(db, characterId);
  if (body) return body;
  const [created] = await db
    .insert(inventories)
    .values({
      characterId,
      name: BODY_INVENTORY_NAME,
      type: BODY_INVENTORY_TYPE,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created!;
}

async function refuseSecondBody(db: Database, characterId: string): Promise<void> {
  if (await bodyInventoryOf(db, characterId)) {
    throw new AppError('CONFLICT', 'The character already has a body inventory');
  }
}

/** Creates an inventory for one of the user's characters (at most one of type body). */
export async function createInventory(
  db: Database,
  user: { id: string },
  characterId: string,
  body: NewInventory,
  now: Date,
): Promise<Inventory> {
  // Locked: a character deleted at the same moment is either still there until this commits
  // or already gone (404); and two concurrent bodies cannot both be made.
  const character = await loadCharacterFor(db, user, characterId, { lock: true });
  if (body.type === BODY_INVENTORY_TYPE) await refuseSecondBody(db, character.id);
  const [row] = await db
    .insert(inventories)
    .values({
      characterId: character.id,
      name: body.name,
      type: body.type,
      capacity: body.capacity ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return inventoryView(db, row!.id);
}

/**
 * Renames an inventory, changes its type or capacity, opens or closes it. The body stays the
 * body (it cannot be deleted, so it cannot stop being one) and no second one appears.
 */
export async function updateInventory(
  db: Database,
  user: { id: string },
  id: string,
  changes: UpdateInventoryBody,
  now: Date,
): Promise<Inventory> {
  const { characterId } = await loadInventoryFor(db, user, id);
  if (changes.type === BODY_INVENTORY_TYPE) {
    // Character before inventory, the order every caller locks them in.
    await loadCharacterFor(db, user, characterId, { lock: true });
  }
  const { inventory } = await loadInventoryFor(db, user, id, { lock: true });
  if (changes.type !== undefined && changes.type !== inventory.type) {
    if (inventory.type === BODY_INVENTORY_TYPE) {
      throw new AppError('CONFLICT', 'The body inventory cannot change its type');
    }
    if (changes.type === BODY_INVENTORY_TYPE) await refuseSecondBody(db, characterId);
  }
  const values: Partial<InventoryRow> = {};
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.type !== undefined) values.type = changes.type;
  if (changes.capacity !== undefined) values.capacity = changes.capacity;
  if (changes.opened !== undefined) values.opened = changes.opened;
  await db
    .update(inventories)
    .set({ ...values, updatedAt: now, version: sql`${inventories.version} + 1` })
    .where(eq(inventories.id, id));
  return inventoryView(db, id);
}

/** Deletes an inventory with everything in it; never the character's body. */
export async function deleteInventory(
  db: Database,
  user: { id: string },
  id: string,
): Promise<{ id: string }> {
  const { inventory } = await loadInventoryFor(db, user, id, { lock: true });
  if (inventory.type === BODY_INVENTORY_TYPE) {
    throw new AppError('CONFLICT', "The character's body inventory cannot be deleted");
  }
  // Its items go with it (inventory_items.inventory_id cascades).
  await db.delete(inventories).where(eq(inventories.id, id));
  await forgetUnusedCustomItems(db, user.id);
  return { id };
}
