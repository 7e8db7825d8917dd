import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { json, signUp, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const clock = testClock();
const ctx = useTestApp({ build: { now: clock.now } });

const PASSWORD = 'correct horse';
const SECOND_MS = 1000;
// Longer than the longest wait between two attempts of one client (5 minutes).
const PAST_ANY_DELAY_MS = 5 * 60 * SECOND_MS + SECOND_MS;

const login = (email: string, password: string, remoteAddress: string, deviceToken?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: { email, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
    remoteAddress,
  });

const deviceTokenOf = (response: LightMyRequestResponse) =>
  response.json<{ data: { device_token: string } }>().data.device_token;

function expectRateLimited(response: LightMyRequestResponse, retryAfterS: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    data: { code: 'RATE_LIMITED', details: { retry_after_s: retryAfterS } },
  });
  expect(response.headers['retry-after']).toBe(String(retryAfterS));
}

describe('the delay between failed sign-ins', () => {
  it('lets the first failures through at once, then waits 1 s, 2 s, 4 s…', async () => {
    await signUp(ctx.app, ctx.config, 'slow@example.com');
    const ip = '10.60.0.1';
    for (let i = 0; i < 4; i += 1) {
      expect((await login('slow@example.com', 'bad password', ip)).statusCode).toBe(401);
    }
    expectRateLimited(await login('slow@example.com', 'bad password', ip), 1);
    clock.advance(SECOND_MS);
    expect((await login('slow@example.com', 'bad password', ip)).statusCode).toBe(401);
    expectRateLimited(await login('slow@example.com', 'bad password', ip), 2);
    clock.advance(2 * SECOND_MS);
    expect((await login('slow@example.com', 'bad password', ip)).statusCode).toBe(401);
    // While the wait lasts even the right password is refused, without being checked.
    expectRateLimited(await login('slow@example.com', PASSWORD, ip), 4);
    clock.advance(4 * SECOND_MS);
    expect((await login('slow@example.com', PASSWORD, ip)).statusCode).toBe(200);
    // The right password starts the count over.
    for (let i = 0; i < 4; i += 1) {
      expect((await login('slow@example.com', 'bad password', ip)).statusCode).toBe(401);
    }
  });

  it('grows to five minutes at most', async () => {
    const ip = '10.60.0.2';
    for (let i = 0; i < 20; i += 1) {
      clock.advance(PAST_ANY_DELAY_MS);
      expect((await login('slow@example.com', 'bad password', ip)).statusCode).toBe(401);
    }
    expectRateLimited(await login('slow@example.com', 'bad password', ip), 300);
  });

  it('throttles an unknown e-mail exactly like an account', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await login('ghost@example.com', 'bad password', '10.60.0.3')).statusCode).toBe(401);
    }
    expectRateLimited(await login('ghost@example.com', 'bad password', '10.60.0.3'), 1);
  });

  it('counts an IPv6 client by its /64, whichever of its addresses it uses', async () => {
    for (let i = 0; i < 4; i += 1) {
      const address = `2001:db8:60:1::${i + 1}`;
      expect((await login('slow@example.com', 'bad password', address)).statusCode).toBe(401);
    }
    expectRateLimited(await login('slow@example.com', 'bad password', '2001:db8:60:1::99'), 1);
    expect((await login('slow@example.com', PASSWORD, '2001:db8:60:2::1')).statusCode).toBe(200);
  });

  it('lets only one of several parallel attempts through once the wait is over', async () => {
    const ip = '10.60.0.4';
    for (let i = 0; i < 4; i += 1) await login('slow@example.com', 'bad password', ip);
    clock.advance(SECOND_MS);
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => login('slow@example.com', 'bad password', ip)),
    );
    expect(burst.map((response) => response.statusCode).sort()).toEqual([
      401, 429, 429, 429, 429, 429,
    ]);
  });
});

