import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';

import type { BuildAppOptions } from '../app.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { parseConfig } from '../config.ts';
import type { TestDatabase } from './database.ts';
import { createTestDatabase } from './database.ts';
import { createWebDist } from './web-dist.ts';

/** A configuration for tests: quiet, temporary directories, overridable per variable. */
export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({
    LOG_LEVEL: 'silent',
    // argon2's minimum cost: hashing is not what these tests are about, speed is.
    ARGON2_MEMORY_KIB: '8',
    ARGON2_TIME_COST: '1',
    // Test files register many accounts from one address; the limit's own tests set it back.
    REGISTRATIONS_PER_HOUR: '100000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hearth-data-')),
    WEB_DIST_DIR: createWebDist(),
    ...env,
  });
}

/** Log lines the app wrote, parsed, for asserting on what was logged. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

// One database per test file, shared by the file's apps and disposed after the last one.
let fileDatabase: Promise<TestDatabase> | undefined;
let users = 0;

async function acquireFileDatabase(): Promise<TestDatabase> {
  users += 1;
  fileDatabase ??= createTestDatabase();
  return fileDatabase;
}

async function releaseFileDatabase(): Promise<void> {
  users -= 1;
  if (users > 0 || !fileDatabase) return;
  const database = await fileDatabase;
  fileDatabase = undefined;
  await database.dispose();
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Runs before the app is ready: add test-only routes here. */
  configure?: (app: FastifyInstance) => void;
  logger?: ReturnType<typeof captureLogs>['logger'];
  /** More `buildApp` options: a clock, Google keys, a rate limiter, a catalogue… */
  build?: Omit<BuildAppOptions, 'config' | 'db' | 'logger'>;
}

/**
 * Builds an app for the current test file (in `beforeAll`) on the file's database and closes
 * it afterwards. Read `.app` inside tests.
 */
export function useTestApp(options: TestAppOptions = {}) {
  const state = {} as { app: FastifyInstance; config: Config; database: TestDatabase };
  beforeAll(async () => {
    state.database = await acquireFileDatabase();
    state.config = testConfig(options.env);
    state.app = await buildApp({
      config: state.config,
      db: state.database.connection,
      ...(options.logger ? { logger: options.logger } : {}),
      ...options.build,
    });
    options.configure?.(state.app);
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await releaseFileDatabase();
  });
  return state;
}
