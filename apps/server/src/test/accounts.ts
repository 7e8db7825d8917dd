import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import type { Config } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';

export const json = { 'content-type': 'application/json' };

/** A clock tests move forward; starts at the real time so database defaults agree with it. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/** The messages the outbox mailer wrote, oldest first. */
export async function readOutbox(config: Config): Promise<MailMessage[]> {
  const dir = join(config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as MailMessage),
  );
}

/** The path of the newest verification link sent to `email` (`/verify/<token>`). */
export async function lastLinkTo(config: Config, email: string): Promise<string> {
  const messages = (await readOutbox(config)).filter((message) => message.to === email);
  const link = messages.at(-1)?.link;
  if (!link) throw new Error(`no e-mail to ${email}`);
  return new URL(link).pathname;
}

/** Registers, follows the e-mailed link and signs in: answers the session token. */
export async function signUp(
  app: FastifyInstance,
  config: Config,
  email: string,
  password = 'correct horse',
): Promise<string> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: json,
    payload: { email, password },
  });
  expect(registered.statusCode).toBe(201);
  const verified = await app.inject({
    method: 'GET',
    url: `/api${await lastLinkTo(config, email)}`,
  });
  expect(verified.statusCode).toBe(200);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: { email, password },
  });
  expect(login.statusCode).toBe(200);
  return login.json<{ data: { token: string } }>().data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every response body the app sends, to check afterwards that no secret ever left. */
export function recordResponses(app: FastifyInstance): string[] {
  const bodies: string[] = [];
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string') bodies.push(payload);
    return payload;
  });
  return bodies;
}

export const SECRET_PATTERN = /password_?hash|token_?hash|\$argon2/i;
