import type { Catalogue } from '@hearth/content';
import { loadCatalogue } from '@hearth/content';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content bundles, one per store, each with its content version. */
    catalogue: Catalogue;
  }
}

/** Loads the catalogue once at start: the compiled bundles, or the entry files in development. */
export const cataloguePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogue', loadCatalogue());
  },
  { name: 'hearth-catalogue' },
);
