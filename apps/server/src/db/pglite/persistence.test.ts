import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { parseConfig } from '../../config.ts';
import { openDatabase } from '../index.ts';
import * as schema from '../schema/index.ts';

function emptyDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-pglite-'));
  return parseConfig({ DATA_DIR: dataDir }).database;
}

describe('PGlite on disk', () => {
  it('keeps what was written across a restart on the same DATA_DIR', async () => {
    const config = emptyDataDir();
    if (config.driver !== 'pglite') throw new Error('expected PGlite');

    const first = await openDatabase(config);
    const [user] = await first.db
      .insert(schema.users)
      .values({ email: 'keeper@example.org', name: 'Keeper' })
      .returning();
    await first.db.insert(schema.notes).values({
      characterId: (
        await first.db
          .insert(schema.characters)
          .values({ userId: user!.id, name: 'Rowan' })
          .returning({ id: schema.characters.id })
      )[0]!.id,
      title: 'Session 1',
      content: 'The bridge is out.',
    });
    await first.close();
    expect(existsSync(join(config.dir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${config.dir}.lock`)).toBe(false);

    const second = await openDatabase(config);
    try {
      const users = await second.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, user!.id));
      expect(users.map((u) => u.name)).toEqual(['Keeper']);
      const notes = await second.db.select().from(schema.notes);
      expect(notes.map((n) => [n.title, n.status, n.version])).toEqual([
        ['Session 1', 'active', 1],
      ]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second open of the same directory while the first is open', async () => {
    const config = emptyDataDir();
    const first = await openDatabase(config);
    try {
      await expect(openDatabase(config)).rejects.toThrow(/already open/);
    } finally {
      await first.close();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const config = emptyDataDir();
    if (config.driver !== 'pglite') throw new Error('expected PGlite');
    mkdirSync(join(config.dir, '..'), { recursive: true });
    writeFileSync(`${config.dir}.lock`, '999999999');
    const database = await openDatabase(config);
    await database.close();
  });

  it('refuses a directory that holds something else', async () => {
    const config = emptyDataDir();
    if (config.driver !== 'pglite') throw new Error('expected PGlite');
    mkdirSync(config.dir, { recursive: true });
    writeFileSync(join(config.dir, 'notes.txt'), 'not a database');
    await expect(openDatabase(config)).rejects.toThrow(/not empty/);
    expect(existsSync(`${config.dir}.lock`)).toBe(false);
  });
});
