import { describe, expect, it } from 'vitest';

import { json, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const clock = testClock();
// The default limit (test configurations raise it for files that register many accounts).
const ctx = useTestApp({ env: { REGISTRATIONS_PER_HOUR: '10' }, build: { now: clock.now } });

const register = (email: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: json,
    payload: { email, password: 'correct horse' },
    remoteAddress,
  });

describe('registrations per client address', () => {
  it('allow 10 an hour, then 429 RATE_LIMITED with retry_after_s', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await register(`r${i}@example.com`, '10.7.0.1')).statusCode);
    // Trying a taken address counts too: the limit is on attempts, not on accounts made.
    statuses.push((await register('r0@example.com', '10.7.0.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await register('r10@example.com', '10.7.0.1');
    expect(refused.statusCode).toBe(429);
    const details = refused.json<{ data: { code: string; details: { retry_after_s: number } } }>()
      .data;
    expect(details.code).toBe('RATE_LIMITED');
    expect(details.details.retry_after_s).toBeGreaterThan(59 * 60);
    expect(details.details.retry_after_s).toBeLessThanOrEqual(60 * 60);
    expect(refused.headers['retry-after']).toBe(String(details.details.retry_after_s));
    // Another address is not affected; the hour passes.
    expect((await register('r11@example.com', '10.7.0.2')).statusCode).toBe(201);
    clock.advance(60 * 60 * 1000);
    expect((await register('r10@example.com', '10.7.0.1')).statusCode).toBe(201);
  });
});

describe('an IPv6 client', () => {
  it('is one /64: rotating through its addresses buys no more registrations', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await register(`v6-${i}@example.com`, `2001:db8:7:1::${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect((await register('v6-next@example.com', '2001:db8:7:2::1')).statusCode).toBe(201);
  });
});
