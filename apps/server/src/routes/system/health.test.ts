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
