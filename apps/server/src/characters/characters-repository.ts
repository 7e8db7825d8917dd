import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import { isCarriedInventory } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { characters, customItems, inventories, inventoryItems } from '../db/schema/index.ts';

export type CharacterRow = typeof characters.$inferSelect;

/** Queries on characters and what the sheet reads of their inventories; nothing here knows HTTP. */
export const charactersRepository = {
  listByUser: (db: Database, userId: string) =>
    db
      .select()
      .from(characters)
      .where(eq(characters.userId, userId))
      .orderBy(desc(characters.updatedAt), desc(characters.createdAt)),

  async find(db: Database, id: string): Promise<CharacterRow | null> {
    const [row] = await db.select().from(characters).where(eq(characters.id, id));
    return row ?? null;
  },

  /** Locks the row for the rest of the transaction, so that concurrent updates queue up. */
  async findForUpdate(db: Database, id: string): Promise<CharacterRow | null> {
    const [row] = await db.select().from(characters).where(eq(characters.id, id)).for('update');
    return row ?? null;
  },

  async insert(db: Database, values: typeof characters.$inferInsert): Promise<CharacterRow> {
    const [row] = await db.insert(characters).values(values).returning();
    return row!;
  },

  async update(
    db: Database,
    id: string,
    values: Partial<Pick<CharacterRow, 'name' | 'avatar' | 'active' | 'data'>>,
    now: Date,
  ): Promise<CharacterRow> {
    const [row] = await db
      .update(characters)
      .set({ ...values, updatedAt: now, version: sql`${characters.version} + 1` })
      .where(eq(characters.id, id))
      .returning();
    if (!row) throw new Error(`character ${id} vanished during an update`);
    return row;
  },

  async remove(db: Database, id: string): Promise<void> {
    await db.delete(characters).where(and(eq(characters.id, id)));
  },

  /**
   * Every item in the inventories the character carries (not a mount's or a stash's), with a
   * custom item's name and weight.
   */
  async carriedItems(db: Database, characterId: string) {
    const rows = await db
      .select({
        inventoryType: inventories.type,
        id: inventoryItems.id,
        itemId: inventoryItems.itemId,
        quantity: inventoryItems.quantity,
        equipped: inventoryItems.equipped,
        attuned: inventoryItems.attuned,
        containerId: inventoryItems.containerId,
        itemData: inventoryItems.itemData,
        customName: customItems.name,
        customWeight: customItems.weight,
      })
      .from(inventoryItems)
      .innerJoin(inventories, eq(inventories.id, inventoryItems.inventoryId))
      .leftJoin(customItems, eq(customItems.id, inventoryItems.customItemId))
      .where(eq(inventories.characterId, characterId));
    return rows.filter((row) => isCarriedInventory(row.inventoryType));
  },

  async inventoriesOf(db: Database, characterIds: string[]) {
    if (characterIds.length === 0) return [];
    return db.select().from(inventories).where(inArray(inventories.characterId, characterIds));
  },
};
