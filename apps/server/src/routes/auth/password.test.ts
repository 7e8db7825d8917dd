import { describe, expect, it } from 'vitest';

import {
  bearer,
  json,
  lastLinkTo,
  readOutbox,
  recordResponses,
  SECRET_PATTERN,
  signUp,
  testClock,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const clock = testClock();
let bodies: string[] = [];
const ctx = useTestApp({
  env: { PUBLIC_URL: 'https://hearth.example' },
  build: { now: clock.now },
  configure: (app) => {
    bodies = recordResponses(app);
  },
});

const DAY_MS = 24 * 60 * 60 * 1000;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...json, ...headers },
    payload: payload as object,
  });
const register = (email: string, password = 'correct horse') =>
  post('/api/auth/register', { email, password });
const login = (email: string, password = 'correct horse', remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: { email, password },
    remoteAddress,
  });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

describe('registration', () => {
  it('creates the account, answers 201 with the normalised e-mail and mails a link', async () => {
    const response = await register('  Ada@Example.COM ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { email: 'ada@example.com' } });
    const [message] = (await readOutbox(ctx.config)).filter((m) => m.to === 'ada@example.com');
    expect(message?.subject).toMatch(/confirm/i);
    expect(message?.link).toMatch(/^https:\/\/hearth\.example\/verify\/[\w-]{43}$/);
    expect(message?.text).toContain(message?.link);
    expect(message?.html).toContain(message?.link);
  });

  it.each(['ada@example.com', 'ADA@example.com', ' ada@EXAMPLE.com  '])(
    'refuses %j again with 409 EMAIL_TAKEN',
    async (email) => {
      const response = await register(email, 'another password');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 409,
        ok: false,
        data: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' },
      });
    },
  );

  it.each([
    [7, 400],
    [8, 201],
    [63, 201],
    [64, 400],
  ])('answers a %i-character password with %i', async (length, status) => {
    const response = await register(`len${length}@example.com`, 'p'.repeat(length));
    expect(response.statusCode).toBe(status);
    if (status === 400) {
      expect(response.json()).toMatchObject({
        data: {
          code: 'VALIDATION',
          details: {
            fields: [
              {
                path: 'body.password',
                message:
                  length < 8
                    ? 'Password must be at least 8 characters'
                    : 'Password must be less than 64 characters',
              },
            ],
          },
        },
      });
    }
  });

  it.each([
    [{ email: '', password: 'long enough' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'long enough' }, 'Invalid email format'],
    [{ email: 'x@example.com', password: '' }, 'Password is required'],
  ])('refuses %o with the spec text', async (payload, message) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { details: { fields: [{ message }] } } });
  });
});

describe('verification and sign-in', () => {
  it('refuses to sign in before verification with 403 NOT_VERIFIED', async () => {
    await register('bea@example.com');
    const response = await login('bea@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      data: { code: 'NOT_VERIFIED', message: 'Email is not verified' },
    });
  });

  it('verifies with the mailed link once, then signs in with a token and the user', async () => {
    const link = await lastLinkTo(ctx.config, 'bea@example.com');
    const verified = await ctx.app.inject({ method: 'GET', url: `/api${link}` });
    expect(verified.json()).toEqual({ data: { verified: true, email: 'bea@example.com' } });
    const again = await ctx.app.inject({ method: 'GET', url: `/api${link}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ data: { code: 'INVALID_LINK' } });

    const response = await login(' BEA@example.com');
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json<{ data: { token: string; user: object } }>().data;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({
      email: 'bea@example.com',
      verified: true,
      has_password: true,
      providers: [],
      settings: { lang: 'en', sources: [], navanim: true, navtext: true },
    });
    expect((await me(token)).json()).toMatchObject({ data: { email: 'bea@example.com' } });
  });

  it('refuses unknown and expired links with 400 INVALID_LINK', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/verify/nope' });
    expect(unknown.json()).toMatchObject({ status: 400, data: { code: 'INVALID_LINK' } });
    await register('cy@example.com');
    const link = await lastLinkTo(ctx.config, 'cy@example.com');
    clock.advance(DAY_MS + 1000);
    const expired = await ctx.app.inject({ method: 'GET', url: `/api${link}` });
    expect(expired.json()).toMatchObject({ data: { code: 'INVALID_LINK' } });
  });

  it('answers a wrong password and an unknown e-mail alike: 401 WRONG_CREDENTIALS', async () => {
    for (const response of [
      await login('bea@example.com', 'wrong password'),
      await login('who@example.com'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        ok: false,
        data: { code: 'WRONG_CREDENTIALS', message: 'Wrong credentials' },
      });
    }
  });
});

describe('resending the link', () => {
  it('answers { sent: true } for unknown, unverified and verified addresses alike', async () => {
    const before = (await readOutbox(ctx.config)).length;
    for (const email of ['ghost@example.com', 'cy@example.com', 'bea@example.com']) {
      const response = await post('/api/verify/resend', { email }, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { sent: true } });
    }
    // Only the unverified account got a message, and its new link works.
    const sent = (await readOutbox(ctx.config)).slice(before);
    expect(sent.map((message) => message.to)).toEqual(['cy@example.com']);
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api${await lastLinkTo(ctx.config, 'cy@example.com')}`,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('allows 3 per address per 15 minutes, then 429 RATE_LIMITED', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/verify/resend',
        headers: json,
        payload: { email: 'flood@example.com' },
        remoteAddress: '10.0.0.9',
      });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ data: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(15 * 60 * 1000);
    expect((await send()).statusCode).toBe(200);
  });

  it('limits each client address too', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/verify/resend',
        headers: json,
        payload: { email: `many${i}@example.com` },
        remoteAddress: '10.0.0.10',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('sessions', () => {
  it('end with logout: the token stops working', async () => {
    const token = await signUp(ctx.app, ctx.config, 'eve@example.com');
    const other = (await login('eve@example.com')).json<{ data: { token: string } }>().data.token;
    const response = await post('/api/auth/logout', {}, bearer(token));
    expect(response.json()).toEqual({ data: { revoked: true } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(token)).json()).toMatchObject({ data: { code: 'FAILED_AUTHENTICATION' } });
    // Only that device is signed out.
    expect((await me(other)).statusCode).toBe(200);
  });

  it('expire 30 days after their last use, sliding forward with each use', async () => {
    const token = await signUp(ctx.app, ctx.config, 'fay@example.com');
    clock.advance(20 * DAY_MS);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(20 * DAY_MS);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(31 * DAY_MS);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('are required: no token, 401', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
  });
});

it('never sent a password hash, token hash or argon2 string', () => {
  expect(bodies.length).toBeGreaterThan(20);
  for (const body of bodies) expect(body).not.toMatch(SECRET_PATTERN);
});
