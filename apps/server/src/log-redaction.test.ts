import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { REDACTED, scrubText } from './log-redaction.ts';
import { json, lastLinkTo } from './test/accounts.ts';
import { captureLogs, useTestApp } from './test/app.ts';

const logs = captureLogs();
const ctx = useTestApp({
  logger: logs.logger,
  configure: (app) => {
    // A statement that fails in the database with personal data in its parameters, as a
    // constraint or encoding error on a real route would.
    app.post('/api/test/failing-query', async (request) => {
      const { email, name } = request.body as { email: string; name: string };
      await app.database.db.execute(sql`select ${email}::int as n, ${name}::text as name`);
      return {};
    });
  },
});

const EMAIL = 'ada.lovelace@example.com';
const NAME = 'Brienne of Tarth';

const logged = () => JSON.stringify(logs.lines);

describe('logs', () => {
  it('keep the e-mail and the name of a failed statement out of a logged 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/failing-query',
      headers: json,
      payload: { email: EMAIL, name: NAME },
    });
    expect(response.statusCode).toBe(500);
    const line = logs.lines.find(
      (entry) => entry.reqId === response.headers['x-request-id'] && entry.level === 50,
    );
    const err = line?.err as { message: string; stack: string; params?: unknown };
    // The fault is still there to be diagnosed: what failed, and where.
    expect(err.message).toContain('Failed query: select');
    expect(err.stack).toContain('log-redaction.test.ts');
    expect(JSON.stringify(line)).not.toContain(EMAIL);
    expect(JSON.stringify(line)).not.toContain('ada.lovelace');
    expect(JSON.stringify(line)).not.toContain(NAME);
  });

  it('keep the address and the verification link out of a registration and its mail', async () => {
    const email = 'grace.hopper@example.com';
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: json,
      payload: { email, password: 'correct horse' },
    });
    expect(registered.statusCode).toBe(201);
    const link = await lastLinkTo(ctx.config, email);
    const token = link.split('/').at(-1)!;
    const verified = await ctx.app.inject({ method: 'GET', url: `/api${link}` });
    expect(verified.statusCode).toBe(200);
    expect(logs.lines.some((entry) => String(entry.msg).startsWith('e-mail written'))).toBe(true);
    expect(logged()).toContain(`/api/verify/${REDACTED}`);
    expect(logged()).not.toContain(email);
    expect(logged()).not.toContain(token);
  });
});

describe('scrubText', () => {
  it.each([
    ['to ada@example.com.', `to ${REDACTED}.`],
    ['"users"."email" = $1', '"users"."email" = $1'],
    [
      'at node_modules/@fastify/busboy/lib/main.js:3',
      'at node_modules/@fastify/busboy/lib/main.js:3',
    ],
    ['GET /api/verify/abc-DEF_1?x=1', `GET /api/verify/${REDACTED}?x=1`],
    ['Authorization: Bearer abc.def', `Authorization: Bearer ${REDACTED}`],
    [`session ${'a'.repeat(43)} expired`, `session ${REDACTED} expired`],
    [
      `uuid ${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
      `uuid ${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
    ],
  ])('%s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });
});
