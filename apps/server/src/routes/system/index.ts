import type { FastifyInstance } from 'fastify';

import { getHealth, getVersions } from '@hearth/contract';

import { APP_VERSION } from '../../app-version.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** Versions (for the client's update check) and health (for probes and start-up waits). */
export async function systemRoutes(app: FastifyInstance) {
  registerEndpoint(app, getVersions, async () => ({
    versions: await app.content.versions(),
    app_version: APP_VERSION,
  }));

  registerEndpoint(app, getHealth, async ({ request }) => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database not answering');
      throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering');
    }
    return {
      status: 'ok' as const,
      database: app.database.driver,
      uptime_s: Math.round(process.uptime()),
    };
  });
}
