import { AppError } from './app-error.ts';

/**
 * SQLSTATEs that say the database cannot serve the request right now, not that the request is
 * wrong: answered 503 so that clients and load balancers retry instead of reporting a bug.
 */
const TIMEOUT_SQLSTATES = new Set([
  '57014', // query_canceled: our statement_timeout fired
  '55P03', // lock_not_available: our lock_timeout fired
  '25P03', // idle_in_transaction_session_timeout ended the session
  // Two transactions crossed (e.g. two avatar swaps locking the same images in opposite
  // orders): PostgreSQL aborted one, and the same request sent again succeeds.
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
]);
/** Class 08: connection exceptions, except 08P01 protocol_violation (a bug, not an outage). */
const CONNECTION_EXCEPTION = /^08(?!P01)[0-9A-Z]{3}$/;

/** Network failures reaching the database server (Node's errno codes). */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports its pool and connection failures as plain Errors, known only by their
 * message (pg 8 / pg-pool 3). The first is the pool's acquire timeout.
 */
const POOL_TIMEOUT_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);
const CONNECTION_LOST_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  // The pool was closed: the server is shutting down.
  'Cannot use a pool after calling end on the pool',
]);

export type Unavailability = 'timeout' | 'unreachable';

/** Seconds a client should wait before retrying: a timeout clears sooner than an outage. */
const RETRY_AFTER_S: Record<Unavailability, number> = { timeout: 2, unreachable: 5 };

const MESSAGES: Record<Unavailability, string> = {
  timeout: 'The server is busy. Please try again in a moment',
  unreachable: 'Server is not available. Please try again later',
};

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function classifyOne(error: ErrorLike): Unavailability | null {
  const code = typeof error.code === 'string' ? error.code : '';
  if (TIMEOUT_SQLSTATES.has(code)) return 'timeout';
  if (UNAVAILABLE_SQLSTATES.has(code)) return 'unreachable';
  if (CONNECTION_EXCEPTION.test(code) || NETWORK_ERROR_CODES.has(code)) return 'unreachable';
  const message = typeof error.message === 'string' ? error.message : '';
  if (POOL_TIMEOUT_MESSAGES.has(message)) return 'timeout';
  if (CONNECTION_LOST_MESSAGES.has(message)) return 'unreachable';
  return null;
}

/**
 * Why the database could not serve, or `null` for any other error. Looks through the causes:
 * Drizzle wraps the driver's error in a DrizzleQueryError, pg-pool wraps the connect failure,
 * and Node reports a refused dual-stack connect as an AggregateError of both attempts.
 */
export function databaseUnavailability(error: unknown): Unavailability | null {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const candidate = current as ErrorLike;
    const found = classifyOne(candidate);
    if (found) return found;
    pending.push(candidate.cause);
    if (Array.isArray(candidate.errors)) pending.push(...(candidate.errors as unknown[]));
  }
  return null;
}

/** The innermost cause's code and message, for a one-line warning instead of a stack trace. */
export function describeUnavailability(error: unknown): string {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && 'cause' in current && current.cause) {
    current = current.cause;
  }
  const { code, message } = (current ?? {}) as ErrorLike;
  return [code, message].filter((part) => typeof part === 'string' && part).join(' ');
}

/**
 * The 503 to answer when the database is down, refusing connections, or gave up on a slow
 * query or lock; `null` when the error is something else. Clients retry after `retry_after_s`
 * (also sent as Retry-After).
 */
export function databaseUnavailableError(error: unknown): AppError | null {
  const reason = databaseUnavailability(error);
  if (!reason) return null;
  return new AppError('SERVICE_UNAVAILABLE', MESSAGES[reason], {
    retry_after_s: RETRY_AFTER_S[reason],
  });
}
