import { randomUUID } from 'node:crypto';

import compress from '@fastify/compress';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { serializerCompiler, validatorCompiler } from '@fastify/type-provider-zod';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';

import type { Catalogue } from '@hearth/content';

import type { GoogleKeySet } from './auth/google.ts';
import type { Config } from './config.ts';
import type { DatabaseConnection } from './db/index.ts';
import { replyToClientError } from './errors/client-error.ts';
import { errorHandling, replyToError } from './errors/error-handler.ts';
import { inputGuard } from './http/input-guard.ts';
import { jsonBody } from './http/json-body.ts';
import { redactingLogger } from './log-redaction.ts';
import { createLogger } from './logger.ts';
import { authPlugin } from './plugins/auth.ts';
import { cataloguePlugin } from './plugins/catalogue.ts';
import { connectionDrainingPlugin } from './plugins/connection-draining.ts';
import { databasePlugin } from './plugins/database.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { servicesPlugin } from './plugins/services.ts';
import { uploadFilesPlugin } from './plugins/upload-files.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { authRoutes } from './routes/auth/index.ts';
import { campaignRoutes } from './routes/campaigns/index.ts';
import { catalogueRoutes } from './routes/catalogue/index.ts';
import { characterBeastRoutes } from './routes/character-beasts/index.ts';
import { characterRoutes } from './routes/characters/index.ts';
import { clientConfigRoutes } from './routes/client-config/index.ts';
import { contentAdminRoutes } from './routes/content-admin/index.ts';
import { favoriteRoutes } from './routes/favorites/index.ts';
import { generatorRoutes } from './routes/generators/index.ts';
import { inventoryRoutes } from './routes/inventories/index.ts';
import { noteRoutes } from './routes/notes/index.ts';
import { presetRoutes } from './routes/presets/index.ts';
import { profileRoutes } from './routes/profile/index.ts';
import { sourcesRoutes } from './routes/sources/index.ts';
import { systemRoutes } from './routes/system/index.ts';
import { uploadRoutes } from './routes/uploads/index.ts';
import { verifyRoutes } from './routes/verify/index.ts';

export interface BuildAppOptions {
  config: Config;
  /**
   * A database owned by the caller, open or still opening (so that start-up can overlap the
   * two). Without it the app opens the configured one and closes it with the app.
   */
  db?: DatabaseConnection | Promise<DatabaseConnection>;
  logger?: FastifyBaseLogger;
  /** The clock (tests move it forward to expire sessions, links and rate-limit windows). */
  now?: () => Date;
  /** Keys Google ID tokens are checked against; tests sign tokens with a local key pair. */
  googleKeys?: GoogleKeySet;
  /** A rate limiter owned by the caller (not closed with the app). */
  rateLimiter?: RateLimiter;
  /** Prefix of the Redis rate-limit keys, so that apps sharing a Redis can be kept apart. */
  redisKeyPrefix?: string;
  /** Content bundles to serve instead of the built catalogue. */
  catalogue?: Catalogue;
  /** Removes one upload file (tests inject failures to see the sweep retry). */
  removeUploadFile?: (path: string) => Promise<void>;
}

/** A proxy's request id is kept when it looks like one; otherwise each request gets a UUID. */
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && /^[\w.:-]{1,64}$/.test(header) ? header : randomUUID();
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Zod validates and serialises every route. Naming the compilers at construction, rather than
 * with setValidatorCompiler(), also spares loading Ajv and fast-json-stringify (~0.3 s of
 * start-up). Fastify types these factories for Ajv's JSON schemas; the compilers take zod
 * schemas, exactly what set*Compiler() would hand them, hence the cast.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/**
 * Builds the server, ready to `listen()` or `inject()`: external plugins first, then ours
 * (errors, database, catalogue, services, auth), then the routes, then the web app and its fallback.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    loggerInstance: redactingLogger(options.logger ?? createLogger(config.logLevel)),
    bodyLimit: config.bodyLimit,
    // Opening and migrating the embedded database takes seconds on a cold, busy or slow machine;
    // Fastify's default 10 s per plugin made such a start fail outright.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
    genReqId: requestId,
    requestIdHeader: false,
    frameworkErrors: replyToError,
    clientErrorHandler: replyToClientError,
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON only: a text/plain body is refused (415) rather than parsed as a string.
  app.removeContentTypeParser('text/plain');
  // Callback-style hooks: an async one costs a promise and a microtask on every answer.
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorHandling);
  await app.register(securityHeadersPlugin, { config });
  await app.register(inputGuard);
  await app.register(jsonBody);
  await app.register(connectionDrainingPlugin);
  await app.register(compress, { global: true });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  await app.register(databasePlugin, {
    config: config.database,
    ...(options.db ? { connection: options.db } : {}),
  });
  await app.register(cataloguePlugin, options.catalogue ? { catalogue: options.catalogue } : {});
  await app.register(servicesPlugin, {
    config,
    ...(options.now ? { now: options.now } : {}),
    ...(options.googleKeys ? { googleKeys: options.googleKeys } : {}),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    ...(options.redisKeyPrefix ? { redisKeyPrefix: options.redisKeyPrefix } : {}),
  });
  await app.register(uploadFilesPlugin, {
    config,
    ...(options.removeUploadFile ? { removeFile: options.removeUploadFile } : {}),
  });
  await app.register(authPlugin);

  await app.register(systemRoutes);
  await app.register(clientConfigRoutes, { config });
  await app.register(sourcesRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentAdminRoutes);
  await app.register(authRoutes, { config });
  await app.register(verifyRoutes, { config });
  await app.register(profileRoutes);
  await app.register(characterRoutes);
  await app.register(generatorRoutes);
  await app.register(inventoryRoutes);
  await app.register(presetRoutes);
  await app.register(characterBeastRoutes);
  await app.register(noteRoutes);
  await app.register(favoriteRoutes);
  await app.register(campaignRoutes);
  await app.register(uploadRoutes, { config });

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
