import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../config.ts';
import { inlineHashes, pagePolicy, UPLOAD_POLICY } from '../http/content-security-policy.ts';
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

/** helmet's options for this server's set-up (pure apart from reading index.html). */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  const hashes = builtInlineHashes(config.webDistDir);
  return {
    global: true,
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
 * Security headers on every answer (helmet, configured from the environment): a strict CSP,
 * no framing, nosniff, a referrer and a permissions policy, HSTS behind https; and API answers
 * that set no caching of their own are `no-store`, so personal data stays out of shared and
 * browser caches (the catalogue and uploads set theirs and keep their ETags and 304s).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    await app.register(helmet, helmetOptions(options.config));
    app.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      const path = request.url.split('?')[0] ?? '';
      if (isApiPath(path) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', API_DEFAULT_CACHE_CONTROL);
      }
    });
  },
  { name: 'hearth-security-headers' },
);
