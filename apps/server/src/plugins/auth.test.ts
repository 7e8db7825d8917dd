import { beforeAll, describe, expect, it } from 'vitest';

import type { SessionInfo } from '@hearth/contract';

import { bearer, json, signUp, testClock } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';

// The bearer-token lookup every signed-in request makes (issue 16): one prepared query, the
// session's last use written only when it is a minute old, and a revoked token refused at once.

const SECOND_MS = 1000;
const clock = testClock();
const ctx = useTestApp({ build: { now: clock.now } });

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const post = (url: string, token: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...json, ...bearer(token) }, payload: {} });
const login = async (email: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: { email, password: 'correct horse' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
};
/** The session as its own listing shows it (listing it is itself a use of it). */
const ownSession = async (token: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/sessions',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const sessions = response.json<{ data: { sessions: SessionInfo[] } }>().data.sessions;
  return sessions.find((session) => session.current)!;
};

describe('a session in use', () => {
  let token: string;
  let signedInAt: Date;

  beforeAll(async () => {
    await signUp(ctx.app, ctx.config, 'in-use@example.com');
    signedInAt = clock.now();
    token = await login('in-use@example.com');
  });

  it('is not written to on every request: its last use moves at most once a minute', async () => {
    clock.advance(20 * SECOND_MS);
    for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
    const soon = await ownSession(token);
    expect(Date.parse(soon.last_used_at)).toBeLessThan(signedInAt.getTime() + 20 * SECOND_MS);

    clock.advance(50 * SECOND_MS);
    const usedAt = clock.now().getTime();
    const later = await ownSession(token);
    expect(Math.abs(Date.parse(later.last_used_at) - usedAt)).toBeLessThan(5 * SECOND_MS);
  });
});

describe('a revoked session', () => {
  beforeAll(async () => {
    await signUp(ctx.app, ctx.config, 'revoked@example.com');
  });

  it('is refused on the very next request after logout', async () => {
    const token = await login('revoked@example.com');
    expect((await me(token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('is refused at once on every device after signing out everywhere', async () => {
    const phone = await login('revoked@example.com');
    const laptop = await login('revoked@example.com');
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await post('/api/auth/logout-everywhere', laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it('is refused once it expired, however recently it was used', async () => {
    const token = await login('revoked@example.com');
    clock.advance(ctx.config.sessionTtlDays * 24 * 60 * 60 * SECOND_MS + SECOND_MS);
    expect((await me(token)).statusCode).toBe(401);
  });
});
