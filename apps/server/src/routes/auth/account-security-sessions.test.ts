import { describe, expect, it } from 'vitest';

import type { SessionInfo } from '@hearth/contract';

import {
  bearer,
  json,
  recordResponses,
  SECRET_PATTERN,
  signUp,
  testClock,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const clock = testClock();
let bodies: string[] = [];
const ctx = useTestApp({
  build: { now: clock.now },
  configure: (app) => {
    bodies = recordResponses(app);
  },
});

const login = async (email: string, userAgent: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...json, 'user-agent': userAgent },
    payload: { email, password: 'correct horse' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
};
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const listSessions = async (token: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/sessions',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { sessions: SessionInfo[] } }>().data.sessions;
};
const revoke = (token: string, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(token) });
const logoutEverywhere = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout-everywhere',
    headers: { ...json, ...bearer(token) },
    payload: {},
  });

describe('the session list', () => {
  it('names each device, marks this one and puts the most recently used first', async () => {
    await signUp(ctx.app, ctx.config, 'ada@example.com');
    const phone = await login('ada@example.com', ANDROID_CHROME);
    clock.advance(2 * MINUTE_MS);
    const iphone = await login('ada@example.com', IPHONE_SAFARI);
    clock.advance(2 * MINUTE_MS);

    const fromPhone = await listSessions(phone);
    expect(fromPhone.map((session) => [session.device, session.current])).toEqual([
      ['Chrome on Android', true],
      ['Safari on iPhone', false],
      // The session signUp started, with the test client's user agent.
      ['Unknown device', false],
    ]);
    const [current] = fromPhone;
    expect(current?.user_agent).toBe(ANDROID_CHROME);
    expect(Date.parse(current!.expires_at) - Date.parse(current!.created_at)).toBe(90 * DAY_MS);

    clock.advance(2 * MINUTE_MS);
    const fromIphone = await listSessions(iphone);
    expect(fromIphone.map((session) => [session.device, session.current])).toEqual([
      ['Safari on iPhone', true],
      ['Chrome on Android', false],
      ['Unknown device', false],
    ]);
    expect(bodies.join('\n')).not.toMatch(SECRET_PATTERN);
  });

  it('shows only the user’s own sessions', async () => {
    const token = await signUp(ctx.app, ctx.config, 'solo@example.com');
    expect(await listSessions(token)).toHaveLength(1);
  });
});

describe('revoking a session', () => {
  it('signs that device out, and only that one', async () => {
    await signUp(ctx.app, ctx.config, 'bea@example.com');
    const phone = await login('bea@example.com', ANDROID_CHROME);
    const iphone = await login('bea@example.com', IPHONE_SAFARI);
    const target = (await listSessions(phone)).find((s) => s.device === 'Safari on iPhone')!;

    const response = await revoke(phone, target.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { revoked: true } });
    expect((await me(iphone)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await revoke(phone, target.id)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const victim = await signUp(ctx.app, ctx.config, 'cid@example.com');
    const attacker = await signUp(ctx.app, ctx.config, 'dan@example.com');
    const [victimSession] = await listSessions(victim);

    const response = await revoke(attacker, victimSession!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, data: { code: 'NOT_FOUND' } });
    expect((await me(victim)).statusCode).toBe(200);
    expect((await revoke(attacker, 'no-such-session')).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/sessions/x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the user, this one included, and no one else’s', async () => {
    const first = await signUp(ctx.app, ctx.config, 'eve@example.com');
    const second = await login('eve@example.com', ANDROID_CHROME);
    const stranger = await signUp(ctx.app, ctx.config, 'fay@example.com');

    const response = await logoutEverywhere(second);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { revoked: 2 } });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(stranger)).statusCode).toBe(200);
  });
});

describe('the absolute session lifetime', () => {
  it('ends a session 90 days after sign-in, however often it is used', async () => {
    const token = await signUp(ctx.app, ctx.config, 'gus@example.com');
    // Used every 22 days: the 30-day sliding expiry alone would keep it forever.
    for (let step = 0; step < 4; step += 1) {
      clock.advance(22 * DAY_MS);
      expect((await me(token)).statusCode).toBe(200);
    }
    clock.advance(2 * DAY_MS);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ data: { code: 'FAILED_AUTHENTICATION' } });
  });
});
