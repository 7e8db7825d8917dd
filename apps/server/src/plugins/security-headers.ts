import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Only its types: the route option `helmet` and its options' shape. The headers themselves
// come from helmet, once (http/fixed-headers.ts).
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';

import type { Config } from '../config.ts';
import { inlineHashes, pagePolicy, UPLOAD_POLICY } from '../http/content-security-policy.ts';
import type { HeaderSet } from '../http/fixed-headers.ts';
import { headersSetBy } from '../http/fixed-headers.ts';
import { isApiPath } from './web-app.ts';

/**
 * Browser features the app does not use are switched off for it and anything it embeds; the
 * camera stays available to our own pages for joining a campaign by QR code.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** What an API answer is cached with when its route says nothing: most carry personal data. */
const API_DEFAULT_CACHE_CONTROL = 'no-store';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Route option for uploaded images (`helmet: UPLOAD_HELMET` on the route). */
export const UPLOAD_HELMET = {
  contentSecurityPolicy: { useDefaults: false, directives: UPLOAD_POLICY },
} satisfies FastifyHelmetOptions;

/** The built index.html's inline scripts and styles, read once at start-up. */
function builtInlineHashes(distDir: string) {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return { scripts: [], styles: [] };
  return inlineHashes(readFileSync(indexHtml, 'utf8'));
}

/** A route's own policy, as @fastify/helmet's route option took it. */
type RouteHelmet = Omit<FastifyHelmetOptions, 'global'> | false;

/** helmet's options for this server's set-up (pure apart from reading index.html). */
export function helmetOptions(config: Config): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  const hashes = builtInlineHashes(config.webDistDir);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: pagePolicy({
        inlineScriptHashes: hashes.scripts,
        inlineStyleHashes: hashes.styles,
        google: config.google !== null,
        telegram: config.telegram !== null,
        analyticsUrl: config.analytics?.url ?? null,
        https,
      }),
    },
    // Google's sign-in popup must be able to talk back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Over plain http (a LAN or localhost install) HSTS would be ignored at best and pin a
    // hostname to an https that does not exist at worst. Subdomains are not ours to pin.
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  };
}

/**
 * Security headers on every answer (helmet's, configured from the environment): a strict CSP,
 * no framing, nosniff, a referrer and a permissions policy, HSTS behind https; and API answers
 * that set no caching of their own are `no-store`, so personal data stays out of shared and
 * browser caches (the catalogue and uploads set theirs and keep their ETags and 304s).
 *
 * The policy is fixed for the process, so the header set is built once at start-up and each
 * request only copies it (see {@link headersSetBy}). A route may still take its own policy with
 * the `helmet` route option, as with @fastify/helmet (`helmet: UPLOAD_HELMET`): its set is
 * built once too, when the route is added.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const global = helmetOptions(options.config);
    const everyAnswer = headersSetBy(global);

    // Errors and 404s go through onRequest too, so every answer carries the set.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(everyAnswer);
      done();
    });

    app.addHook('onRoute', (route) => {
      const own = (route as { helmet?: RouteHelmet }).helmet;
      if (own === undefined) return;
      const routeSet: HeaderSet =
        own === false ? {} : headersSetBy({ ...global, ...own } as HelmetOptions);
      const dropped = Object.keys(everyAnswer).filter((name) => !(name in routeSet));
      // Route hooks run after the global one: the route's set replaces the global set.
      const replaceHeaders: onRequestHookHandler = (_request, reply, done) => {
        for (const name of dropped) reply.removeHeader(name);
        reply.headers(routeSet);
        done();
      };
      route.onRequest = [replaceHeaders, ...hooksOf(route.onRequest)];
    });

    // In onSend, as before: also on answers that never ran the onRequest hooks.
    app.addHook('onSend', (request, reply, _payload, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', API_DEFAULT_CACHE_CONTROL);
      }
      done();
    });
  },
  { name: 'hearth-security-headers' },
);

function hooksOf(hooks: RouteOptions['onRequest']): onRequestHookHandler[] {
  if (hooks === undefined) return [];
  return (Array.isArray(hooks) ? hooks : [hooks]) as onRequestHookHandler[];
}
