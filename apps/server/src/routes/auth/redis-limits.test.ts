import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// Two instances of the server sharing one Redis (and one database), as behind a load balancer.
const build = { redisKeyPrefix: `hearth-test:${randomUUID()}:` };
// The machine's Redis (CI makes sure it runs); TEST_REDIS_URL points elsewhere.
const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
const first = useTestApp({ env, build });
const second = useTestApp({ env, build });

const login = (app: typeof first.app, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: { email, password },
    remoteAddress: '10.3.0.1',
  });

describe('failed sign-in limits with Redis', () => {
  it('are shared by every instance', async () => {
    await signUp(first.app, first.config, 'ivy@example.com');
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? first.app : second.app;
      statuses.push((await login(app, 'ivy@example.com', 'bad password')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await login(second.app, 'ivy@example.com', 'correct horse');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      data: { code: 'RATE_LIMITED', details: { retry_after_s: expect.any(Number) } },
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login(first.app, 'ivy@example.com', 'correct horse')).statusCode).toBe(429);
  });

  it('limit the client address across instances', async () => {
    const statuses = [];
    for (let i = 0; i < 16; i += 1) {
      const app = i % 2 === 0 ? first.app : second.app;
      statuses.push((await login(app, `x${i}@example.com`, 'bad password')).statusCode);
    }
    // 5 failures of the previous test came from this address too: 20 in all, then refused.
    expect(statuses).toEqual([...Array(15).fill(401), 429]);
  });
});
