import { randomUUID } from 'node:crypto';

import autocannon from 'autocannon';

/** What one autocannon run measured. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx/304 (a 429 from a rate limit, a 5xx) and errors: reported, never hidden. */
  unexpected: number;
  /** 304 Not Modified answers (conditional reads). */
  notModified: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Paths the connections share out, one each in turn (connection i requests the i-th, modulo
   * their count) instead of the url's: e.g. each player updating their own character.
   */
  paths?: readonly string[];
  /** Each request carries a new `Idempotency-Key`, as the app's outbox sends its writes. */
  freshIdempotencyKeys?: boolean;
  connections: number;
  durationS: number;
}

/** Runs autocannon against one URL with keep-alive connections and answers its figures. */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  const { paths, freshIdempotencyKeys } = options;
  let connection = 0;
  const withKey = (request: autocannon.Request): autocannon.Request => ({
    ...request,
    headers: { ...request.headers, 'idempotency-key': randomUUID() },
  });
  const perConnection = paths?.length || freshIdempotencyKeys;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
    connections: options.connections,
    duration: options.durationS,
    ...(perConnection
      ? {
          setupClient: (client: autocannon.Client) => {
            client.setRequests([
              {
                ...(paths?.length ? { path: paths[connection++ % paths.length]! } : {}),
                ...(freshIdempotencyKeys ? { setupRequest: withKey } : {}),
              },
            ]);
          },
        }
      : {}),
  });
  const counts = Object.entries(result.statusCodeStats ?? {}).map(
    ([code, stats]) => [Number(code), stats.count ?? 0] as const,
  );
  const counted = (keep: (code: number) => boolean) =>
    counts.filter(([code]) => keep(code)).reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    unexpected:
      counted((code) => code !== 304 && (code < 200 || code > 299)) +
      result.errors +
      result.timeouts,
    notModified: counted((code) => code === 304),
  };
}
