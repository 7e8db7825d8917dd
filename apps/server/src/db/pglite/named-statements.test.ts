import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PGlite as PGliteClient } from './engine.ts';
import { PGlite } from './engine.ts';
import { withNamedStatements } from './named-statements.ts';

let raw: PGliteClient;
let client: PGliteClient;

beforeAll(async () => {
  raw = await PGlite.create();
  client = withNamedStatements(raw);
  await raw.exec(`
    create table things (id text primary key, data jsonb not null, at timestamptz not null, n int);
    insert into things values ('a', '{"hp": {"current": 5}}', '2026-01-02T03:04:05Z', 1);
  `);
});

afterAll(() => raw.close());

const preparedNames = async () =>
  (await raw.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
    (row) => row.name,
  );

describe('PGlite with named statements', () => {
  it('answers what PGlite answers, parsing each statement once', async () => {
    const text = 'select id, data, at, n from things where id = $1';
    for (const rowMode of ['object', 'array'] as const) {
      const named = await client.query(text, ['a'], { rowMode });
      const plain = await raw.query(text, ['a'], { rowMode });
      expect(named.rows).toEqual(plain.rows);
      expect(named.fields).toEqual(plain.fields);
    }
    await client.query(text, ['b']);
    expect((await preparedNames()).length).toBe(1);
    const parsers = { [1184]: (value: string) => `at ${value}` };
    const custom = await client.query<{ at: string }>(text, ['a'], { parsers });
    expect(custom.rows[0]!.at).toBe('at 2026-01-02 03:04:05+00');
  });

  it('writes with parameters of every kind, and reports affected rows', async () => {
    const written = await client.query(
      'insert into things (id, data, at, n) values ($1, $2, $3, $4)',
      ['b', JSON.stringify({ conditions: ['prone'] }), new Date('2026-02-01T00:00:00Z'), null],
    );
    expect(written.affectedRows).toBe(1);
    const [row] = (
      await client.query<{ data: unknown; at: Date; n: null }>(
        'select data, at, n from things where id = $1',
        ['b'],
      )
    ).rows;
    expect(row).toEqual({
      data: { conditions: ['prone'] },
      at: new Date('2026-02-01T00:00:00Z'),
      n: null,
    });
  });

  it('fails as PGlite fails, with the error code, and keeps working after', async () => {
    const insert = 'insert into things (id, data, at) values ($1, $2, now())';
    await expect(client.query(insert, ['a', '{}'])).rejects.toMatchObject({
      code: '23505',
      query: insert,
    });
    await expect(client.query('select nope from things where id = $1', ['a'])).rejects.toThrow(
      /nope/,
    );
    expect((await client.query('select n from things where id = $1', ['a'])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('runs statements inside a transaction in it, and rolls them back with it', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('update things set n = $1 where id = $2', [42, 'a']);
        const seen = await tx.query<{ n: number }>('select n from things where id = $1', ['a']);
        expect(seen.rows[0]!.n).toBe(42);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await client.query('select n from things where id = $1', ['a'])).rows).toEqual([
      { n: 1 },
    ]);
    // A statement from outside waits for the transaction instead of running inside it.
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('update things set n = $1 where id = $2', [7, 'a']);
      outside = client.query('update things set n = n + $1 where id = $2', [1, 'a']);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.rollback();
    });
    await outside;
    expect((await client.query('select n from things where id = $1', ['a'])).rows).toEqual([
      { n: 2 },
    ]);
  });
});
