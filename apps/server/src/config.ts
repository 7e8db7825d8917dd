import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

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
  const toAbsolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  const dataDir = toAbsolute(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL }
      : { driver: 'pglite', dir: resolve(dataDir, 'pglite') },
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    logLevel: vars.LOG_LEVEL,
    webDistDir: vars.WEB_DIST_DIR ? toAbsolute(vars.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    bodyLimit: vars.BODY_LIMIT,
  };
}
