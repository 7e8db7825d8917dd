import type { Server, Socket } from 'node:net';
import { connect, createServer } from 'node:net';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { CreateCharacterBody } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { buildApp } from '../app.ts';
import type { PostgresPoolConfig } from '../config.ts';
import { bearer, json, signUp } from '../test/accounts.ts';
import { testConfig } from '../test/app.ts';
import {
  databaseUrl,
  dropDatabase,
  postgresTestServer,
  quoteIdentifier,
  uniqueDatabaseName,
  withAdminClient,
} from '../test/postgres-admin.ts';
import { createPostgresConnection } from './postgres.ts';

// Row locks need a second connection, which the embedded database does not have: these tests
// run on PostgreSQL whichever driver the suite uses (CI and the dev machine have one running).
const server = postgresTestServer(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hearth_test',
);
const databaseName = uniqueDatabaseName(server);
const url = databaseUrl(server, databaseName);

let characterId: string;

/** The wizard's own proposal, as the creation form. */
function characterForm(): CreateCharacterBody {
  const catalogue = rulesCatalogueOf(loadCatalogue());
  const draft = suggestedDraft(catalogue, {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name: 'Rowan',
  });
  return {
    name: draft.name,
    specie: 'human',
    background: 'soldier',
    classes: [{ id: 'fighter', level: 1 }],
    attributes: draft.attributes,
    options: draft.options,
    hp: draft.hp,
    presets: draft.presets,
    settings: { abilityType: ABILITY_METHODS.pointBuy },
  };
}
let token: string;

beforeAll(async () => {
  await withAdminClient(server, (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(databaseName)}`),
  );
  const setup = createPostgresConnection({ url });
  await setup.migrate();
  const config = testConfig();
  const app = await buildApp({ config, db: setup });
  try {
    token = await signUp(app, config, 'lock@example.com');
    const created = await app.inject({
      method: 'POST',
      url: '/api/characters',
      headers: { ...bearer(token), ...json },
      payload: characterForm(),
    });
    expect(created.statusCode, created.body).toBe(201);
    characterId = created.json<{ data: { id: string } }>().data.id;
  } finally {
    await app.close();
    await setup.close();
  }
});

afterAll(async () => {
  await dropDatabase(server, databaseName);
});

/** An app whose pool has the given limits, closed after `work`. */
async function withApp(
  pool: Partial<PostgresPoolConfig>,
  work: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const connection = createPostgresConnection({ url, pool });
  const app = await buildApp({ config: testConfig(), db: connection });
  try {
    await work(app);
  } finally {
    await app.close();
    await connection.close();
  }
}

/** Another client holds the character's row lock, as a long transaction would, until `work` ends. */
async function whileRowLocked(work: () => Promise<void>): Promise<void> {
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('select id from characters where id = $1 for update', [characterId]);
    await work();
  } finally {
    await locker.query('rollback');
    await locker.end();
  }
}

const rename = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: `/api/characters/${characterId}`,
    headers: { ...bearer(token), ...json },
    payload: { name: 'Renamed' },
  });
// A read that always asks the database (a session and the character itself may be answered
// from memory for a few seconds; the character's inventories never are).
const readCharacter = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: `/api/inventory/${characterId}`, headers: bearer(token) });

/** Waits until some query of the database waits for a lock (a poll, not a fixed sleep). */
async function untilSomeoneWaitsForALock(): Promise<void> {
  const observer = new pg.Client({ connectionString: url });
  await observer.connect();
  try {
    for (;;) {
      const { rows } = await observer.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await observer.end();
  }
}

function expectBusy(response: Awaited<ReturnType<typeof rename>>) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({
    status: 503,
    ok: false,
    data: {
      code: 'SERVICE_UNAVAILABLE',
      message: expect.any(String),
      details: { retry_after_s: 2 },
    },
  });
  expect(response.headers['retry-after']).toBe('2');
}

describe('a row locked by a long transaction', () => {
  it.each([
    ['the lock timeout', { lockTimeoutMs: 500, statementTimeoutMs: 20_000 }],
    ['the statement timeout', { lockTimeoutMs: 20_000, statementTimeoutMs: 500 }],
  ])(
    'makes the route that needs it answer 503 after %s, while other routes answer',
    async (_name, pool) => {
      await withApp(pool, async (app) => {
        await whileRowLocked(async () => {
          // Without a timeout the rename would wait for the lock until the test times out.
          expectBusy(await rename(app));
          expect((await readCharacter(app)).statusCode).toBe(200);
          expect((await rename(app)).statusCode).toBe(503);
        });
        const after = await rename(app);
        expect(after.statusCode, after.body).toBe(200);
      });
    },
  );

  it('answers 503 to requests that find no free connection in time', async () => {
    await withApp(
      { size: 1, acquireTimeoutMs: 300, lockTimeoutMs: 20_000, statementTimeoutMs: 20_000 },
      async (app) => {
        let stuck: ReturnType<typeof rename> | undefined;
        await whileRowLocked(async () => {
          stuck = rename(app);
          await untilSomeoneWaitsForALock();
          // The only connection waits for the lock: this request cannot read the character.
          expectBusy(await readCharacter(app));
        });
        expect((await stuck!).statusCode).toBe(200);
      },
    );
  });
});

/**
 * A TCP relay in front of PostgreSQL that the test can cut (every connection reset, new ones
 * refused) and restore on the same port, as a database restart or failover looks to the pool.
 */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = async (port: number) => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  };
  const port = await listen(0);
  return {
    port,
    async cut() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    restore: () => listen(port),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server?.listening) await new Promise((resolve) => server!.close(resolve));
    },
  };
}

describe('a database that goes away and comes back', () => {
  it('answers 503 with Retry-After while it is gone, then works again', async () => {
    const relay = await startRelay(new URL(url));
    const relayed = new URL(url);
    relayed.host = `127.0.0.1:${relay.port}`;
    const connection = createPostgresConnection({ url: relayed.toString() });
    const app = await buildApp({ config: testConfig(), db: connection });
    try {
      expect((await readCharacter(app)).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await relay.cut();
      for (const response of [
        await readCharacter(app),
        await app.inject({ method: 'GET', url: '/api/health' }),
        await readCharacter(app),
      ]) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
      }

      await relay.restore();
      expect((await readCharacter(app)).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await connection.close();
      await relay.close();
    }
  });
});
