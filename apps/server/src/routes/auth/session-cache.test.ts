import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { bearer, json, signUp, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// Sessions looked up in the last seconds are answered from memory (issue 16), but a revoked or
// expired token is refused on the very next request, and a changed user is seen at once.

const clock = testClock();
const ctx = useTestApp({ build: { now: clock.now } });

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const send = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...json },
    ...(payload ? { payload } : {}),
  });
const signIn = (email: string, password = 'correct horse') =>
  ctx.app
    .inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: { email, password } })
    .then((response) => response.json<{ data: { token: string } }>().data.token);

/** A token that has just been used, so that its session is the one kept in memory. */
async function usedToken(email: string): Promise<string> {
  const token = await signUp(ctx.app, ctx.config, email);
  expect((await me(token)).statusCode).toBe(200);
  expect((await me(token)).statusCode).toBe(200);
  return token;
}

describe('a kept session', () => {
  it('is refused at once after logout', async () => {
    const token = await usedToken('logout@example.com');
    expect((await send('POST', '/api/auth/logout', token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('is refused at once after logout everywhere from another device', async () => {
    const phone = await usedToken('everywhere@example.com');
    const laptop = await signIn('everywhere@example.com');
    expect((await send('POST', '/api/auth/logout-everywhere', laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it('is refused at once once another device ends it by id', async () => {
    const phone = await usedToken('by-id@example.com');
    const laptop = await signIn('by-id@example.com');
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: bearer(laptop),
    });
    const other = sessions
      .json<{ data: { sessions: { id: string; current: boolean }[] } }>()
      .data.sessions.find((session) => !session.current)!;
    expect((await send('DELETE', `/api/auth/sessions/${other.id}`, laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it('is refused at once after a password change on another device, which keeps its own', async () => {
    const phone = await usedToken('password@example.com');
    const laptop = await signIn('password@example.com');
    const changed = await send('POST', '/api/auth/password', laptop, {
      current_password: 'correct horse',
      new_password: 'battery staple horse',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('is refused at once after the account is deleted', async () => {
    const token = await usedToken('deleted@example.com');
    const deleted = await send('DELETE', '/api/auth/user', token, { password: 'correct horse' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('is refused once it expires by the clock, kept or not', async () => {
    const token = await usedToken('expiry@example.com');
    clock.advance((ctx.config.sessionTtlDays + 1) * 24 * 60 * 60 * 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers the user as changed at once', async () => {
    const token = await usedToken('renamed@example.com');
    const saved = await send('POST', '/api/campaigns/user', token, { name: 'Renamed' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(token)).json<{ data: { name: string } }>().data.name).toBe('Renamed');
  });
});

describe('two instances sharing a Redis', () => {
  const build = { redisKeyPrefix: `hearth-test:${randomUUID()}:` };
  // The machine's Redis (CI makes sure it runs); TEST_REDIS_URL points elsewhere.
  const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
  const first = useTestApp({ env, build });
  const second = useTestApp({ env, build });
  const meOn = (app: typeof first.app, token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

  it('refuses a token on one instance as soon as the other has logged it out', async () => {
    const token = await signUp(first.app, first.config, 'two-instances@example.com');
    expect((await meOn(second.app, token)).statusCode).toBe(200);
    expect((await meOn(second.app, token)).statusCode).toBe(200);
    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), ...json },
    });
    expect(logout.statusCode).toBe(200);
    // Well within the seconds the second instance would otherwise trust its kept copy.
    await expect
      .poll(async () => (await meOn(second.app, token)).statusCode, { timeout: 1_000 })
      .toBe(401);
  });
});
