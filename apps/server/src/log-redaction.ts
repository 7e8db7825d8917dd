import type { FastifyBaseLogger } from 'fastify';
import type { Logger, SerializedError } from 'pino';
import { stdSerializers } from 'pino';

export const REDACTED = '[redacted]';

/** An address: no slash before the @, so `node_modules/@fastify/…` in a stack is left alone. */
const EMAIL = /[^\s@"'<>()[\],;:/\\]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/** Our opaque tokens (32 bytes, base64url) wherever they appear, links and headers included. */
const OPAQUE_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
const VERIFY_LINK = /\/verify\/[^\s/?#"']+/g;
const BEARER = /\bBearer\s+\S+/gi;

/** Error fields that quote the data of the failed statement (Drizzle's params, pg's detail). */
const DATA_FIELDS = new Set(['params', 'detail', 'parameters']);

/**
 * A log text without e-mail addresses or tokens.
 *
 * @example scrubText('sent to ada@example.com: https://x/verify/abc') // 'sent to [redacted]: https://x/verify/[redacted]'
 */
export function scrubText(text: string): string {
  return text
    .replace(VERIFY_LINK, `/verify/${REDACTED}`)
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(EMAIL, REDACTED)
    .replace(OPAQUE_TOKEN, REDACTED);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      DATA_FIELDS.has(key) ? REDACTED : scrubValue(field, depth + 1),
    ]),
  );
}

/**
 * Drizzle writes a failed statement's parameters into its message (`Failed query: …\nparams:
 * ada@example.com,Brienne`), so they reach the message and the stack; cut them out there.
 */
function withoutQueryParams(error: unknown, text: string): string {
  const params = (error as { params?: unknown }).params;
  if (!Array.isArray(params) || params.length === 0) return text;
  return text.split(`\nparams: ${params.join(',')}`).join(`\nparams: ${REDACTED}`);
}

/** pino's error serializer, then without the statement's data, e-mail addresses or tokens. */
export function serializeError(error: unknown): SerializedError | unknown {
  const serialized = stdSerializers.err(error as Error);
  if (serialized === error || typeof serialized !== 'object' || serialized === null) {
    return scrubValue(serialized, 0);
  }
  const cleaned = scrubValue({ ...serialized }, 0) as Record<string, unknown>;
  for (const field of ['message', 'stack'] as const) {
    const original = serialized[field];
    if (typeof original === 'string')
      cleaned[field] = scrubText(withoutQueryParams(error, original));
  }
  return cleaned;
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request fields, with the verification token out of `/verify/<token>` URLs. */
export function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? scrubText(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields that name a person or carry a secret wherever code logs them by name. */
export const REDACT_PATHS = [
  'to',
  'email',
  'link',
  'token',
  'password',
  '*.to',
  '*.email',
  '*.link',
  '*.token',
  '*.password',
  'req.headers.authorization',
  'req.headers.cookie',
];

/**
 * The logger the app writes through: the given one, with personal data and tokens kept out —
 * named fields censored, errors and request URLs scrubbed. Applied to whatever logger the app
 * is given, so that tests see exactly what production writes.
 */
export function redactingLogger(logger: FastifyBaseLogger): FastifyBaseLogger {
  return (logger as Logger).child(
    {},
    {
      serializers: { err: serializeError, req: serializeRequest },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
  );
}
