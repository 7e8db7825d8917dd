import type { FastifyInstance } from 'fastify';

import { getVersions } from '@hearth/contract';

import { APP_VERSION } from '../../app-version.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { registerHealth } from './health.ts';

/** Versions (for the client's update check) and health (for probes and start-up waits). */
export async function systemRoutes(app: FastifyInstance) {
  registerEndpoint(app, getVersions, async () => ({
    versions: await app.content.versions(),
    app_version: APP_VERSION,
  }));
  registerHealth(app);
}
