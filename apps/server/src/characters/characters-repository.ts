import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import { isCarriedInventory } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { characters, customItems, inventories, inventoryItems } from '../db/schema/index.ts';

export type CharacterRow = typeof characters.$inferSelect;

/**
 * The hot reads (and the live-state write) as prepared statements: Drizzle builds their SQL once, and PostgreSQL parses
 * and plans them once per connection (they are named), instead of on every request. A
 * prepared statement belongs to the database (or transaction) it was made from, hence one set
 * per `db`. Each is built on first use: a transaction (a new `db` each time, as an update with
 * an Idempotency-Key runs in) builds only the statement it runs, not all of them (issue 16:
 * building the three cost more CPU than the rest of such an update).
 */
const statements = {
  findById: (db: Database) =>
    db
      .select()
      .from(characters)
      .where(eq(characters.id, sql.placeholder('id')))
      .prepare('character_by_id'),
  carriedItems: (db: Database) =>
    db
      .select({
        inventoryType: inventories.type,
        inventoryVersion: inventories.version,
        id: inventoryItems.id,
        version: inventoryItems.version,
        itemId: inventoryItems.itemId,
        quantity: inventoryItems.quantity,
        equipped: inventoryItems.equipped,
        attuned: inventoryItems.attuned,
        containerId: inventoryItems.containerId,
        itemData: inventoryItems.itemData,
        customName: customItems.name,
        customWeight: customItems.weight,
        customVersion: customItems.version,
      })
      .from(inventoryItems)
      .innerJoin(inventories, eq(inventories.id, inventoryItems.inventoryId))
      .leftJoin(customItems, eq(customItems.id, inventoryItems.customItemId))
      .where(eq(inventories.characterId, sql.placeholder('characterId')))
      .prepare('character_items'),
  /**
   * One statement for a change of live state (hit points, conditions…): the sent fields of the
   * data document replace the stored ones (`||` replaces top-level keys whole), the name and
   * visibility when given, only on the owner's row. No row: none of this user's.
   */
  patch: (db: Database) =>
    db
      .update(characters)
      .set({
        name: sql`coalesce(${sql.placeholder('name')}, ${characters.name})`,
        active: sql`coalesce(${sql.placeholder('active')}, ${characters.active})`,
        data: sql`${characters.data} || ${sql.placeholder('data')}::jsonb`,
        updatedAt: sql`${sql.placeholder('now')}`,
        version: sql`${characters.version} + 1`,
      })
      .where(
        and(
          eq(characters.id, sql.placeholder('id')),
          eq(characters.userId, sql.placeholder('userId')),
        ),
      )
      .returning()
      .prepare('character_patch'),
};

type Statements = { [K in keyof typeof statements]: ReturnType<(typeof statements)[K]> };

const prepared = new WeakMap<Database, Partial<Statements>>();

function statementOf<K extends keyof Statements>(db: Database, name: K): Statements[K] {
  let made = prepared.get(db);
  if (!made) {
    made = {};
    prepared.set(db, made);
  }
  return (made[name] ??= statements[name](db) as Statements[K]);
}

/** Queries on characters and what the sheet reads of their inventories; nothing here knows HTTP. */
export const charactersRepository = {
  listByUser: (db: Database, userId: string) =>
    db
      .select()
      .from(characters)
      .where(eq(characters.userId, userId))
      .orderBy(desc(characters.updatedAt), desc(characters.createdAt)),

  async find(db: Database, id: string): Promise<CharacterRow | null> {
    const [row] = await statementOf(db, 'findById').execute({ id });
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

  /**
   * Replaces some fields of the user's character in one statement, without reading it first:
   * for changes that need no check against the rest of the record (see `applyUpdate`).
   * Null when the user has no such character.
   */
  async patch(
    db: Database,
    owner: { userId: string; id: string },
    values: { name?: string; active?: boolean; data: Record<string, unknown> },
    now: Date,
  ): Promise<CharacterRow | null> {
    const [row] = await statementOf(db, 'patch').execute({
      ...owner,
      name: values.name ?? null,
      active: values.active ?? null,
      data: JSON.stringify(values.data),
      now: now.toISOString(),
    });
    return row ?? null;
  },

  async remove(db: Database, id: string): Promise<void> {
    await db.delete(characters).where(and(eq(characters.id, id)));
  },

  /**
   * Every item in the inventories the character carries (not a mount's or a stash's), with a
   * custom item's name and weight.
   */
  async carriedItems(db: Database, characterId: string) {
    const rows = await statementOf(db, 'carriedItems').execute({ characterId });
    return rows.filter((row) => isCarriedInventory(row.inventoryType));
  },

  async inventoriesOf(db: Database, characterIds: string[]) {
    if (characterIds.length === 0) return [];
    return db.select().from(inventories).where(inArray(inventories.characterId, characterIds));
  },
};
