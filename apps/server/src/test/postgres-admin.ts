import { randomBytes } from 'node:crypto';

import pg from 'pg';

/** PostgreSQL-mode test settings, from TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1/hearth_test). */
export interface PostgresTestServer {
  /** The URL tests were given; its database name prefixes every database they create. */
  url: string;
  prefix: string;
}

export function postgresTestServer(url: string): PostgresTestServer {
  const name = new URL(url).pathname.replace(/^\//, '') || 'hearth_test';
  return {
    url,
    prefix: name
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 40),
  };
}

/** The URL of another database on the same server. */
export function databaseUrl(server: PostgresTestServer, database: string): string {
  const url = new URL(server.url);
  url.pathname = `/${database}`;
  return url.toString();
}

export function templateDatabaseName(server: PostgresTestServer): string {
  return `${server.prefix}_template`;
}

export function uniqueDatabaseName(server: PostgresTestServer): string {
  return `${server.prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run elsewhere). */
export async function withAdminClient<T>(
  server: PostgresTestServer,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Names come from the helpers above, never from input; quoting keeps them literal anyway. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function dropDatabase(server: PostgresTestServer, name: string): Promise<void> {
  await withAdminClient(server, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  );
}
