import { sql } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A text primary key. Text rather than uuid so that devices can mint ids for records they
 * create offline; the database fills in a random UUID when the server creates the record.
 */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

/** When the row was created; `name` for tables where the moment has a better word. */
export const createdAt = (name = 'created_at') =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * What every record that syncs carries: `version` counts accepted writes so that merges can
 * compare (a write based on an older version is a conflict); `updated_at` orders lists and
 * drives "changed since" queries.
 */
export const syncColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
