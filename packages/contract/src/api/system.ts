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
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number(),
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database check',
  tags: ['system'],
  auth: 'none',
  response: HealthResponse,
});
