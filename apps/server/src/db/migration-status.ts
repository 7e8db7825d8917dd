import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import type { Database } from './database.ts';
import { MIGRATIONS_DIR, MIGRATIONS_SCHEMA, MIGRATIONS_TABLE } from './migrate.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

let committed: Journal['entries'] | undefined;

/** The migrations committed with this build, from drizzle-kit's journal (read once). */
function committedMigrations(): Journal['entries'] {
  committed ??= (
    JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal
  ).entries;
  return committed;
}

const UNDEFINED_TABLE = '42P01';

function isUndefinedTable(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    if ((current as { code?: unknown }).code === UNDEFINED_TABLE) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** When the newest applied migration was created, or null when none ever ran. */
async function lastAppliedMigration(db: Database): Promise<number | null> {
  try {
    const result = await db.execute<{ last: string | number | null }>(
      sql`select max(created_at) as last from ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`,
    );
    const last = result.rows[0]?.last;
    return last === null || last === undefined ? null : Number(last);
  } catch (error) {
    if (isUndefinedTable(error)) return null;
    throw error;
  }
}

/**
 * The committed migrations the database has not applied, by tag. Drizzle's own rule decides:
 * a migration counts as applied when one created at or after it is recorded (its migrator
 * compares the same timestamps), so a database a newer build migrated is not "behind".
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const last = await lastAppliedMigration(db);
  return committedMigrations()
    .filter((entry) => last === null || entry.when > last)
    .map((entry) => entry.tag);
}
