import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Answers already given to the offline queue: a replayed request with the same
 * `Idempotency-Key` gets the stored answer instead of being applied twice. `request_hash`
 * catches a key reused for a different request. Rows older than the queue's memory are purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
