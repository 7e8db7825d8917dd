import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from './app.ts';
import { handleShutdown } from './shutdown.ts';
import { testConfig } from './test/app.ts';
import type { TestDatabase } from './test/database.ts';
import { createTestDatabase } from './test/database.ts';
import { spawnServer, waitForHealth } from './test/server-process.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('handleShutdown', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  async function listeningApp(slowMs: number) {
    const app = await buildApp({ config: testConfig(), db: database.connection });
    const closed: string[] = [];
    app.addHook('onClose', async () => {
      closed.push('app');
    });
    app.get('/api/test/slow', async () => {
      await sleep(slowMs);
      return { data: 'done' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { app, closed, url: `http://127.0.0.1:${port}/api/test/slow` };
  }

  function stopWithoutExiting(app: FastifyInstance, timeoutMs?: number) {
    const exits: number[] = [];
    const shutdown = handleShutdown(app, {
      signals: [],
      exit: (code) => exits.push(code),
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    return { shutdown, exits };
  }

  it('lets in-flight requests finish, refuses new ones, closes, then exits 0', async () => {
    const { app, closed, url } = await listeningApp(300);
    const { shutdown, exits } = stopWithoutExiting(app);
    const inFlight = fetch(url).then((response) => response.json());
    await sleep(50);
    const stopping = shutdown('SIGTERM');
    await sleep(20);
    // Refused at the socket, or answered 503 if it slipped in before the listener closed.
    const late = await fetch(url).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);
    expect(await inFlight).toEqual({ data: 'done' });
    await stopping;
    expect(closed).toEqual(['app']);
    expect(exits).toEqual([0]);
  });

  it('gives up with exit code 1 when requests outlast the timeout', async () => {
    const { app, url } = await listeningApp(1_000);
    const { shutdown, exits } = stopWithoutExiting(app, 100);
    const inFlight = fetch(url).catch(() => null);
    await sleep(50);
    await shutdown('SIGTERM');
    await inFlight;
    expect(exits).toEqual([1]);
  });
});

describe('the server process', () => {
  it('stops on SIGTERM with exit code 0, closing the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-process-'));
    const server = spawnServer({ DATA_DIR: dataDir });
    try {
      await waitForHealth(server);
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

      // A second server on the same DATA_DIR must not start.
      const intruder = spawnServer({ DATA_DIR: dataDir });
      expect(await intruder.exited).toBe(1);
      expect(intruder.output()).toContain('is in use by process');

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('database closed');
      expect(server.output()).toContain('server stopped');
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
      // Not a terminal: every line is a structured JSON log record.
      const lines = server.output().trim().split('\n');
      for (const line of lines) {
        expect(JSON.parse(line)).toMatchObject({
          level: expect.any(Number),
          msg: expect.any(String),
        });
      }
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('exits with code 1 and names the variable when the configuration is bad', async () => {
    const server = spawnServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  });
});
