// Fills a throwaway PostgreSQL database with users, characters and inventory lines at scale.
// Rows are generated inside PostgreSQL (`INSERT … SELECT generate_series`): nothing crosses
// the wire but the statements, which is as fast as COPY here and needs no dependency.
import pg from 'pg';

import { openDatabase } from '@hearth/server';

import type { TemplateCharacter } from './seed-template.ts';
import { makeTemplateCharacter } from './seed-template.ts';

/** Issue 16's scale: 100 000 users, 1 000 000 characters, 5 000 000 inventory lines. */
export const FULL_SCALE = { users: 100_000, charactersPerUser: 10, linesPerCharacter: 5 };

/** One user in this many has a signed-in session (the bench signs in as them). */
export const SESSION_EVERY = 100;

/** Rows per statement: big enough to be fast, small enough to print progress. */
const CHUNK = 500_000;

export interface SeedOptions {
  /** The maintenance database's URL, e.g. postgres://postgres@127.0.0.1:5432/postgres. */
  adminUrl: string;
  /** The database to (re)create. */
  name: string;
  /** 1 for the full size, 0.01 for a quick run. */
  scale: number;
  log?: (line: string) => void;
}

export interface SeedResult {
  url: string;
  counts: { users: number; sessions: number; characters: number; inventoryLines: number };
  /** Seconds per step, in order. */
  timings: [string, number][];
  sizeBytes: number;
}

/** The session token of seeded user `n` (1-based); only users with `n % SESSION_EVERY === 1`. */
export const seededToken = (n: number) => `scale-session-${n}`;

/** Ids are deterministic, UUID-shaped like the server's, so the bench can find its rows. */
export const userIdSql = (n: string) => `md5('u' || ${n})::uuid::text`;
export const characterIdSql = (n: string) => `md5('c' || ${n})::uuid::text`;
const inventoryIdSql = (n: string) => `md5('i' || ${n})::uuid::text`;

export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function createDatabase(adminUrl: string, name: string): Promise<void> {
  // The database is dropped first: a name without "scale" is refused, so that a slip of
  // SCALE_DATABASE cannot wipe a real one (hearth, postgres…).
  if (!name.includes('scale'))
    throw new Error(`refusing to recreate ${name}: not a scale database`);
  await dropDatabase(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quote(name)}`);
  } finally {
    await admin.end();
  }
}

/** Runs `fill(from, to)` over 1..total in chunks. */
async function inChunks(total: number, fill: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += CHUNK) {
    await fill(from, Math.min(total, from + CHUNK - 1));
  }
}

async function fillTables(
  client: pg.Client,
  template: TemplateCharacter,
  users: number,
  characters: number,
  linesPerCharacter: number,
  step: (name: string, work: () => Promise<unknown>) => Promise<void>,
) {
  await step(`users (${users})`, () =>
    inChunks(users, (from, to) =>
      client.query(
        `INSERT INTO users (id, email, name, email_verified_at)
         SELECT ${userIdSql('n')}, 'scale-' || n || '@example.com', 'Player ' || n, now()
         FROM generate_series($1::int, $2::int) n`,
        [from, to],
      ),
    ),
  );
  await step(`sessions (1 user in ${SESSION_EVERY})`, () =>
    client.query(
      `INSERT INTO sessions (user_id, token_hash, user_agent, expires_at)
       SELECT ${userIdSql('n')}, encode(sha256(convert_to('scale-session-' || n, 'UTF8')), 'hex'),
              'seed', now() + interval '30 days'
       FROM generate_series(1, $1::int) n WHERE n % ${SESSION_EVERY} = 1`,
      [users],
    ),
  );
  // Character n belongs to user ((n - 1) % users) + 1, so user 1 owns characters 1, 1 + users…
  await step(`characters (${characters})`, () =>
    inChunks(characters, (from, to) =>
      client.query(
        `INSERT INTO characters (id, user_id, name, data)
         SELECT ${characterIdSql('n')}, ${userIdSql(`((n - 1) % $3 + 1)`)}, 'Hero ' || n, $4::jsonb
         FROM generate_series($1::int, $2::int) n`,
        [from, to, users, template.data],
      ),
    ),
  );
  await step(`inventories (${characters})`, () =>
    inChunks(characters, (from, to) =>
      client.query(
        `INSERT INTO inventories (id, character_id, name, type)
         SELECT ${inventoryIdSql('n')}, ${characterIdSql('n')}, $3, $4
         FROM generate_series($1::int, $2::int) n`,
        [from, to, template.inventory.name, template.inventory.type],
      ),
    ),
  );
  // Line k of each inventory copies the template's k-th stack (cycling when it has fewer).
  const items = template.lines;
  await step(`inventory lines (${characters * linesPerCharacter})`, () =>
    inChunks(characters * linesPerCharacter, (from, to) =>
      client.query(
        `INSERT INTO inventory_items (inventory_id, item_id, quantity, equipped)
         SELECT ${inventoryIdSql(`((n - 1) / $3 + 1)`)},
                ($4::text[])[(n - 1) % $3 % $7 + 1],
                ($5::int[])[(n - 1) % $3 % $7 + 1],
                ($6::boolean[])[(n - 1) % $3 % $7 + 1]
         FROM generate_series($1::int, $2::int) n`,
        [
          from,
          to,
          linesPerCharacter,
          items.map((line) => line.itemId),
          items.map((line) => line.quantity),
          items.map((line) => line.equipped),
          items.length,
        ],
      ),
    ),
  );
}

/**
 * Creates database `name` afresh, applies the server's migrations and fills it. Foreign-key
 * triggers are off while loading (`session_replication_role = replica`): the rows are
 * consistent by construction, and checking 5 million references one by one would triple the
 * time. The indexes stay, so the load pays for them as production writes would.
 */
export async function seedScaleDatabase(options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const url = databaseUrlOf(options.adminUrl, options.name);
  const users = Math.max(1, Math.round(FULL_SCALE.users * options.scale));
  const characters = users * FULL_SCALE.charactersPerUser;
  const timings: [string, number][] = [];
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    const seconds = (performance.now() - started) / 1000;
    timings.push([name, seconds]);
    log(`  ${name.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s`);
  };

  await createDatabase(options.adminUrl, options.name);
  const connection = await openDatabase(
    {
      driver: 'postgres',
      url,
      pool: {
        size: 2,
        acquireTimeoutMs: 10_000,
        statementTimeoutMs: 60_000,
        lockTimeoutMs: 10_000,
      },
    },
    { migrate: false },
  );
  let template: TemplateCharacter | undefined;
  try {
    await step('migrations', () => connection.migrate());
    await step('template character (through the API)', async () => {
      template = await makeTemplateCharacter(url, connection);
    });
  } finally {
    await connection.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET session_replication_role = replica`);
    await fillTables(client, template!, users, characters, FULL_SCALE.linesPerCharacter, step);
    await client.query(`SET session_replication_role = DEFAULT`);
    await step('analyze', () => client.query('ANALYZE'));
    const size = await client.query<{ size: string }>(
      `SELECT pg_database_size(current_database())::text AS size`,
    );
    const sessions = await client.query<{ count: string }>(`SELECT count(*) FROM sessions`);
    return {
      url,
      counts: {
        users,
        sessions: Number(sessions.rows[0]!.count),
        characters,
        inventoryLines: characters * FULL_SCALE.linesPerCharacter,
      },
      timings,
      sizeBytes: Number(size.rows[0]!.size),
    };
  } finally {
    await client.end();
  }
}
