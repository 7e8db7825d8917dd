import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { defineEndpoint } from '@hearth/contract';

import { json } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';
import { registerEndpoint } from './register-endpoint.ts';

// Test-only endpoints: one taking no body, one whose fields are all optional, one requiring one.
const removeThing = defineEndpoint({
  method: 'DELETE',
  path: '/test/things/:id',
  summary: 'Test only: takes no body',
  tags: ['test'],
  auth: 'none',
  params: z.object({ id: z.string() }),
  response: z.object({ id: z.string(), body: z.unknown() }),
});

const changeThing = defineEndpoint({
  method: 'PUT',
  path: '/test/things/:id',
  summary: 'Test only: every field optional',
  tags: ['test'],
  auth: 'none',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string().optional(), open: z.boolean().optional() }).strict(),
  response: z.object({ id: z.string(), body: z.unknown() }),
});

const nameThing = defineEndpoint({
  method: 'POST',
  path: '/test/things/:id',
  summary: 'Test only: one field required',
  tags: ['test'],
  auth: 'none',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }).strict(),
  response: z.object({ id: z.string(), body: z.unknown() }),
});

const ctx = useTestApp({
  configure(app) {
    const echo = ({ params, body }: { params: { id: string }; body?: unknown }) => ({
      id: params.id,
      body: body ?? null,
    });
    registerEndpoint(app, removeThing, echo);
    registerEndpoint(app, changeThing, echo);
    registerEndpoint(app, nameThing, echo);
  },
});

const send = (method: 'DELETE' | 'PUT' | 'POST', payload: string) =>
  ctx.app.inject({ method, url: '/api/test/things/7', headers: json, payload });

describe('JSON bodies (spec platform §7: every call carries the JSON content type)', () => {
  it('takes an empty body with the JSON content type as no body on a call that takes none', async () => {
    const response = await send('DELETE', '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: '7', body: null } });
  });

  it('takes an empty body as an empty object on a call whose fields are all optional', async () => {
    const empty = await send('PUT', '');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: { id: '7', body: {} } });
    const noContentType = await ctx.app.inject({ method: 'PUT', url: '/api/test/things/7' });
    expect(noContentType.statusCode).toBe(200);
  });

  it('still names each missing field of a call that requires one', async () => {
    const response = await send('POST', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: { code: 'VALIDATION', details: { fields: [{ path: 'body.name' }] } },
    });
  });

  it.each([
    ['whitespace', ' '],
    ['a cut-off object', '{"name": '],
    ['a bare word', 'null x'],
  ])('still refuses a malformed body (%s) with 400 BAD_REQUEST', async (_case, payload) => {
    for (const method of ['DELETE', 'PUT', 'POST'] as const) {
      const response = await send(method, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        ok: false,
        data: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
      });
    }
  });

  it('still refuses prototype poisoning', async () => {
    const response = await send('PUT', '{"__proto__": {"open": true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false });
  });

  it('parses a JSON body with a charset as before', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/test/things/7',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ name: 'Lamp' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: '7', body: { name: 'Lamp' } } });
  });
});
