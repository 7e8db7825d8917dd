import { describe, expect, it } from 'vitest';

import { captureLogs, useTestApp } from '../test/app.ts';
import { registerFixtureEndpoints } from '../test/fixture-endpoints.ts';

const logs = captureLogs();
const ctx = useTestApp({
  env: { BODY_LIMIT: '1024' },
  logger: logs.logger,
  configure: registerFixtureEndpoints,
});

const json = { 'content-type': 'application/json' };

describe('success', () => {
  it('wraps the handler result in { data } with the endpoint status', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      headers: json,
      payload: { name: 'Ada', level: 3 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { id: '7', name: 'Ada' } });
  });
});

describe('error envelope', () => {
  it('answers an unknown API route with 404 NOT_FOUND', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      ok: false,
      data: { code: 'NOT_FOUND', message: 'Not found' },
    });
  });

  it('answers a known path with the wrong method with 404', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/versions' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, data: { code: 'NOT_FOUND' } });
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      headers: json,
      payload: '{"name": "Ada", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      ok: false,
      data: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
    });
  });

  it('answers an empty JSON body where fields are required with 400 VALIDATION naming them', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      headers: json,
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: {
        code: 'VALIDATION',
        details: { fields: [{ path: 'body.name' }, { path: 'body.level' }] },
      },
    });
  });

  it('answers wrong types with 400 VALIDATION and the path of each field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      headers: json,
      payload: { name: 42, level: 1.5, tags: ['ok', 3] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ data: { code: string; details: { fields: unknown[] } } }>();
    expect(body.data.code).toBe('VALIDATION');
    expect(body.data.details.fields).toEqual([
      { path: 'body.name', message: expect.any(String) },
      { path: 'body.level', message: expect.any(String) },
      { path: 'body.tags.1', message: expect.any(String) },
    ]);
  });

  it('names path parameters and a missing body too', async () => {
    const badParam = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo/abc',
      headers: json,
      payload: { name: 'Ada', level: 3 },
    });
    expect(badParam.json()).toMatchObject({
      data: { code: 'VALIDATION', details: { fields: [{ path: 'params.id' }] } },
    });
    const noBody = await ctx.app.inject({ method: 'POST', url: '/api/test/echo/7' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({
      data: {
        code: 'VALIDATION',
        details: { fields: [{ path: 'body.name' }, { path: 'body.level' }] },
      },
    });
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      headers: json,
      payload: { name: 'x'.repeat(2000), level: 3 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      status: 413,
      ok: false,
      data: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it.each(['application/xml', 'text/plain'])(
    'answers a %s body with 415 UNSUPPORTED_MEDIA_TYPE',
    async (type) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/echo/7',
        headers: { 'content-type': type },
        payload: '<name>Ada</name>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        status: 415,
        ok: false,
        data: { code: 'UNSUPPORTED_MEDIA_TYPE' },
      });
    },
  );

  it('answers a malformed URL with 400, not 5xx', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/echo/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, data: { code: 'BAD_REQUEST' } });
  });

  it('answers a domain error with its catalogue code, status and details', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/refuse' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      ok: false,
      data: { code: 'CHAR.NOT_FOUND', message: 'Character not found', details: { id: 'c1' } },
    });
  });

  it('answers an unexpected failure with a generic 500 INTERNAL and logs it with the request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      ok: false,
      data: { code: 'INTERNAL', message: 'Something went wrong on our side' },
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    const requestId = response.headers['x-request-id'];
    const logged = logs.lines.find((line) => line.reqId === requestId && line.level === 50);
    expect(logged).toMatchObject({ err: { message: 'database password is hunter2' } });
    expect((logged?.err as { stack?: string }).stack).toContain('fixture-endpoints.ts');
  });

  it('answers a response that breaks its own schema with 500 INTERNAL', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/bad-answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ data: { code: 'INTERNAL' } });
  });
});

describe('request ids', () => {
  it('keeps a well-formed incoming id and invents one otherwise', async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-123' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-123');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
