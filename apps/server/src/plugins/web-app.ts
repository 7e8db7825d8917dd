import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { API_PREFIX } from '@hearth/contract';

import { AppError } from '../errors/app-error.ts';
import { sendError } from '../errors/envelope.ts';

/** Vite puts content-hashed files here: their URL changes whenever their content does. */
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is revalidated on each use (ETag/Last-Modified make that cheap). */
const REVALIDATE = 'no-cache';

const NOT_BUILT_MESSAGE =
  'The Hearth web app has not been built yet.\n' +
  'Run `npm run build`, then restart the server. The API is available under /api.\n';

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

function isHashedAsset(url: string): boolean {
  return url.startsWith(`/${HASHED_ASSETS_DIR}/`);
}

/** Only page loads fall back to the app shell; API calls and other methods get a 404. */
function wantsAppShell(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(path) &&
    // A missing hashed file is a stale deployment, not a route: an HTML answer would only
    // turn into a confusing MIME-type error in the browser.
    !isHashedAsset(path)
  );
}

function notFound(reply: FastifyReply) {
  return sendError(reply, new AppError('NOT_FOUND'));
}

function cacheHeadersFor(distDir: string) {
  // @fastify/static 10 hands over Fastify's reply (9 gave the raw response).
  return (reply: FastifyReply, filePath: string) => {
    const inDist = relative(distDir, filePath);
    const hashed = inDist.startsWith(`${HASHED_ASSETS_DIR}${sep}`);
    reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
  };
}

/**
 * Serves the built web app from `distDir` with history-style fallback: any page URL that is
 * not a file answers index.html and the client router takes over. index.html, sw.js and
 * manifest.webmanifest are always revalidated so a deployment reaches users at once; hashed
 * assets are cached for a year. Without a build, page loads answer 503 and the API still works.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const { distDir } = options;
    if (!existsSync(join(distDir, 'index.html'))) {
      app.log.warn({ distDir }, 'web app not built: run `npm run build`; serving the API only');
      app.setNotFoundHandler((request, reply) => {
        if (!wantsAppShell(request)) return notFound(reply);
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      });
      return;
    }
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent as they
      // are, instead of compressing every script on every request (issue 16).
      preCompressed: true,
      setHeaders: cacheHeadersFor(distDir),
      allowedPath: (pathName) => !isApiPath(pathName),
    });
    app.setNotFoundHandler((request, reply) => {
      if (!wantsAppShell(request)) return notFound(reply);
      return reply.sendFile('index.html');
    });
    app.log.debug({ distDir }, 'serving the web app');
  },
  { name: 'hearth-web-app' },
);
