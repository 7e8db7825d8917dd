import type { IncomingMessage, ServerResponse } from 'node:http';

import type { HelmetOptions } from 'helmet';
import helmet from 'helmet';

/** Header name (lower case) → value, as `reply.headers()` takes them. */
export type HeaderSet = Record<string, string>;

/**
 * The headers helmet sets with these options, computed once. Helmet builds its middleware from
 * the options (parsing and checking every CSP directive) each time it is called, and
 * @fastify/helmet called it on every request: about a tenth of a bare route's CPU. Our options
 * are the same for every request (no nonces, no directive computed from the request), so the
 * answer is too: it is read here from one run against a response that only records.
 */
export function headersSetBy(options: Readonly<HelmetOptions>): HeaderSet {
  const headers: HeaderSet = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}
