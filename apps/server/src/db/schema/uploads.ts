import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn } from './columns.ts';
import { users } from './users.ts';

/** An uploaded image (avatar, background, map, token). The bytes live in storage under `path`. */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The `{kind}` of `POST upload/{kind}`. */
    kind: text('kind').notNull(),
    /** Upload group; `d` by default, `character` for avatars (spec §7). */
    group: text('group').notNull().default('d'),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_id_idx').on(t.userId, t.kind),
    // Serving a file and releasing one look it up by name.
    uniqueIndex('uploads_path_key').on(t.path),
  ],
);
