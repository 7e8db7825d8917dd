import { and, count, eq, max, sum } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import { contentEntries } from '../db/schema/index.ts';

export type ContentRow = typeof contentEntries.$inferSelect;

/** Queries on `content_entries`, the admin edits laid over the bundled catalogue. */
export function contentRepository(db: Database) {
  return {
    all: (): Promise<ContentRow[]> => db.select().from(contentEntries),

    /**
     * A cheap fingerprint of the whole table: it changes on every write, so an instance can
     * tell that another one edited the catalogue without reading the rows.
     */
    async stamp(): Promise<string> {
      const [row] = await db
        .select({
          rows: count(),
          versions: sum(contentEntries.version),
          last: max(contentEntries.updatedAt),
        })
        .from(contentEntries);
      return `${row?.rows ?? 0}:${row?.versions ?? 0}:${row?.last?.toISOString() ?? ''}`;
    },

    async find(store: string, id: string): Promise<ContentRow | null> {
      const rows = await db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.store, store), eq(contentEntries.id, id)));
      return rows[0] ?? null;
    },

    /**
     * Writes the entry's new state if nobody else wrote it since `previousVersion` was read
     * (null: no row yet). False when another write came first.
     */
    async put(values: {
      store: string;
      id: string;
      data: Record<string, unknown>;
      deleted: boolean;
      userId: string;
      previousVersion: number | null;
    }): Promise<boolean> {
      const { store, id, data, deleted, userId, previousVersion } = values;
      if (previousVersion === null) {
        const inserted = await db
          .insert(contentEntries)
          .values({ store, id, data, deleted, updatedBy: userId })
          .onConflictDoNothing()
          .returning({ id: contentEntries.id });
        return inserted.length === 1;
      }
      const updated = await db
        .update(contentEntries)
        .set({ data, deleted, updatedBy: userId, version: previousVersion + 1 })
        .where(
          and(
            eq(contentEntries.store, store),
            eq(contentEntries.id, id),
            eq(contentEntries.version, previousVersion),
          ),
        )
        .returning({ id: contentEntries.id });
      return updated.length === 1;
    },
  };
}
