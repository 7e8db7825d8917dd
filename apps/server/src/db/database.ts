import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * What both drivers' raw results have in common: PGlite's `Results` and node-postgres'
 * `QueryResult` both carry the rows, so `db.execute(sql…)` is typed whatever the driver.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<Assume<this['row'], Record<string, unknown>>>;
}

export interface QueryRows<Row> {
  rows: Row[];
}

/**
 * The Drizzle database the repositories use. Both drivers (PGlite and node-postgres) produce a
 * `PgDatabase` over the same schema, so code written against this type runs on either.
 */
export type Database = PgDatabase<QueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** An open database and what the server needs to manage it, whatever the driver. */
export interface DatabaseConnection {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** One round trip; rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Waits for running queries, then releases the database. Safe to call twice. */
  close(): Promise<void>;
}
