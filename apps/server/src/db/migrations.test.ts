import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestDatabase } from '../test/database.ts';
import { createEmptyTestDatabase } from '../test/database.ts';
import { MIGRATIONS_DIR, MIGRATIONS_SCHEMA, MIGRATIONS_TABLE } from './migrate.ts';
import * as schema from './schema/index.ts';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableConfig(table as PgTable).name)
  .sort();

let database: TestDatabase;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
});
afterAll(() => database?.dispose());

async function publicTables(): Promise<string[]> {
  const result = await database.connection.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it('start from an empty database', async () => {
    expect(await publicTables()).toEqual([]);
  });

  it('create every table of the schema', async () => {
    await database.connection.migrate();
    expect(await publicTables()).toEqual(schemaTables);
    expect(schemaTables).toContain('idempotency_keys');
  });

  it('record each migration once, so running them again changes nothing', async () => {
    await database.connection.migrate();
    const applied = await database.connection.db.execute<{ count: number }>(
      sql.raw(`select count(*)::int as count from "${MIGRATIONS_SCHEMA}"."${MIGRATIONS_TABLE}"`),
    );
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
  });

  it('enforce the rules the schema states', async () => {
    const { db } = database.connection;
    const [user] = await db
      .insert(schema.users)
      .values({ email: 'ada@example.org' })
      .returning({ id: schema.users.id });
    const [character] = await db
      .insert(schema.characters)
      .values({ userId: user!.id, name: 'Ada' })
      .returning({ id: schema.characters.id, version: schema.characters.version });
    expect(character?.version).toBe(1);
    // One active beast per type and character.
    await db.insert(schema.characterBeasts).values({
      characterId: character!.id,
      beastId: 'wolf',
      active: true,
    });
    await expect(
      db.insert(schema.characterBeasts).values({
        characterId: character!.id,
        beastId: 'bear',
        active: true,
      }),
    ).rejects.toThrow();
    // Deleting the user removes what they own.
    await db.delete(schema.users).where(sql`${schema.users.id} = ${user!.id}`);
    const left = await db.select().from(schema.characterBeasts);
    expect(left).toEqual([]);
  });
});
