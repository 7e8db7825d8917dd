import type { Logger, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.ts';
import { BEAST_CALLS } from '../http/spec-conformance.beast-calls.ts';
import { CONFORMANCE_CALLS, SOCIAL } from '../http/spec-conformance.calls.ts';
import { INVENTORY_CALLS } from '../http/spec-conformance.inventory-calls.ts';
import { sendAsSpecClient, signUpWorld } from '../http/spec-conformance.world.ts';
import { testConfig } from '../test/app.ts';
import type { TestDatabase } from '../test/database.ts';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './database.ts';

/**
 * Issue 16, scale: every query the server makes on a per-user or per-character table can be
 * served by an index, so reads stay fast with millions of rows.
 *
 * The statements are not copied by hand: the app runs on a connection whose Drizzle instance
 * records every statement, and every call of the spec (the conformance calls) is made against
 * it, so the test follows the repositories as they change. Each recorded statement is then
 * explained with the planner's sequential scans switched off (`enable_seqscan = off`). On the
 * test's near-empty tables the planner would rightly prefer a sequential scan, so a plan on the
 * test data proves nothing; with sequential scans priced out, the planner uses an index whenever
 * one *can* answer the statement, and a Seq Scan left in the plan means none can. That asks the
 * honest question in milliseconds, on PGlite and PostgreSQL alike, without seeding millions of
 * rows (bench/seed-scale.ts does that, for the throughput figures).
 */

/** Tables that grow with the number of users and characters; the rest are small catalogues. */
const LARGE_TABLES = new Set([
  'users',
  'sessions',
  'verification_tokens',
  'characters',
  'character_history',
  'inventories',
  'inventory_items',
  'custom_items',
  'presets',
  'preset_items',
  'uploads',
  'idempotency_keys',
  'notes',
  'favorites',
  'beasts',
  'character_beasts',
  'campaigns',
  'campaign_members',
  'campaign_characters',
  'campaign_invites',
]);

/** Tables the recorded statements must reach, so that the test cannot pass by seeing nothing. */
const MUST_BE_EXERCISED = [
  'users',
  'sessions',
  'characters',
  'character_history',
  'inventories',
  'inventory_items',
  'custom_items',
  'presets',
  'preset_items',
  'uploads',
  'idempotency_keys',
  'character_beasts',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/** The plan's scans that read a whole large table (or the whole of one of its indexes). */
function wholeTableScans(node: PlanNode): string[] {
  const found: string[] = [];
  const relation = node['Relation Name'];
  if (relation && LARGE_TABLES.has(relation)) {
    const type = node['Node Type'];
    if (type === 'Seq Scan') found.push(`Seq Scan on ${relation}`);
    // An index walked from end to end costs as much as the table: it needs a condition.
    if ((type === 'Index Scan' || type === 'Index Only Scan') && !node['Index Cond']) {
      found.push(`${type} on ${relation} without a condition`);
    }
  }
  for (const child of node.Plans ?? []) found.push(...wholeTableScans(child));
  return found;
}

/** `statement` with its recorded parameters bound again, prefixed by EXPLAIN. */
function explainOf(statement: string, params: unknown[]): SQL {
  const pieces = statement.split(/\$(\d+)/);
  const chunks: SQL[] = [sql.raw(`EXPLAIN (FORMAT JSON) ${pieces[0]}`)];
  for (let i = 1; i < pieces.length; i += 2) {
    chunks.push(sql`${sql.param(params[Number(pieces[i]) - 1])}`, sql.raw(pieces[i + 1]!));
  }
  return sql.join(chunks);
}

async function planOf(db: Database, statement: string, params: unknown[]): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': unknown }>(explainOf(statement, params));
    const raw = rows[0]!['QUERY PLAN'];
    // node-postgres parses the json column, PGlite hands it over as text.
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    return plan[0].Plan;
  });
}

const touchesLargeTable = (statement: string) =>
  [...LARGE_TABLES].some((table) => statement.includes(`"${table}"`));

const isPlannable = (statement: string) =>
  /^\s*(select|insert|update|delete|with)\b/i.test(statement);

