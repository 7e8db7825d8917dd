import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Catalogue } from '@hearth/content';
import { loadCatalogue } from '@hearth/content';

import { LiveCatalogue } from '../catalogue/live-catalogue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bundled content, one bundle per store, each with its content version. */
    catalogue: Catalogue;
    /** The catalogue as served: the bundles with the admins' edits laid over them. */
    content: LiveCatalogue;
  }
}

/**
 * Loads the catalogue once at start: the compiled bundles, or the entry files in development
 * (tests may hand one in).
 */
export const cataloguePlugin = fp(
  async (app: FastifyInstance, options: { catalogue?: Catalogue }) => {
    const catalogue = options.catalogue ?? loadCatalogue();
    app.decorate('catalogue', catalogue);
    app.decorate('content', new LiveCatalogue(catalogue, app.database.db));
  },
  { name: 'hearth-catalogue', dependencies: ['hearth-database'] },
);
