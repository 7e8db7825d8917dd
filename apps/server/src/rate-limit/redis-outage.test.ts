import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, Socket } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.ts';
import { json, signUp } from '../test/accounts.ts';
import { testConfig, useTestApp } from '../test/app.ts';

const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: { email, password },
    remoteAddress: '10.15.0.1',
  });

async function health(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { status: string; redis?: string } }>().data;
}

/** Milliseconds `work` took. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

// Port 1 is privileged and unused: connecting is refused at once, as with a stopped Redis.
const ctx = useTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });

describe('with REDIS_URL set and Redis unreachable', () => {
  it('signs in at once, counting the limits in memory', async () => {
    const token = await signUp(ctx.app, ctx.config, 'ada@example.com');
    expect(token).toEqual(expect.any(String));
    const [wrong, ms] = await timed(() => login(ctx.app, 'ada@example.com', 'bad password'));
    expect(wrong.statusCode).toBe(401);
    expect(ms).toBeLessThan(1500);
    expect((await login(ctx.app, 'ada@example.com', 'correct horse')).statusCode).toBe(200);
  });

  it('still locks an account out after too many failures', async () => {
    await signUp(ctx.app, ctx.config, 'bea@example.com');
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await login(ctx.app, 'bea@example.com', 'bad password')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('reports the degraded dependency in the health check, with 200', async () => {
    expect(await health(ctx.app)).toMatchObject({ status: 'degraded', redis: 'down' });
  });
});

/** A port free right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

/** A Redis of this test's own (never the shared one), in memory only. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Polls the health check (reconnecting happens in the background) until Redis is used again. */
async function untilRedisIsUp(app: FastifyInstance): Promise<void> {
  while ((await health(app)).redis !== 'up') {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a Redis that goes away and comes back', () => {
  const prefix = `hearth-test:${randomUUID()}:`;
  let redis: ChildProcess | undefined;
  let app: FastifyInstance | undefined;
  let inspector: Redis | undefined;
  afterAll(async () => {
    await app?.close();
    inspector?.disconnect();
    if (redis) await stopRedis(redis);
  });

  const countedKeys = async () => (await inspector!.keys(`${prefix}*`)).length;

  it('is replaced by the in-memory limits while stalled or gone, and used again once back', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    inspector = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    inspector.on('error', () => {});
    app = await buildApp({
      config: testConfig({ REDIS_URL: url }),
      db: ctx.database.connection,
      redisKeyPrefix: prefix,
    });
    await app.ready();
    expect(await health(app)).toMatchObject({ status: 'ok', redis: 'up' });
    await inspector.connect();
    expect((await login(app, 'nobody@example.com', 'bad password')).statusCode).toBe(401);
    expect(await countedKeys()).toBeGreaterThan(0);
    inspector.disconnect();

    // Stalled (connection open, no answers): one command timeout, then memory.
    redis.kill('SIGSTOP');
    try {
      const [stalled, stalledMs] = await timed(() => login(app!, 'nobody@example.com', 'bad'));
      expect(stalled.statusCode).toBe(401);
      expect(stalledMs).toBeLessThan(1500);
      expect(await health(app)).toMatchObject({ status: 'degraded', redis: 'down' });
    } finally {
      redis.kill('SIGCONT');
    }

    // Gone.
    await stopRedis(redis);
    const [wrong, ms] = await timed(() => login(app!, 'nobody@example.com', 'bad password'));
    expect(wrong.statusCode).toBe(401);
    expect(ms).toBeLessThan(1500);
    expect(await health(app)).toMatchObject({ status: 'degraded', redis: 'down' });

    // Back, empty (it kept nothing on disk): the next failures are counted in it again.
    redis = await startRedis(port);
    await untilRedisIsUp(app);
    expect((await health(app)).status).toBe('ok');
    inspector = new Redis(url, { maxRetriesPerRequest: 0 });
    expect(await countedKeys()).toBe(0);
    expect((await login(app, 'nobody@example.com', 'bad password')).statusCode).toBe(401);
    expect(await countedKeys()).toBeGreaterThan(0);
  });
});
