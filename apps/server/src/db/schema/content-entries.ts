import { boolean, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { syncColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * Catalogue rows edited through the admin API (`POST content`, CRUD on rules and sources).
 * They overlay the compiled bundles: same `store` and `id` replaces the bundled entry,
 * `deleted` hides it. `data` is validated by the store's content schema before it is written.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    store: text('store').notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    deleted: boolean('deleted').notNull().default(false),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.store, t.id] }),
    index('content_entries_store_updated_at_idx').on(t.store, t.updatedAt),
    // Deleting a user nulls `updated_by` of their edits: without it, a scan of every entry.
    index('content_entries_updated_by_idx').on(t.updatedBy),
  ],
);
