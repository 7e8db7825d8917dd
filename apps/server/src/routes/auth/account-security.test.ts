import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { ACCOUNT_SECURITY_MESSAGES } from '@hearth/contract';

import { resetMailsSettled } from '../../accounts/password-reset-mail.ts';
import {
  bearer,
  json,
  readOutbox,
  recordResponses,
  SECRET_PATTERN,
  signUp,
  testClock,
} from '../../test/accounts.ts';
import { captureLogs, useTestApp } from '../../test/app.ts';

const PUBLIC_URL = 'https://hearth.example';
const CLIENT_ID = 'client-1.apps.googleusercontent.com';
const MINUTE_MS = 60 * 1000;
const clock = testClock();
const logs = captureLogs();

// Google's keys stand-in, for a social-only account (see social.test.ts).
const googleKeys = await generateKeyPair('RS256');
const publicJwk = { ...(await exportJWK(googleKeys.publicKey)), kid: 'k1', alg: 'RS256' };

let bodies: string[] = [];
const ctx = useTestApp({
  env: { PUBLIC_URL, GOOGLE_CLIENT_ID: CLIENT_ID },
  logger: logs.logger,
  build: { now: clock.now, googleKeys: createLocalJWKSet({ keys: [publicJwk] }) },
  configure: (app) => {
    bodies = recordResponses(app);
  },
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Headers = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(payload ? json : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
const login = (email: string, password = 'correct horse') =>
  call('POST', '/api/auth/login', { email, password });
const me = (token: string) => call('GET', '/api/auth/user', undefined, bearer(token));
const changePassword = (token: string, body: object) =>
  call('POST', '/api/auth/password', body, bearer(token));
const forgot = (email: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot',
    headers: json,
    payload: { email },
    remoteAddress,
  });
const reset = (token: string, password: string) =>
  call('POST', '/api/auth/password/reset', { token, password });

async function signedIn(email: string): Promise<string> {
  const response = await login(email);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

/** Reset e-mails leave after the answer: wait for them, then read the outbox. */
async function resetMailsTo(email: string) {
  await resetMailsSettled(ctx.app.mailer);
  return (await readOutbox(ctx.config)).filter(
    (message) => message.to === email && /reset/i.test(message.subject),
  );
}

async function lastResetToken(email: string): Promise<string> {
  const link = (await resetMailsTo(email)).at(-1)?.link;
  if (!link) throw new Error(`no reset e-mail to ${email}`);
  return link.split('/').at(-1)!;
}

const fieldError = (path: string, message: string) => ({
  status: 400,
  ok: false,
  data: {
    code: 'VALIDATION',
    message: 'Some fields are not valid',
    details: { fields: [{ path, message }] },
  },
});

describe('common passwords', () => {
  it('refuses one on registration, whatever its case, with the field error', async () => {
    const response = await call('POST', '/api/auth/register', {
      email: 'common@example.com',
      password: 'Sunshine1',
    });
    expect(response.json()).toEqual(
      fieldError('body.password', ACCOUNT_SECURITY_MESSAGES.passwordTooCommon),
    );
  });

  it('refuses one as a new password', async () => {
    const token = await signUp(ctx.app, ctx.config, 'cody@example.com');
    const response = await changePassword(token, {
      current_password: 'correct horse',
      new_password: 'iloveyou',
    });
    expect(response.json()).toEqual(
      fieldError('body.new_password', ACCOUNT_SECURITY_MESSAGES.passwordTooCommon),
    );
    expect((await login('cody@example.com')).statusCode).toBe(200);
  });

  it('refuses one on reset and leaves the link usable', async () => {
    await signUp(ctx.app, ctx.config, 'cora@example.com');
    await forgot('cora@example.com');
    const token = await lastResetToken('cora@example.com');
    expect((await reset(token, 'password1')).json()).toEqual(
      fieldError('body.password', ACCOUNT_SECURITY_MESSAGES.passwordTooCommon),
    );
    expect((await reset(token, 'a far better password')).statusCode).toBe(200);
  });

  it('keeps the spec length rule and text', async () => {
    const token = await signUp(ctx.app, ctx.config, 'len@example.com');
    const response = await changePassword(token, {
      current_password: 'correct horse',
      new_password: 'short',
    });
    expect(response.json()).toMatchObject(
      fieldError('body.new_password', 'Password must be at least 8 characters'),
    );
  });
});

describe('changing the password', () => {
  it('changes it and ends every other session, keeping this one', async () => {
    const here = await signUp(ctx.app, ctx.config, 'ada@example.com');
    const elsewhere = await signedIn('ada@example.com');
    const response = await changePassword(here, {
      current_password: 'correct horse',
      new_password: 'a new secret phrase',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { changed: true, ended_sessions: 1 } });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login('ada@example.com')).statusCode).toBe(401);
    expect((await login('ada@example.com', 'a new secret phrase')).statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field', async () => {
    const token = await signUp(ctx.app, ctx.config, 'bea@example.com');
    const response = await changePassword(token, {
      current_password: 'not the password',
      new_password: 'a new secret phrase',
    });
    expect(response.json()).toEqual(
      fieldError('body.current_password', ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong),
    );
    expect((await login('bea@example.com')).statusCode).toBe(200);
  });

  it('requires the current password when the account has one', async () => {
    const token = await signUp(ctx.app, ctx.config, 'cid@example.com');
    const response = await changePassword(token, { new_password: 'a new secret phrase' });
    expect(response.json()).toEqual(fieldError('body.current_password', 'Password is required'));
  });

  it('refuses the current password as the new one', async () => {
    const token = await signUp(ctx.app, ctx.config, 'dan@example.com');
    const response = await changePassword(token, {
      current_password: 'correct horse',
      new_password: 'correct horse',
    });
    expect(response.json()).toEqual(
      fieldError('body.new_password', ACCOUNT_SECURITY_MESSAGES.passwordUnchanged),
    );
  });

  it('cannot be used to guess: after 5 wrong current passwords even the right one waits', async () => {
    const token = await signUp(ctx.app, ctx.config, 'eve@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await changePassword(token, {
        current_password: `wrong guess ${attempt}`,
        new_password: 'a new secret phrase',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await changePassword(token, {
      current_password: 'correct horse',
      new_password: 'a new secret phrase',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ data: { code: 'RATE_LIMITED' } });
    clock.advance(16 * MINUTE_MS);
    // The session slid forward on use, so it outlives the wait.
    const later = await changePassword(token, {
      current_password: 'correct horse',
      new_password: 'a new secret phrase',
    });
    expect(later.statusCode).toBe(200);
  });

  it('lets a social-only account set a first password without a current one', async () => {
    const credential = await new SignJWT({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: 'google-gwen',
      email: 'gwen@example.com',
      email_verified: true,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(googleKeys.privateKey);
    const signIn = await call('POST', '/api/auth/google', { credential });
    const { token } = signIn.json<{ data: { token: string } }>().data;
    expect((await me(token)).json()).toMatchObject({ data: { has_password: false } });
    const response = await changePassword(token, { new_password: 'my first password' });
    expect(response.json()).toEqual({ data: { changed: true, ended_sessions: 0 } });
    expect((await me(token)).json()).toMatchObject({ data: { has_password: true } });
    expect((await login('gwen@example.com', 'my first password')).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await call('POST', '/api/auth/password', { new_password: 'whatever it is' });
    expect(response.statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  it('mails a single-use link to the reset page, answering the same for unknown addresses', async () => {
    await signUp(ctx.app, ctx.config, 'fay@example.com');
    const known = await forgot('Fay@Example.com ');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ data: { sent: true } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);

    const [message] = await resetMailsTo('fay@example.com');
    expect(message?.link).toMatch(/^https:\/\/hearth\.example\/reset-password\/[\w-]{43}$/);
    expect(message?.text).toContain(message?.link);
    expect(message?.html).toContain(message?.link);
    expect(message?.text).toContain('expires in 1 hour');
    expect(await resetMailsTo('nobody@example.com')).toEqual([]);
  });

  it('resets the password once, ending every session of the account', async () => {
    const session = await signUp(ctx.app, ctx.config, 'gus@example.com');
    const other = await signedIn('gus@example.com');
    await forgot('gus@example.com');
    const token = await lastResetToken('gus@example.com');

    const response = await reset(token, 'a brand new password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { reset: true, email: 'gus@example.com' } });
    expect((await me(session)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login('gus@example.com')).statusCode).toBe(401);
    expect((await login('gus@example.com', 'a brand new password')).statusCode).toBe(200);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ data: { code: 'INVALID_LINK' } });
  });

  it('expires the link after PASSWORD_RESET_TTL_MINUTES', async () => {
    await signUp(ctx.app, ctx.config, 'hal@example.com');
    await forgot('hal@example.com');
    const token = await lastResetToken('hal@example.com');
    clock.advance(61 * MINUTE_MS);
    const response = await reset(token, 'a brand new password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { code: 'INVALID_LINK' } });
    expect((await login('hal@example.com')).statusCode).toBe(200);
  });

  it('makes older links useless once a newer one is sent', async () => {
    await signUp(ctx.app, ctx.config, 'ida@example.com');
    await forgot('ida@example.com');
    const older = await lastResetToken('ida@example.com');
    await forgot('ida@example.com');
    const newer = await lastResetToken('ida@example.com');
    expect(newer).not.toBe(older);
    expect((await reset(older, 'a brand new password')).statusCode).toBe(400);
    expect((await reset(newer, 'a brand new password')).statusCode).toBe(200);
  });

  it('verifies the address of an account that never clicked its verification link', async () => {
    await call('POST', '/api/auth/register', { email: 'jon@example.com', password: 'long enough' });
    expect((await login('jon@example.com', 'long enough')).statusCode).toBe(403);
    await forgot('jon@example.com');
    expect(
      (await reset(await lastResetToken('jon@example.com'), 'a new password')).statusCode,
    ).toBe(200);
    expect((await login('jon@example.com', 'a new password')).statusCode).toBe(200);
  });

  it('refuses an unknown token with INVALID_LINK', async () => {
    const response = await reset('x'.repeat(43), 'a brand new password');
    expect(response.json()).toMatchObject({ status: 400, data: { code: 'INVALID_LINK' } });
  });

  it('limits requests per address and per client address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await forgot('kim@example.com', `10.0.1.${attempt}`)).statusCode).toBe(200);
    }
    expect((await forgot('kim@example.com', '10.0.1.9')).statusCode).toBe(429);

    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await forgot(`someone${attempt}@example.com`, '10.0.2.1')).statusCode).toBe(200);
    }
    const flood = await forgot('someone-else@example.com', '10.0.2.1');
    expect(flood.statusCode).toBe(429);
    expect(flood.json()).toMatchObject({ data: { code: 'RATE_LIMITED' } });
  });

  it('never logs the token or the link, and never answers a secret', async () => {
    await signUp(ctx.app, ctx.config, 'liv@example.com');
    await forgot('liv@example.com');
    const token = await lastResetToken('liv@example.com');
    // The e-mailed page itself, as a browser opens it.
    await call('GET', `/reset-password/${token}`);
    await reset(token, 'a brand new password');
    const written = JSON.stringify(logs.lines);
    // The page's request was logged, with its token scrubbed.
    expect(written).toContain('/reset-password/[redacted]');
    expect(written).not.toContain(token);
    expect(written).not.toContain('liv@example.com');
    expect(bodies.join('\n')).not.toMatch(SECRET_PATTERN);
  });
});
