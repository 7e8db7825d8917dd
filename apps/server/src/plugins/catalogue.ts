import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Catalogue } from '@hearth/content';
import { loadCatalogue } from '@hearth/content';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content bundles, one per store, each with its content version. */
    catalogue: Catalogue;
  }
}

/**
 * Loads the catalogue once at start: the compiled bundles, or the entry files in development
 * (tests may hand one in).
 */
export const cataloguePlugin = fp(
  async (app: FastifyInstance, options: { catalogue?: Catalogue }) => {
    app.decorate('catalogue', options.catalogue ?? loadCatalogue());
  },
  { name: 'hearth-catalogue' },
);
