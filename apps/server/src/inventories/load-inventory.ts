import { eq } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import { characters, inventories } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';

export type InventoryRow = typeof inventories.$inferSelect;

export interface OwnedInventory {
  inventory: InventoryRow;
  /** The character it belongs to (campaign stocks arrive with campaigns). */
  characterId: string;
}

/**
 * The one place an inventory's ownership is checked: it must belong to one of the user's
 * characters; anything else answers 'Inventory not found', whether it exists or not. `lock`
 * holds the row for the rest of the transaction (moves and applies serialise on it). The lock is
 * FOR NO KEY UPDATE: it still serialises lockers, yet lets another transaction insert an item
 * into the inventory (a foreign key check takes KEY SHARE), which FOR UPDATE would block and,
 * with item locks taken in between, could deadlock.
 */
export async function loadInventoryFor(
  db: Database,
  user: { id: string },
  id: string,
  options: { lock?: boolean } = {},
): Promise<OwnedInventory> {
  const query = db
    .select({ inventory: inventories, characterId: characters.id, owner: characters.userId })
    .from(inventories)
    .innerJoin(characters, eq(characters.id, inventories.characterId))
    .where(eq(inventories.id, id));
  const [row] = options.lock ? await query.for('no key update', { of: inventories }) : await query;
  if (!row || row.owner !== user.id) throw new AppError('NOT_FOUND', 'Inventory not found');
  return { inventory: row.inventory, characterId: row.characterId };
}
