import type { JWTPayload } from 'jose';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { signTelegramPayload } from '../../auth/telegram.ts';
import {
  bearer,
  json,
  recordResponses,
  SECRET_PATTERN,
  signUp,
  testClock,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const CLIENT_ID = 'client-1.apps.googleusercontent.com';
const BOT_TOKEN = '123456:TEST-bot_token';
const clock = testClock();

// Google's keys stand-in: tokens are signed here with a local RS256 key pair.
const googleKeys = await generateKeyPair('RS256');
const strangerKeys = await generateKeyPair('RS256');
const publicJwk = { ...(await exportJWK(googleKeys.publicKey)), kid: 'k1', alg: 'RS256' };

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let bodies: string[] = [];
const ctx = useTestApp({
  env: {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_NAME: 'hearth_test_bot',
  },
  build: { now: clock.now, googleKeys: createLocalJWKSet({ keys: [publicJwk] }) },
  configure: (app) => {
    bodies = recordResponses(app);
  },
});

async function googleToken(
  claims: JWTPayload = {},
  options: { key?: SigningKey; expiresIn?: string | number } = {},
) {
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: 'google-1',
    email: 'gwen@example.com',
    email_verified: true,
    name: 'Gwen',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? googleKeys.privateKey);
}

const google = (credential: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/google',
    headers: json,
    payload: { credential },
  });
const telegram = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/telegram', headers: json, payload });

interface Session {
  data: { token: string; user: { id: string; email: string | null; providers: string[] } };
}

describe('Google sign-in', () => {
  let firstUserId = '';

  it('creates a verified account for a valid ID token', async () => {
    const response = await google(await googleToken());
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json<Session>().data;
    expect(user).toMatchObject({
      email: 'gwen@example.com',
      providers: ['google'],
      verified: true,
    });
    firstUserId = user.id;
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('signs the same Google account into the same Hearth account', async () => {
    const response = await google(await googleToken({ email: 'changed@example.com' }));
    expect(response.json<Session>().data.user.id).toBe(firstUserId);
  });

  it('links an existing password account with the verified e-mail', async () => {
    await signUp(ctx.app, ctx.config, 'hal@example.com');
    const response = await google(await googleToken({ sub: 'google-2', email: 'HAL@example.com' }));
    expect(response.statusCode).toBe(200);
    expect(response.json<Session>().data.user).toMatchObject({
      email: 'hal@example.com',
      providers: ['google'],
      has_password: true,
    });
  });

  it.each([
    ['a wrong audience', () => googleToken({ aud: 'someone-else' })],
    ['a wrong issuer', () => googleToken({ iss: 'https://evil.example' })],
    [
      'an expired token',
      () => googleToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['a bad signature', () => googleToken({}, { key: strangerKeys.privateKey })],
    ['an unverified e-mail', () => googleToken({ sub: 'google-3', email_verified: false })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 401 FAILED_AUTHENTICATION', async (_case, make) => {
    const response = await google(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ data: { code: 'FAILED_AUTHENTICATION' } });
  });
});

describe('Telegram sign-in', () => {
  const widgetPayload = (fields: Record<string, string | number> = {}) => {
    const payload = {
      id: 424242,
      first_name: 'Tess',
      username: 'tess',
      auth_date: Math.floor(clock.now().getTime() / 1000),
      ...fields,
    };
    return { ...payload, hash: signTelegramPayload(payload, BOT_TOKEN) };
  };

  it('creates an account without an e-mail, then signs into it again', async () => {
    const first = await telegram(widgetPayload());
    expect(first.statusCode).toBe(200);
    const { user } = first.json<Session>().data;
    expect(user).toMatchObject({ email: null, name: 'Tess', providers: ['telegram'] });
    const second = await telegram(widgetPayload());
    expect(second.json<Session>().data.user.id).toBe(user.id);
  });

  it.each([
    ['a forged hash', () => ({ ...widgetPayload(), hash: 'a'.repeat(64) })],
    ['a changed field', () => ({ ...widgetPayload(), id: 1 })],
    [
      'a hash made with another bot token',
      () => {
        const payload = { id: 424242, auth_date: Math.floor(clock.now().getTime() / 1000) };
        return { ...payload, hash: signTelegramPayload(payload, '999:other') };
      },
    ],
    [
      'a login older than a day',
      () => widgetPayload({ auth_date: Math.floor(clock.now().getTime() / 1000) - 86_401 }),
    ],
    [
      'a login from the future',
      () => widgetPayload({ auth_date: Math.floor(clock.now().getTime() / 1000) + 120 }),
    ],
  ])('refuses %s with 401', async (_case, make) => {
    const response = await telegram(make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ data: { code: 'FAILED_AUTHENTICATION' } });
  });

  it('never signs in with the bare { telegramId, name } of the old client', async () => {
    const response = await telegram({ telegramId: 424242, name: 'Tess' });
    // Malformed (no signature at all): refused before any account is looked at.
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toHaveProperty('data.token');
  });
});

describe('without providers configured', () => {
  const bare = useTestApp();
  const signed = { id: 1, auth_date: Math.floor(Date.now() / 1000) };
  const payload = { ...signed, hash: signTelegramPayload(signed, BOT_TOKEN) };

  it('answers 404 PROVIDER_NOT_CONFIGURED and says so in the client config', async () => {
    const viaGoogle = await bare.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers: json,
      payload: { credential: await googleToken() },
    });
    expect(viaGoogle.statusCode).toBe(404);
    expect(viaGoogle.json()).toMatchObject({ data: { code: 'PROVIDER_NOT_CONFIGURED' } });
    const viaTelegram = await bare.app.inject({
      method: 'POST',
      url: '/api/auth/telegram',
      headers: json,
      payload,
    });
    expect(viaTelegram.statusCode).toBe(404);
    expect(viaTelegram.json()).toMatchObject({ data: { code: 'PROVIDER_NOT_CONFIGURED' } });
    const config = await bare.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({
      data: {
        google: null,
        telegram: null,
        analytics: null,
        community_url: null,
        password_reset_ttl_minutes: 60,
      },
    });
  });
});

it('never sent a password hash, token hash or argon2 string', () => {
  expect(bodies.length).toBeGreaterThan(10);
  for (const body of bodies) expect(body).not.toMatch(SECRET_PATTERN);
});
