import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';

export const VersionsQuery = z.object({
  v: z.string().max(64).optional().meta({ description: "The client's app version" }),
});

export const VersionsResponse = z
  .object({
    versions: z.record(z.string(), z.string()).meta({
      description: 'Content version (hash) of each catalogue store',
    }),
    app_version: z.string(),
  })
  .meta({ id: 'Versions' });
export type VersionsResponse = z.infer<typeof VersionsResponse>;

export const getVersions = defineEndpoint({
  method: 'GET',
  path: '/versions',
  summary: 'Content version of every catalogue store and the app version',
  tags: ['catalogue'],
  auth: 'none',
  query: VersionsQuery,
  response: VersionsResponse,
});

export const HealthResponse = z.object({
  /**
   * `degraded`: the API works but a dependency other than the database is down (Redis: rate
   * limits are counted per instance meanwhile). Still 200, so instances stay in rotation; a
   * database that does not answer or lacks migrations answers 503 instead.
   */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  /** Only when REDIS_URL is set. */
  redis: z.enum(['up', 'down']).optional(),
  uptime_s: z.number(),
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness, database and migrations check',
  tags: ['system'],
  auth: 'none',
  response: HealthResponse,
});