describe('an attack on one account', () => {
  it('from one address does not keep the owner out, here or elsewhere', async () => {
    await signUp(ctx.app, ctx.config, 'owner@example.com');
    const home = await login('owner@example.com', PASSWORD, '10.20.0.1');
    expect(home.statusCode).toBe(200);
    const deviceToken = deviceTokenOf(home);
    expect(deviceToken).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);

    const attacker = '10.66.0.1';
    for (let i = 0; i < 50; i += 1) {
      clock.advance(PAST_ANY_DELAY_MS);
      expect((await login('owner@example.com', 'guess', attacker)).statusCode).toBe(401);
    }
    expectRateLimited(await login('owner@example.com', 'guess', attacker), 300);
    // The owner, from another address, at once and without any device token.
    expect((await login('owner@example.com', PASSWORD, '10.20.0.2')).statusCode).toBe(200);
    // The owner's device even behind the attacker's address: it counts its own failures.
    expect((await login('owner@example.com', PASSWORD, attacker, deviceToken)).statusCode).toBe(
      200,
    );
  });

  it('from many addresses meets the account ceiling, which a known device passes', async () => {
    await signUp(ctx.app, ctx.config, 'target@example.com');
    const home = await login('target@example.com', PASSWORD, '10.21.0.1');
    const deviceToken = deviceTokenOf(home);

    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1) {
      const address = `10.30.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      statuses.push((await login('target@example.com', 'guess', address)).statusCode);
    }
    // 100 attempts not followed by a success, then the ceiling.
    expect(statuses).toEqual([...Array(100).fill(401), 429]);

    const newPhone = await login('target@example.com', PASSWORD, '10.21.0.2');
    expect(newPhone.statusCode).toBe(429);
    expect(
      newPhone.json<{ data: { details: { retry_after_s: number } } }>().data.details,
    ).toMatchObject({ retry_after_s: expect.any(Number) });
    const known = await login('target@example.com', PASSWORD, '10.21.0.2', deviceToken);
    expect(known.statusCode).toBe(200);
    // Each sign-in renews the token for the same device.
    const renewed = deviceTokenOf(known);
    expect(renewed.split('.')[0]).toBe(deviceToken.split('.')[0]);
    expect((await login('target@example.com', PASSWORD, '10.21.0.3', renewed)).statusCode).toBe(
      200,
    );
    // The token proves the device, not the password.
    expect((await login('target@example.com', 'guess', '10.21.0.3', renewed)).statusCode).toBe(401);
    // Another account's token is no pass, nor is a forged one.
    const otherToken = deviceTokenOf(await login('owner@example.com', PASSWORD, '10.21.0.4'));
    for (const token of [otherToken, `${deviceToken.slice(0, -2)}xx`, 'not a token']) {
      expect((await login('target@example.com', PASSWORD, '10.21.0.4', token)).statusCode).toBe(
        429,
      );
    }
  });
});

describe('a shared address', () => {
  it("is not slowed down by one person's mistakes", async () => {
    const cafe = '10.40.0.1';
    await signUp(ctx.app, ctx.config, 'typo@example.com');
    for (let i = 0; i < 30; i += 1) {
      clock.advance(PAST_ANY_DELAY_MS);
      expect((await login('typo@example.com', 'bad password', cafe)).statusCode).toBe(401);
    }
    for (let i = 0; i < 20; i += 1) {
      await signUp(ctx.app, ctx.config, `guest${i}@example.com`);
      expect((await login(`guest${i}@example.com`, PASSWORD, cafe)).statusCode).toBe(200);
    }
  });

  it('trying many accounts waits at most a minute; known devices behind it do not', async () => {
    const school = '10.50.0.1';
    await signUp(ctx.app, ctx.config, 'pupil@example.com');
    const deviceToken = deviceTokenOf(await login('pupil@example.com', PASSWORD, '10.50.9.9'));
    for (let i = 0; i < 21; i += 1) {
      expect((await login(`spray${i}@example.com`, 'Summer2026', school)).statusCode).toBe(401);
    }
    expectRateLimited(await login('pupil@example.com', PASSWORD, school), 1);
    expect((await login('pupil@example.com', PASSWORD, school, deviceToken)).statusCode).toBe(200);
    clock.advance(SECOND_MS);
    expect((await login('pupil@example.com', PASSWORD, school)).statusCode).toBe(200);
    for (let i = 21; i < 31; i += 1) {
      clock.advance(60 * SECOND_MS);
      expect((await login(`spray${i}@example.com`, 'Summer2026', school)).statusCode).toBe(401);
    }
    expectRateLimited(await login('pupil@example.com', PASSWORD, school), 60);
  });
});
