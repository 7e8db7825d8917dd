import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

import type { SessionTarget } from './session-cache.ts';
import type { SessionInvalidationPublisher } from './sessions-repository.ts';

/** Fail fast as the rate limiter does: a logout must not wait on a Redis that is gone. */
const CONNECT_TIMEOUT_MS = 1_000;
const reconnectDelayMs = (attempt: number) => Math.min(attempt * 200, 2_000);

export interface SessionInvalidationBus extends SessionInvalidationPublisher {
  /** Calls `forget` for every announcement, this instance's own included. */
  subscribe(forget: (target: SessionTarget) => void): void;
  /**
   * Announces that a user's characters (or what they carry) changed, so that every instance
   * forgets the ones it keeps (characters/character-cache.ts).
   */
  publishCharacters(userId: string): void;
  /** Calls `forget` for every such announcement, this instance's own included. */
  subscribeCharacters(forget: (userId: string) => void): void;
  close(): Promise<void>;
}

function parseTarget(message: string): SessionTarget | null {
  try {
    const value = JSON.parse(message) as Record<string, unknown>;
    if (typeof value.sessionId === 'string') return { sessionId: value.sessionId };
    if (typeof value.userId === 'string') return { userId: value.userId };
  } catch {
    // Not ours: ignored below.
  }
  return null;
}

/**
 * Announces forgotten sessions to every instance sharing the Redis (pub/sub on one channel), so
 * that a logout or a revocation made through one instance is refused by all of them at once,
 * not only once their cached copy expires. A message lost while Redis is down is covered by
 * the cache's few seconds of trust (SESSION_CACHE_TTL_MS). Start-up waits for the first
 * connection attempt (at most the connect timeout), as the rate limiter does. Changed characters
 * travel the same way on a second channel, over the same two connections.
 */
export async function sessionInvalidationBus(
  url: string,
  keyPrefix = 'hearth:',
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<SessionInvalidationBus> {
  const channel = `${keyPrefix}sessions:forget`;
  const charactersChannel = `${keyPrefix}characters:forget`;
  const options = {
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: reconnectDelayMs,
  };
  const publisher = new Redis(url, options);
  // A subscribing connection only listens; it re-subscribes by itself after a reconnect.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  const ready = (redis: Redis) =>
    new Promise<void>((resolve) => {
      redis.once('ready', resolve);
      redis.once('error', () => resolve());
      redis.once('end', resolve);
    });
  await Promise.all([ready(publisher), ready(subscriber)]);
  const listeners: ((target: SessionTarget) => void)[] = [];
  const characterListeners: ((userId: string) => void)[] = [];
  subscriber.on('message', (from: string, message: string) => {
    if (from === charactersChannel) {
      const target = parseTarget(message);
      if (target && 'userId' in target) {
        for (const listener of characterListeners) listener(target.userId);
      }
      return;
    }
    if (from !== channel) return;
    const target = parseTarget(message);
    if (target) for (const listener of listeners) listener(target);
  });
  await subscriber.subscribe(channel, charactersChannel).catch((error: unknown) => {
    log?.warn({ err: error }, 'session invalidations: could not subscribe to Redis');
  });
  return {
    publish(target) {
      publisher.publish(channel, JSON.stringify(target)).catch((error: unknown) => {
        log?.warn({ err: error }, 'session invalidations: could not publish to Redis');
      });
    },
    subscribe(forget) {
      listeners.push(forget);
    },
    publishCharacters(userId) {
      publisher.publish(charactersChannel, JSON.stringify({ userId })).catch((error: unknown) => {
        log?.warn({ err: error }, 'character invalidations: could not publish to Redis');
      });
    },
    subscribeCharacters(forget) {
      characterListeners.push(forget);
    },
    async close() {
      for (const redis of [publisher, subscriber]) {
        if (redis.status === 'ready') await redis.quit();
        else redis.disconnect();
      }
    },
  };
}
