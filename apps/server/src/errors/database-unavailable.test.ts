import { createServer } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.ts';
import { createPostgresConnection } from '../db/postgres.ts';
import { bearer, json } from '../test/accounts.ts';
import { captureLogs, testConfig } from '../test/app.ts';
import { databaseUnavailability } from './database-unavailable.ts';

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// A server whose PostgreSQL refuses connections (stopped, restarting, wrong port).
const logs = captureLogs();
let app: FastifyInstance;
beforeAll(async () => {
  const db = createPostgresConnection({
    url: `postgres://hearth@127.0.0.1:${await closedPort()}/hearth`,
  });
  app = await buildApp({ config: testConfig(), db, logger: logs.logger });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await app.database.close();
});

function expectUnavailable(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toMatchObject({
    status: 503,
    ok: false,
    data: { code: 'SERVICE_UNAVAILABLE', details: { retry_after_s: expect.any(Number) } },
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('an unreachable database', () => {
  it('answers 503 with Retry-After, not 500, on routes that need it', async () => {
    expectUnavailable(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: json,
        payload: { email: 'someone@example.com', password: 'correct horse' },
      }),
    );
    expectUnavailable(
      await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer('a'.repeat(43)) }),
    );
  });

  it('fails the health check with 503', async () => {
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/health' }));
  });

  it('is logged as a warning line, not as an error with a stack trace', async () => {
    await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer('b'.repeat(43)) });
    const serious = logs.lines.filter((line) => (line.level as number) >= 50);
    expect(serious).toEqual([]);
    const warnings = logs.lines.filter((line) => line.level === 40);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((line) => !JSON.stringify(line).includes('"stack"'))).toBe(true);
    expect(warnings.some((line) => JSON.stringify(line).includes('ECONNREFUSED'))).toBe(true);
  });

  it('leaves routes that need no database working', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
  });
});

describe('which database errors mean "unavailable"', () => {
  // As Drizzle reports them: the driver's error is the cause of a DrizzleQueryError.
  const failedQuery = (cause: object) => Object.assign(new Error('Failed query'), { cause });

  it.each([
    ['57014', 'timeout'], // statement timeout
    ['55P03', 'timeout'], // lock timeout
    ['40P01', 'timeout'], // deadlock: retrying succeeds
    ['40001', 'timeout'], // serialization failure: retrying succeeds
    ['57P01', 'unreachable'], // shutting down
    ['57P03', 'unreachable'], // cannot connect now
    ['53300', 'unreachable'], // too many connections
    ['08006', 'unreachable'], // connection failure
    ['08P01', null], // protocol violation: our bug
    ['23503', null], // a foreign key: the request's own problem
    ['23505', null],
    ['22P05', null],
  ])('SQLSTATE %s is %s', (code, expected) => {
    expect(databaseUnavailability(failedQuery({ code }))).toBe(expected);
  });

  it('knows the pool acquire timeout and a reset connection', () => {
    expect(databaseUnavailability(new Error('timeout exceeded when trying to connect'))).toBe(
      'timeout',
    );
    expect(
      databaseUnavailability(failedQuery(Object.assign(new Error('read'), { code: 'ECONNRESET' }))),
    ).toBe('unreachable');
  });
});
