import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';

import { isCarriedInventory } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import {
  characterHistory,
  characters,
  customItems,
  inventories,
  inventoryItems,
} from '../db/schema/index.ts';
import { emptyCharacterData } from './character-view.ts';

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
   * visibility when given, only on the owner's row; and what changed goes to the history in
   * the same statement (issue 19). No row: none of this user's.
   *
   * The row before the write comes from a locked subquery (PostgreSQL 15 has no `RETURNING
   * OLD`). The history parts are those `historyParts` makes for these fields: a field whose
   * values are objects (hit points, death saves) key by key, any other whole; a value the
   * document lacks is the new character's (`defaults`), as the API answers it.
   */
  patch: (db: Database) => {
    const updated = db.$with('updated', getTableColumns(characters)).as(sql`
      update ${characters} as c set
        name = coalesce(${sql.placeholder('name')}, c.name),
        active = coalesce(${sql.placeholder('active')}, c.active),
        data = c.data || ${sql.placeholder('data')}::jsonb,
        updated_at = ${sql.placeholder('now')},
        version = c.version + 1
      from (
        select id, name, active, data from ${characters}
        where id = ${sql.placeholder('id')} and user_id = ${sql.placeholder('userId')}
        for update
      ) as prev
      where c.id = prev.id
      returning c.*, prev.name as old_name, prev.active as old_active, prev.data as old_data`);
    // Unreferenced, yet run: PostgreSQL runs every data-modifying WITH statement to completion.
    const recorded = db.$with('recorded', { id: sql<number>`id` }).as(sql`
      insert into ${characterHistory} (character_id, user_id, device_id, device_label, field,
        path, old_value, new_value, conflict, version, created_at)
      select u.id, u.user_id, ${sql.placeholder('deviceId')}, ${sql.placeholder('deviceLabel')},
        p.field, p.path, p.old_value, p.new_value, false, u.version, u.updated_at
      from updated as u
      cross join lateral (
        select 'name' as field, '[]'::jsonb as path, to_jsonb(u.old_name) as old_value,
          to_jsonb(u.name) as new_value
        where u.name is distinct from u.old_name
        union all
        select 'active', '[]'::jsonb, to_jsonb(u.old_active), to_jsonb(u.active)
        where u.active is distinct from u.old_active
        union all
        select f.key, case when f.by_key then jsonb_build_array(k.key) else '[]'::jsonb end,
          case when f.by_key then f.old -> k.key else f.old end,
          case when f.by_key then f.new -> k.key else f.new end
        from (
          select d.key, d.value as new, o.old,
            jsonb_typeof(d.value) = 'object' and jsonb_typeof(o.old) = 'object' as by_key
          from jsonb_each(${sql.placeholder('data')}::jsonb) as d
          cross join lateral (
            select coalesce(u.old_data -> d.key, ${sql.placeholder('defaults')}::jsonb -> d.key) as old
          ) as o
        ) as f
        cross join lateral (
          select jsonb_object_keys(case when f.by_key then f.old || f.new else '{"":0}'::jsonb end) as key
        ) as k
        where case when f.by_key then (f.old -> k.key) is distinct from (f.new -> k.key)
          else f.old is distinct from f.new end
      ) as p
      returning id`);
    return db.with(updated, recorded).select().from(updated).prepare('character_patch');
  },
};

/** The data document of a new character: what a missing field reads as (the API's answer). */
const DEFAULT_DATA = JSON.stringify(emptyCharacterData());

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
    device?: { id: string; label?: string | undefined },
  ): Promise<CharacterRow | null> {
    const [row] = await statementOf(db, 'patch').execute({
      ...owner,
      name: values.name ?? null,
      active: values.active ?? null,
      data: JSON.stringify(values.data),
      now: now.toISOString(),
      deviceId: device?.id ?? null,
      deviceLabel: device?.label ?? null,
      defaults: DEFAULT_DATA,
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
