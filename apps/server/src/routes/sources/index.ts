import type { FastifyInstance } from 'fastify';

import { listSources } from '@hearth/contract';

import { catalogueSources } from '../../accounts/sources.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** The content sources, for the settings screen's switches. */
export async function sourcesRoutes(app: FastifyInstance) {
  const sources = catalogueSources(app.catalogue);
  registerEndpoint(app, listSources, () => sources);
}
