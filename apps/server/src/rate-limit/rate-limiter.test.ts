import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { consume, refuseIfExhausted } from './limits.ts';
import { createMemoryRateLimiter } from './memory.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { createRedisRateLimiter } from './redis.ts';

// The machine's Redis (CI makes sure it runs); TEST_REDIS_URL points elsewhere.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let offsetMs = 0;
const memory = createMemoryRateLimiter(() => new Date(Date.now() + offsetMs));
// A prefix of its own, so parallel test files never see each other's counters.
const redis = createRedisRateLimiter(REDIS_URL, `hearth-test:${randomUUID()}:`);
// Commands fail at once while Redis is not connected (no offline queue): connect first.
beforeAll(() => redis.connected());
afterAll(async () => {
  await memory.close();
  await redis.close();
});

describe.each([
  ['in memory', memory],
  ['in Redis', redis],
] as [string, RateLimiter][])('the rate limiter %s', (_name, limiter) => {
  it('counts hits per key within a window and says when it resets', async () => {
    expect(await limiter.peek('a')).toEqual({ count: 0, resetInS: 0 });
    expect(await limiter.hit('a', 60)).toEqual({ count: 1, resetInS: 60 });
    const second = await limiter.hit('a', 60);
    expect(second.count).toBe(2);
    expect(second.resetInS).toBeGreaterThan(58);
    expect((await limiter.peek('a')).count).toBe(2);
    expect((await limiter.peek('b')).count).toBe(0);
  });

  it('forgets a key on reset', async () => {
    await limiter.hit('c', 60);
    await limiter.reset('c');
    expect((await limiter.peek('c')).count).toBe(0);
  });

  it('refuses with RATE_LIMITED and retry_after_s past the limit', async () => {
    const rule = { limit: 2, windowS: 30 };
    await consume(limiter, 'd', rule);
    await consume(limiter, 'd', rule);
    await expect(refuseIfExhausted(limiter, 'd', rule)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      details: { retry_after_s: expect.any(Number) },
    });
    await expect(consume(limiter, 'd', rule)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

it('opens a new window in memory once the old one has passed', async () => {
  await memory.hit('e', 10);
  offsetMs += 10_000;
  expect(await memory.peek('e')).toEqual({ count: 0, resetInS: 0 });
  expect((await memory.hit('e', 10)).count).toBe(1);
});

it('lets Redis expire its windows', async () => {
  await redis.hit('f', 1);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await redis.peek('f')).count).toBe(0);
});
