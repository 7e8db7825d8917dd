/** The server's public entry points, for tests, the benchmark and tooling. */
export type { BuildAppOptions } from './app.ts';
export { buildApp } from './app.ts';
export type { Config, DatabaseConfig, LogLevel } from './config.ts';
export { ConfigError, parseConfig } from './config.ts';
export type { Database, DatabaseConnection, DatabaseDriver } from './db/index.ts';
export { openDatabase } from './db/index.ts';
export * as schema from './db/schema/index.ts';
export { AppError } from './errors/app-error.ts';
export { registerEndpoint } from './http/register-endpoint.ts';
/** Where the cached initdb template lives (the benchmark moves it aside to time a cold start). */
export { DEFAULT_TEMPLATE_FILE as PGLITE_TEMPLATE_FILE } from './db/pglite/template.ts';
