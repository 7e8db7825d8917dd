import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { loadCatalogue } from '@hearth/content';

import { useTestApp } from '../../test/app.ts';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

const ctx = useTestApp();

describe('GET /api/versions', () => {
  it('answers the content version of every store and the app version', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/versions?v=0.1.0' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: { versions: Record<string, string>; app_version: string };
    }>();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.app_version).toBe(rootPackage.version);
    const catalogue = loadCatalogue();
    expect(body.data.versions).toEqual(
      Object.fromEntries(Object.values(catalogue).map((bundle) => [bundle.store, bundle.version])),
    );
  });

  it('does not need the client version', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/versions' });
    expect(response.statusCode).toBe(200);
  });

  it('validates the query string', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/versions?v=${'9'.repeat(65)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      ok: false,
      data: { code: 'VALIDATION', details: { fields: [{ path: 'query.v' }] } },
    });
  });
});

describe('GET /api/health', () => {
  it('reports the database in use', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        status: 'ok',
        database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
        uptime_s: expect.any(Number),
      },
    });
  });
});

describe('OpenAPI', () => {
  it('documents the endpoints from their contract schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/versions', '/api/health']),
    );
    expect(document.paths['/api/versions']?.get?.parameters?.map((p) => p.name)).toEqual(['v']);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the documentation UI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('lets only the documentation UI use inline styles; its scripts stay our own', async () => {
    const policyOf = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      const header = String(response.headers['content-security-policy']);
      return new Map(
        header.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
    };
    const docs = await policyOf('/api/docs/static/index.html');
    expect(docs.get('style-src')).toContain("'unsafe-inline'");
    expect(docs.get('script-src')).toEqual(["'self'"]);
    const api = await policyOf('/api/health');
    expect(api.get('style-src')).not.toContain("'unsafe-inline'");
  });
});
