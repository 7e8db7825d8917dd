import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { sessionInvalidationBus } from '../accounts/session-invalidation.ts';
import type { SessionsRepository } from '../accounts/sessions-repository.ts';
import { sessionsRepository } from '../accounts/sessions-repository.ts';
import type { UsersRepository } from '../accounts/users-repository.ts';
import { usersRepository } from '../accounts/users-repository.ts';
import { verificationRepository } from '../accounts/verification-repository.ts';
import type { GoogleKeySet } from '../auth/google.ts';
import { googleKeySet } from '../auth/google.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { createPasswordHasher } from '../auth/passwords.ts';
import type { CharacterCache } from '../characters/character-cache.ts';
import { createCharacterCache } from '../characters/character-cache.ts';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createOutboxMailer } from '../mail/outbox.ts';
import { createSmtpMailer } from '../mail/smtp.ts';
import { withMemoryFallback } from '../rate-limit/fallback.ts';
import { createMemoryRateLimiter } from '../rate-limit/memory.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { createRedisRateLimiter } from '../rate-limit/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests inject a clock to expire tokens and rate-limit windows. */
    now: () => Date;
    mailer: Mailer;
    rateLimiter: RateLimiter;
    passwords: PasswordHasher;
    /** Google's signing keys (tests inject a local key set). */
    googleKeys: GoogleKeySet;
    accounts: {
      users: UsersRepository;
      sessions: SessionsRepository;
      verification: ReturnType<typeof verificationRepository>;
    };
    /** Characters read recently (characters/character-cache.ts). */
    characterCache: Pick<CharacterCache, 'begin' | 'get' | 'set'> & {
      /** Forgets the user's kept characters here and, through Redis, on every instance. */
      forgetUser(userId: string): void;
    };
  }
}

export interface ServicesOptions {
  config: Config;
  now?: () => Date;
  googleKeys?: GoogleKeySet;
  rateLimiter?: RateLimiter;
  /** Key prefix of the Redis rate limiter (tests keep their counters apart with it). */
  redisKeyPrefix?: string;
}

/**
 * Redis-backed limits that fall back to memory while Redis is down. Start-up waits for the
 * first connection attempt (at most the connect timeout), so that the first sign-ins after a
 * start are already shared; a Redis that is down at start delays nothing further.
 */
async function sharedRateLimiter(
  app: FastifyInstance,
  url: string,
  now: () => Date,
  keyPrefix: string | undefined,
): Promise<RateLimiter> {
  const redis = createRedisRateLimiter(url, keyPrefix);
  await redis.connected();
  return withMemoryFallback(redis, createMemoryRateLimiter(now), {
    warn: (details, message) => app.log.warn(details, message),
    info: (message) => app.log.info(message),
  });
}

/**
 * What the account routes need besides the database: clock, mailer, rate limiter, password
 * hasher, Google's keys and the account repositories. Registered after the database.
 */
export const servicesPlugin = fp(
  async (app: FastifyInstance, options: ServicesOptions) => {
    const { config } = options;
    const now = options.now ?? (() => new Date());
    app.decorate('now', now);
    app.decorate(
      'mailer',
      config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(join(config.dataDir, 'outbox'), app.log),
    );
    const ownsLimiter = !options.rateLimiter;
    app.decorate(
      'rateLimiter',
      options.rateLimiter ??
        (config.redisUrl
          ? await sharedRateLimiter(app, config.redisUrl, now, options.redisKeyPrefix)
          : createMemoryRateLimiter(now)),
    );
    app.decorate('passwords', createPasswordHasher(config.passwordHashing));
    // A getter, so Google's remote key set is only created when a Google sign-in happens.
    const injectedKeys = options.googleKeys;
    app.decorate('googleKeys', {
      getter: () => injectedKeys ?? googleKeySet(),
    });
    const db = app.database.db;
    const invalidations = config.redisUrl
      ? await sessionInvalidationBus(config.redisUrl, options.redisKeyPrefix, app.log)
      : null;
    const sessions = sessionsRepository(db, {
      ttlDays: config.sessionTtlDays,
      maxDays: config.sessionMaxDays,
      now,
      ...(invalidations ? { invalidations } : {}),
    });
    invalidations?.subscribe((target) => sessions.forgetLocally(target));
    const characterCache = createCharacterCache();
    invalidations?.subscribeCharacters((userId) => characterCache.forgetUser(userId));
    const forgetCharacters = (userId: string) => {
      characterCache.forgetUser(userId);
      invalidations?.publishCharacters(userId);
    };
    app.decorate('characterCache', {
      begin: characterCache.begin,
      get: characterCache.get,
      set: characterCache.set,
      forgetUser: forgetCharacters,
    });
    app.decorate('accounts', {
      users: usersRepository(db, (userId) => {
        sessions.forgetUser(userId);
        forgetCharacters(userId);
      }),
      sessions,
      verification: verificationRepository(db, now),
    });
    app.addHook('onClose', async () => {
      await app.mailer.close();
      if (ownsLimiter) await app.rateLimiter.close();
      await invalidations?.close();
    });
  },
  { name: 'hearth-services', dependencies: ['hearth-database'] },
);
