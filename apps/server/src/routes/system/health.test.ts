import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/app.ts';
import type { TestDatabase } from '../../test/database.ts';
import { createEmptyTestDatabase } from '../../test/database.ts';

// A database this version's migrations have not reached (a deploy that skipped them, a restore
// of an old backup): the instance must leave the load balancer's rotation.
let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.connection });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('GET /api/health on a database without the migrations', () => {
  it('answers 503 and names the missing migrations', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      status: 503,
      ok: false,
      data: {
        code: 'SERVICE_UNAVAILABLE',
        details: { pending_migrations: expect.arrayContaining(['0000_init']) },
      },
    });
  });

  it('answers 200 once they are applied', async () => {
    await database.connection.migrate();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'ok' } });
  });
});

describe('GET /api/health under many probes', () => {
  // The real database, with its pings counted and, on demand, refused.
  let pings = 0;
  let refusing = false;
  let clock = new Date('2026-11-28T00:00:00Z');
  let probed: FastifyInstance;
  let migrated: TestDatabase;
  beforeAll(async () => {
    migrated = await createEmptyTestDatabase();
    await migrated.connection.migrate();
    const counted = {
      ...migrated.connection,
      ping: async () => {
        pings += 1;
        if (refusing)
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        await migrated.connection.ping();
      },
    };
    probed = await buildApp({ config: testConfig(), db: counted, now: () => clock });
    await probed.ready();
    // The first probe checks the migrations; later ones only ping.
    expect((await probed.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await probed.close();
    await migrated.dispose();
  });
  const probe = () => probed.inject({ method: 'GET', url: '/api/health' });

  it('answers twenty probes at once with one query, and reuses it for a second', async () => {
    pings = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, probe));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(pings).toBe(1);
    expect((await probe()).statusCode).toBe(200);
    expect(pings).toBe(1);
    clock = new Date(clock.getTime() + 1001);
    expect((await probe()).statusCode).toBe(200);
    expect(pings).toBe(2);
  });

  it('never reuses a failure: the next probe asks the database again', async () => {
    clock = new Date(clock.getTime() + 5000);
    refusing = true;
    expect((await probe()).statusCode).toBe(503);
    refusing = false;
    const pingsBefore = pings;
    expect((await probe()).statusCode).toBe(200);
    expect(pings).toBe(pingsBefore + 1);
  });
});
