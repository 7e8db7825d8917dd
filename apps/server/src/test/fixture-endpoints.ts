import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { defineEndpoint } from '@hearth/contract';

import { AppError } from '../errors/app-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';

// Test-only endpoints that exercise validation and every way a handler can fail.

const echo = defineEndpoint({
  method: 'POST',
  path: '/test/echo/:id',
  summary: 'Test only: echoes a valid body',
  tags: ['test'],
  auth: 'none',
  successStatus: 201,
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  body: z.object({
    name: z.string().min(1),
    level: z.number().int().min(1).max(20),
    tags: z.array(z.string()).optional(),
  }),
  response: z.object({ id: z.string(), name: z.string() }),
});

const crash = defineEndpoint({
  method: 'GET',
  path: '/test/crash',
  summary: 'Test only: fails unexpectedly',
  tags: ['test'],
  auth: 'none',
  response: z.object({}),
});

const refuse = defineEndpoint({
  method: 'GET',
  path: '/test/refuse',
  summary: 'Test only: fails with a domain error',
  tags: ['test'],
  auth: 'none',
  response: z.object({}),
});

const badAnswer = defineEndpoint({
  method: 'GET',
  path: '/test/bad-answer',
  summary: 'Test only: answers data that breaks its schema',
  tags: ['test'],
  auth: 'none',
  response: z.object({ count: z.number() }),
});

/** Registers the endpoints above under /api/test/…. */
export function registerFixtureEndpoints(app: FastifyInstance): void {
  registerEndpoint(app, echo, ({ params, body }) => ({ id: params.id, name: body.name }));
  registerEndpoint(app, crash, () => {
    throw new Error('database password is hunter2');
  });
  registerEndpoint(app, refuse, () => {
    throw new AppError('CHAR.NOT_FOUND', undefined, { id: 'c1' });
  });
  // Deliberately breaks its response schema, as a handler bug would.
  registerEndpoint(app, badAnswer, () => ({ count: 'many' }) as unknown as { count: number });
}
