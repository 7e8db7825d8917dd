import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { PASSWORD_RESET_TTL_MINUTES } from '@hearth/contract';

/** Where the web app's build lands, found from this package so the cwd does not matter. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig =
  /** Embedded PostgreSQL (PGlite) persisted in `dir`. */
  { driver: 'pglite'; dir: string } | { driver: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Origin the app is reached at, without a trailing slash (links in e-mails, OpenAPI). */
  publicUrl: string;
  logLevel: LogLevel;
  webDistDir: string;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Largest accepted image upload, in bytes, and where images are stored. */
  uploads: { limitBytes: number; dir: string };
  /** Days a session token lives after its last use (sliding expiry). */
  sessionTtlDays: number;
  /** Days a session lives at most from sign-in, however often it is used (absolute lifetime). */
  sessionMaxDays: number;
  /** Minutes a password-reset link stays usable. */
  passwordResetTtlMinutes: number;
  /** argon2id cost; tests lower it to stay fast. */
  passwordHashing: { memoryKib: number; timeCost: number };
  /** `smtp://…` or `smtps://…`; unset: e-mails are written to `DATA_DIR/outbox/`. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Shared rate-limit state for several instances; unset: in memory. */
  redisUrl: string | null;
  google: { clientId: string } | null;
  telegram: { botToken: string; botName: string } | null;
  analytics: { url: string; domain: string } | null;
  communityUrl: string | null;
  /**
   * Fastify's `trustProxy`: false, true, or the proxies' addresses/CIDRs (comma-separated). Behind
   * a reverse proxy the client's address (per-IP rate limits, logs) comes from X-Forwarded-For
   * only when this is set.
   */
  trustProxy: boolean | string;
}

/** A bad environment: `issues` name each variable and what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `expected a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

const EnvSchema = z.object({
  PORT: integer(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  BODY_LIMIT: integer(1, 2 ** 31 - 1).default(1024 * 1024),
  UPLOAD_LIMIT: integer(1024, 100 * 1024 * 1024).default(5 * 1024 * 1024),
  UPLOADS_DIR: z.string().min(1).optional(),
  SESSION_TTL_DAYS: integer(1, 3650).default(30),
  SESSION_MAX_DAYS: integer(1, 3650).default(90),
  PASSWORD_RESET_TTL_MINUTES: integer(5, 7 * 24 * 60).default(PASSWORD_RESET_TTL_MINUTES),
  // OWASP's argon2id baseline: 19 MiB, 2 passes.
  ARGON2_MEMORY_KIB: integer(8, 4 * 1024 * 1024).default(19456),
  ARGON2_TIME_COST: integer(1, 100).default(2),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Hearth <no-reply@localhost>'),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' })
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]+$/, 'expected a bot token like 123456:ABC-DEF')
    .optional(),
  TELEGRAM_BOT_NAME: z
    .string()
    .regex(/^\w{3,64}$/, 'expected the bot username without @')
    .optional(),
  ANALYTICS_URL: httpUrl.optional(),
  ANALYTICS_DOMAIN: z.string().min(1).optional(),
  COMMUNITY_URL: httpUrl.optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'expected true, false or the proxy addresses (e.g. 10.0.0.1,10.0.1.0/24)',
    )
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : value))
    .default(false),
});

type Env = Record<string, string | undefined>;

/** Empty values count as unset, as `FOO=` in an env file usually means "use the default". */
function withoutEmptyValues(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

function describeReceived(env: Env, name: PropertyKey | undefined): string {
  if (typeof name !== 'string' || env[name] === undefined) return '';
  return ` (got "${env[name]}")`;
}

/**
 * Reads the server configuration from environment variables, with defaults for everything.
 * Pure: paths are resolved against `cwd`, nothing is read from disk. Throws {@link ConfigError}.
 *
 * @example
 * const config = parseConfig({ PORT: '8080', DATABASE_URL: 'postgres://localhost/hearth' });
 */
export function parseConfig(env: Env, cwd: string = process.cwd()): Config {
  const values = withoutEmptyValues(env);
  const parsed = EnvSchema.safeParse(values);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path[0];
        return `${String(name)}: ${issue.message}${describeReceived(values, name)}`;
      }),
    );
  }
  const vars = parsed.data;
  // The widget needs the bot's name and the server its token: one without the other is a mistake.
  if (Boolean(vars.TELEGRAM_BOT_TOKEN) !== Boolean(vars.TELEGRAM_BOT_NAME)) {
    throw new ConfigError([
      'TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_NAME: set both to enable Telegram sign-in, or neither',
    ]);
  }
  const toAbsolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  const dataDir = toAbsolute(vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL }
      : { driver: 'pglite', dir: resolve(dataDir, 'pglite') },
    publicUrl,
    logLevel: vars.LOG_LEVEL,
    webDistDir: vars.WEB_DIST_DIR ? toAbsolute(vars.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    bodyLimit: vars.BODY_LIMIT,
    uploads: {
      limitBytes: vars.UPLOAD_LIMIT,
      dir: vars.UPLOADS_DIR ? toAbsolute(vars.UPLOADS_DIR) : resolve(dataDir, 'uploads'),
    },
    sessionTtlDays: vars.SESSION_TTL_DAYS,
    sessionMaxDays: vars.SESSION_MAX_DAYS,
    passwordResetTtlMinutes: vars.PASSWORD_RESET_TTL_MINUTES,
    passwordHashing: { memoryKib: vars.ARGON2_MEMORY_KIB, timeCost: vars.ARGON2_TIME_COST },
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    redisUrl: vars.REDIS_URL ?? null,
    google: vars.GOOGLE_CLIENT_ID ? { clientId: vars.GOOGLE_CLIENT_ID } : null,
    telegram:
      vars.TELEGRAM_BOT_TOKEN && vars.TELEGRAM_BOT_NAME
        ? { botToken: vars.TELEGRAM_BOT_TOKEN, botName: vars.TELEGRAM_BOT_NAME }
        : null,
    analytics: vars.ANALYTICS_URL
      ? { url: vars.ANALYTICS_URL, domain: vars.ANALYTICS_DOMAIN ?? new URL(publicUrl).host }
      : null,
    communityUrl: vars.COMMUNITY_URL ?? null,
    trustProxy: vars.TRUST_PROXY,
  };
}