// The app is built the way the conformance test builds it, so every spec call succeeds.
const googleKeys = await generateKeyPair('RS256');
const publicJwk = { ...(await exportJWK(googleKeys.publicKey)), kid: 'k1', alg: 'RS256' };
const googleCredential = () =>
  new SignJWT({
    iss: 'https://accounts.google.com',
    aud: SOCIAL.googleClientId,
    sub: 'google-query-plans',
    email: 'google-plans@example.com',
    email_verified: true,
    name: 'Gwen',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(googleKeys.privateKey);

/** Each distinct statement text once, with the parameters it was first sent with. */
const recorded = new Map<string, unknown[]>();
const recorder: Logger = {
  logQuery(query, params) {
    if (!recorded.has(query)) recorded.set(query, params);
  },
};

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ queryLogger: recorder });
  const config = testConfig({
    GOOGLE_CLIENT_ID: SOCIAL.googleClientId,
    TELEGRAM_BOT_TOKEN: SOCIAL.telegramBotToken,
    TELEGRAM_BOT_NAME: SOCIAL.telegramBotName,
  });
  app = await buildApp({
    config,
    db: database.connection,
    googleKeys: createLocalJWKSet({ keys: [publicJwk] }),
  });
  await app.ready();
  const world = await signUpWorld(app, config, googleCredential);
  for (const entry of [...CONFORMANCE_CALLS, ...INVENTORY_CALLS, ...BEAST_CALLS]) {
    const request = await entry.request(world);
    const response = await sendAsSpecClient(
      app,
      entry.method,
      request,
      entry.anonymous ? undefined : world.token,
    );
    expect(response.statusCode, `${entry.call}: ${response.body}`).toBe(entry.status);
  }
  // The offline queue's replays: claiming, finding and answering an idempotency key.
  const { character } = await world.character();
  for (let replay = 0; replay < 2; replay += 1) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/characters/${character.id}`,
      headers: { authorization: `Bearer ${world.token}`, 'idempotency-key': 'plans-1' },
      payload: { name: 'Replayed' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  // Issue 19: updates merged with a base and live ones record history, which is read page by
  // page and pruned every 50 versions.
  const authorization = `Bearer ${world.token}`;
  let version = 0;
  for (let write = 0; version % 50 !== 0 || version === 0; write += 1) {
    const merged = write % 2 === 0;
    const response = await app.inject({
      method: 'POST',
      url: `/api/characters/${character.id}`,
      headers: { authorization },
      payload: merged
        ? { name: `Merged ${write}`, base: { name: 'whatever' }, device: { id: 'plans' } }
        : { name: `Live ${write}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    version = response.json<{ data: { version: number } }>().data.version;
  }
  for (const query of ['?limit=2', '?limit=2&before=3']) {
    const response = await app.inject({
      url: `/api/characters/${character.id}/history${query}`,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('query plans at scale', () => {
  it('records the per-user and per-character statements of every spec call', () => {
    const statements = [...recorded.keys()];
    for (const table of MUST_BE_EXERCISED) {
      expect(
        statements.some((statement) => statement.includes(`"${table}"`)),
        `no statement touched ${table}`,
      ).toBe(true);
    }
  });

  it('serves every statement on a per-user or per-character table from an index', async () => {
    const offenders: string[] = [];
    for (const [statement, params] of recorded) {
      if (!isPlannable(statement) || !touchesLargeTable(statement)) continue;
      const scans = wholeTableScans(await planOf(database.connection.db, statement, params));
      if (scans.length > 0) offenders.push(`${scans.join(', ')}: ${statement}`);
    }
    expect(offenders).toEqual([]);
  });

  it('indexes every foreign key, so deleting a user or a character never scans a child table', async () => {
    // The cascades run inside PostgreSQL's referential triggers, out of EXPLAIN's sight: a
    // foreign key whose columns do not lead an index makes every parent delete scan the child.
    const { rows } = await database.connection.db.execute<{ constraint: string }>(sql`
      SELECT c.conrelid::regclass::text || '.' || c.conname AS "constraint"
      FROM pg_constraint c
      WHERE c.contype = 'f'
        AND c.connamespace = 'public'::regnamespace
        AND NOT EXISTS (
          SELECT 1 FROM pg_index i
          WHERE i.indrelid = c.conrelid
            AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
            AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
        )
      ORDER BY 1`);
    expect(rows.map((row) => row.constraint)).toEqual([]);
  });
});
