import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import { presetItems, presets } from '../db/schema/index.ts';
import type { PresetItemRow, PresetRow } from './preset-view.ts';

export interface PresetFields {
  name: string;
  description: string;
  icon: string | null;
  classId: string | null;
  backgroundId: string | null;
  gold: number;
}

export interface PresetLine {
  itemId: string;
  quantity: number;
}

/** Queries on the users' own presets and their lines; ownership is the caller's to check. */
export const presetsRepository = {
  /** The user's presets, newest first, each with its lines in order. */
  async listByUser(
    db: Database,
    userId: string,
  ): Promise<{ row: PresetRow; items: PresetItemRow[] }[]> {
    const rows = await db
      .select()
      .from(presets)
      .where(eq(presets.userId, userId))
      .orderBy(desc(presets.createdAt), desc(presets.id));
    if (rows.length === 0) return [];
    const lines = await db
      .select()
      .from(presetItems)
      .where(
        inArray(
          presetItems.presetId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(presetItems.sortOrder), asc(presetItems.createdAt), asc(presetItems.id));
    return rows.map((row) => ({ row, items: lines.filter((line) => line.presetId === row.id) }));
  },

  /** `lock` holds the row for the rest of the transaction (line appends and edits queue up). */
  async find(
    db: Database,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<PresetRow | null> {
    const query = db.select().from(presets).where(eq(presets.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  },

  items: (db: Database, presetId: string): Promise<PresetItemRow[]> =>
    db
      .select()
      .from(presetItems)
      .where(eq(presetItems.presetId, presetId))
      .orderBy(asc(presetItems.sortOrder), asc(presetItems.createdAt), asc(presetItems.id)),

  async insert(
    db: Database,
    userId: string,
    fields: PresetFields,
    lines: readonly PresetLine[],
  ): Promise<{ row: PresetRow; items: PresetItemRow[] }> {
    const [row] = await db
      .insert(presets)
      .values({ userId, ...fields })
      .returning();
    const items =
      lines.length === 0
        ? []
        : await db
            .insert(presetItems)
            .values(lines.map((line, index) => ({ presetId: row!.id, ...line, sortOrder: index })))
            .returning();
    return { row: row!, items: items.sort((a, b) => a.sortOrder - b.sortOrder) };
  },

  async update(
    db: Database,
    id: string,
    fields: Partial<PresetFields>,
    now: Date,
  ): Promise<PresetRow> {
    const [row] = await db
      .update(presets)
      .set({ ...fields, updatedAt: now, version: sql`${presets.version} + 1` })
      .where(eq(presets.id, id))
      .returning();
    if (!row) throw new Error(`preset ${id} vanished during an update`);
    return row;
  },

  async remove(db: Database, id: string): Promise<void> {
    await db.delete(presets).where(eq(presets.id, id));
  },

  /** Adds a line after the preset's last one; lock the preset first so appends queue up. */
  async appendItem(db: Database, presetId: string, line: PresetLine): Promise<PresetItemRow> {
    const [last] = await db
      .select({ sortOrder: sql<number>`coalesce(max(${presetItems.sortOrder}), -1)` })
      .from(presetItems)
      .where(eq(presetItems.presetId, presetId));
    const [row] = await db
      .insert(presetItems)
      .values({ presetId, ...line, sortOrder: Number(last?.sortOrder ?? -1) + 1 })
      .returning();
    return row!;
  },

  /** A line of one of the user's presets, locked; null for anyone else's. */
  async findOwnItem(db: Database, userId: string, id: string): Promise<PresetItemRow | null> {
    const [row] = await db
      .select({ item: presetItems })
      .from(presetItems)
      .innerJoin(presets, eq(presets.id, presetItems.presetId))
      .where(and(eq(presetItems.id, id), eq(presets.userId, userId)))
      .for('update', { of: presetItems });
    return row?.item ?? null;
  },

  async updateItem(
    db: Database,
    id: string,
    changes: Partial<PresetLine>,
    now: Date,
  ): Promise<PresetItemRow> {
    const [row] = await db
      .update(presetItems)
      .set({ ...changes, updatedAt: now, version: sql`${presetItems.version} + 1` })
      .where(eq(presetItems.id, id))
      .returning();
    if (!row) throw new Error(`preset item ${id} vanished during an update`);
    return row;
  },

  async removeItem(db: Database, id: string): Promise<void> {
    await db.delete(presetItems).where(eq(presetItems.id, id));
  },
};
