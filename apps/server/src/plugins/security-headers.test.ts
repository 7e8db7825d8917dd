import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { bearer, signUp } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';
import { testCatalogue } from '../test/catalogue-fixture.ts';
import { createWebDist } from '../test/web-dist.ts';

type Headers = Record<string, string | string[] | number | undefined>;

/** The CSP as directive → sources, for asserting on one directive at a time. */
function csp(headers: Headers): Map<string, string[]> {
  const header = headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer carries, page, API or image alike. */
function expectCommonHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(csp(headers).get('frame-ancestors')).toEqual(["'none'"]);
}

describe('pages and API answers, no sign-in provider configured', () => {
  const ctx = useTestApp({ build: { catalogue: testCatalogue() } });
  let token: string;
  let userId: string;
  beforeAll(async () => {
    token = await signUp(ctx.app, ctx.config, 'headers@example.com');
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    userId = user.json<{ data: { id: string } }>().data.id;
  });

  it.each(['/', '/login', '/campaign/42/inventory'])(
    'serves %s with a strict CSP and the other headers',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expectCommonHeaders(response.headers);
      const policy = csp(response.headers);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // The fake build inlines nothing: our own files only, no inline script at all.
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('worker-src')).toEqual(["'self'"]);
      expect(policy.get('manifest-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(["'none'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      // Over plain http neither HSTS nor an upgrade of requests.
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
    },
  );

  it('keeps the pages themselves revalidated, not no-store (they are the offline shell)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the headers on API answers, errors included', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expectCommonHeaders(health.headers);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing.headers);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/auth/user', '/api/auth/export', '/api/characters/user/:me', '/api/presets/mine'])(
    'never lets %s be cached: it is personal data',
    async (path) => {
      const url = path.replace(':me', userId);
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers a refused sign-in no-store too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the catalogue its own caching and its 304s', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/spells' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/spells',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });

  it('serves an uploaded image with nosniff and a sandboxed, image-only CSP', async () => {
    const form = new FormData();
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c84' },
    })
      .png()
      .toBuffer();
    form.set('file', new Blob([png], { type: 'image/png' }), 'a.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/avatar',
      headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.headers['cache-control']).toBe('no-store');

    const { url } = uploaded.json<{ data: { url: string } }>().data;
    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expectCommonHeaders(image.headers);
    const policy = csp(image.headers);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('sandbox')).toEqual([]);
    expect(policy.has('script-src')).toBe(false);
    // Images keep their year-long caching: their URL is unguessable and never reused.
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('with Google, Telegram, analytics and https configured', () => {
  const ctx = useTestApp({
    env: {
      PUBLIC_URL: 'https://hearth.example.org',
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      TELEGRAM_BOT_TOKEN: '123456:telegram-test-token',
      TELEGRAM_BOT_NAME: 'hearth_test_bot',
      ANALYTICS_URL: 'https://stats.example.org/path/',
    },
  });

  it('lets each sign-in widget and the analytics origin through, and nothing more', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login' });
    const policy = csp(response.headers);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://telegram.org/js/telegram-widget.js',
    ]);
    expect(policy.get('frame-src')).toEqual([
      'https://accounts.google.com/gsi/',
      'https://oauth.telegram.org',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://stats.example.org',
      'https://accounts.google.com/gsi/',
    ]);
    expect(policy.get('style-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
  });

  it('sends HSTS and upgrades insecure requests behind https', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(csp(response.headers).get('upgrade-insecure-requests')).toEqual([]);
  });
});

describe('with a build that inlines a script', () => {
  const inlineScript = "globalThis.hearthBoot = 'inline';";
  const distDir = createWebDist();
  writeFileSync(
    join(distDir, 'index.html'),
    `<!doctype html><html><head><script>${inlineScript}</script>` +
      '<script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  const ctx = useTestApp({ env: { WEB_DIST_DIR: distDir } });

  it("allows exactly that script by its sha256, never 'unsafe-inline'", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp(response.headers).get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
