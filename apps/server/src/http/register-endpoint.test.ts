import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { defineEndpoint } from '@hearth/contract';

import { useTestApp } from '../test/app.ts';
import { registerEndpoint } from './register-endpoint.ts';

const whoAmI = defineEndpoint({
  method: 'GET',
  path: '/test/me',
  summary: 'Test only: the signed-in user',
  tags: ['test'],
  response: z.object({ id: z.string() }),
});

describe('endpoints that need a signed-in user', () => {
  it('cannot be registered before an auth plugin exists', () => {
    expect(() => registerEndpoint(Fastify(), whoAmI, () => ({ id: 'x' }))).toThrow(
      /needs authentication, but no auth plugin is registered/,
    );
  });

  const whoMightI = defineEndpoint({
    ...whoAmI,
    path: '/test/maybe-me',
    auth: 'optional',
    response: z.object({ id: z.string().nullable() }),
  });
  const ctx = useTestApp({
    configure(app) {
      registerEndpoint(app, whoAmI, ({ request }) => ({ id: request.user!.id }));
      registerEndpoint(app, whoMightI, ({ request }) => ({ id: request.user?.id ?? null }));
    },
  });
  let token = '';
  let userId = '';
  beforeAll(async () => {
    const user = await ctx.app.accounts.users.create({ email: 'me@example.com' });
    userId = user.id;
    token = await ctx.app.accounts.sessions.create(user.id, 'test');
  });

  it('answer a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: userId } });
  });

  it('serve optional endpoints with or without a token, but never with a bad one', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/test/maybe-me' });
    expect(anonymous.json()).toEqual({ data: { id: null } });
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/maybe-me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.json()).toEqual({ data: { id: userId } });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/maybe-me',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it.each(['Bearer nope', 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(300)}`, 'Bearer'])(
    'refuse the header %s with 401',
    async (authorization) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/test/me',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ data: { code: 'FAILED_AUTHENTICATION' } });
    },
  );

  it('refuse anyone else with 401 FAILED_AUTHENTICATION', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      status: 401,
      ok: false,
      data: { code: 'FAILED_AUTHENTICATION' },
    });
  });

  it('are marked as needing a bearer token in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(document.paths['/api/test/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});
