import { randomUUID } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// Two instances of the server sharing one Redis (and one database), as behind a load balancer.
const build = { redisKeyPrefix: `hearth-test:${randomUUID()}:` };
const env = {
  // The machine's Redis (CI makes sure it runs); TEST_REDIS_URL points elsewhere.
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  // Instances behind one balancer share the key, so a device known to one is known to all.
  DEVICE_TOKEN_SECRET: 'a device token secret shared by the instances',
  REGISTRATIONS_PER_HOUR: '10',
};
const first = useTestApp({ env, build });
const second = useTestApp({ env, build });
// Alternates between the instances: every count must be shared to hold.
const instance = (i: number) => (i % 2 === 0 ? first.app : second.app);

const PASSWORD = 'correct horse';

const login = (
  app: typeof first.app,
  email: string,
  password: string,
  remoteAddress: string,
  deviceToken?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: { email, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
    remoteAddress,
  });

const deviceTokenOf = (response: LightMyRequestResponse) =>
  response.json<{ data: { device_token: string } }>().data.device_token;

describe('sign-in throttling with Redis', () => {
  it('makes a client wait after its free failures on any instance; others get in', async () => {
    await signUp(first.app, first.config, 'ivy@example.com');
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await login(instance(i), 'ivy@example.com', 'bad', '10.3.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const waiting = await login(second.app, 'ivy@example.com', PASSWORD, '10.3.0.1');
    expect(waiting.json()).toMatchObject({
      data: { code: 'RATE_LIMITED', details: { retry_after_s: 1 } },
    });
    // The owner elsewhere, and others behind the same address, are not held up.
    expect((await login(first.app, 'ivy@example.com', PASSWORD, '10.3.0.2')).statusCode).toBe(200);
    await signUp(first.app, first.config, 'jay@example.com');
    expect((await login(second.app, 'jay@example.com', PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('shares the account ceiling, and a device known to one instance passes on another', async () => {
    await signUp(first.app, first.config, 'kit@example.com');
    const deviceToken = deviceTokenOf(
      await login(first.app, 'kit@example.com', PASSWORD, '10.4.9.1'),
    );
    const statuses = [];
    for (let i = 0; i < 101; i += 1) {
      const address = `10.4.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      statuses.push((await login(instance(i), 'kit@example.com', 'guess', address)).statusCode);
    }
    expect(statuses).toEqual([...Array(100).fill(401), 429]);
    expect((await login(first.app, 'kit@example.com', PASSWORD, '10.4.9.2')).statusCode).toBe(429);
    const known = await login(second.app, 'kit@example.com', PASSWORD, '10.4.9.2', deviceToken);
    expect(known.statusCode).toBe(200);
  });
});

describe('registration and resend limits with Redis', () => {
  it('count registrations per address across instances', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await instance(i).inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: json,
        payload: { email: `reg${i}@example.com`, password: PASSWORD },
        remoteAddress: '10.5.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('count resends per e-mail across instances', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await instance(i).inject({
        method: 'POST',
        url: '/api/verify/resend',
        headers: json,
        payload: { email: 'reg0@example.com' },
        remoteAddress: `10.6.0.${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
