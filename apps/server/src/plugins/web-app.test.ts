import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { captureLogs, useTestApp } from '../test/app.ts';
import {
  ASSET_PATH,
  INDEX_HTML,
  PRECOMPRESSED_ASSET_PATH,
  PRECOMPRESSED_COPY,
} from '../test/web-dist.ts';

describe('with a built web app', () => {
  const ctx = useTestApp();

  it.each(['/', '/login', '/character', '/campaign/42/inventory'])(
    'answers GET %s with index.html, never cached',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: ASSET_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/favicon.svg'])(
    'revalidates %s on every use',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a missing hashed asset with 404 rather than the app shell', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps API 404s and non-GET requests out of the fallback', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/characters-nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ ok: false, data: { code: 'NOT_FOUND' } });
    const post = await ctx.app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ ok: false, data: { code: 'NOT_FOUND' } });
  });

  it('compresses pages with gzip or brotli when the client accepts it', async () => {
    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX_HTML);
    const brotli = await ctx.app.inject({
      method: 'GET',
      url: ASSET_PATH,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('console.log');
  });

  it("sends the build's compressed copies as they are, and the file to a client without them", async () => {
    const get = (encoding: string) =>
      ctx.app.inject({
        method: 'GET',
        url: PRECOMPRESSED_ASSET_PATH,
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(PRECOMPRESSED_COPY);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PRECOMPRESSED_COPY);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('yyyy');
  });

  it('compresses JSON answers', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveProperty('paths');
  });

  it('sends small answers and clients without accept-encoding uncompressed', async () => {
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('without a build', () => {
  const logs = captureLogs();
  const missing = join(mkdtempSync(join(tmpdir(), 'hearth-no-dist-')), 'dist');
  const ctx = useTestApp({ env: { WEB_DIST_DIR: missing }, logger: logs.logger });

  it('answers page loads with a plain 503 saying to build', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('warned at start', () => {
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        distDir: missing,
        msg: expect.stringContaining('npm run build'),
      }),
    );
  });
});
