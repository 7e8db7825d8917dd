import { defineEndpoint } from '@hearth/contract';
import type { FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { useTestApp } from '../test/app.ts';
import { registerEndpoint } from './register-endpoint.ts';

const whoAmI = defineEndpoint({
  method: 'GET',
  path: '/test/me',
  summary: 'Test only: the signed-in user',
  tags: ['test'],
  response: z.object({ id: z.string() }),
});

type WithUser = FastifyRequest & { user: { id: string } | null };

describe('endpoints that need a signed-in user', () => {
  it('cannot be registered before an auth plugin exists', () => {
    expect(() => registerEndpoint(Fastify(), whoAmI, () => ({ id: 'x' }))).toThrow(
      /needs authentication, but no auth plugin is registered/,
    );
  });

  // A stand-in for the auth plugin: the token "good" belongs to user u1.
  const ctx = useTestApp({
    configure(app) {
      app.decorateRequest('user', null);
      app.addHook('onRequest', async (request) => {
        if (request.headers.authorization === 'Bearer good') {
          (request as WithUser).user = { id: 'u1' };
        }
      });
      registerEndpoint(app, whoAmI, ({ request }) => ({ id: (request as WithUser).user!.id }));
    },
  });

  it('answer a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/me',
      headers: { authorization: 'Bearer good' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: 'u1' } });
  });

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
