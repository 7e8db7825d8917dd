import type { FastifyInstance } from 'fastify';

import type { CatalogueStore } from '@hearth/content';
import type { CatalogueBundle } from '@hearth/contract';
import {
  getBackgrounds,
  getBeasts,
  getClasses,
  getContent,
  getFeatures,
  getItems,
  getPresets,
  getRules,
  getSpecies,
  getSpells,
} from '@hearth/contract';

import { sourceKeys } from '../../accounts/sources.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { conditionalGet } from './etag.ts';
import {
  beastFilter,
  classFilter,
  featureFilter,
  itemFilter,
  presetFilter,
  ruleFilter,
  spellFilter,
} from './filters.ts';
import { bySources } from './source-filter.ts';

type Entry = { source: string };

/**
 * The catalogue stores, served as the live catalogue has them (bundles plus admin edits) with
 * their content version, ETags (304 when unchanged) and compression (the app's compress plugin).
 * Every store can be narrowed to some sources; the required ones are always included.
 */
export async function catalogueRoutes(app: FastifyInstance) {
  const sources = sourceKeys(app.catalogue);

  /** `features?type=1` answers the backgrounds, which the spec serves as features of type 1. */
  const storeOf = (path: string, rawUrl: string): CatalogueStore | null => {
    const store = path.replace(/^\/api\//, '');
    if (!STORE_PATHS.has(store)) return null;
    if (store === 'features' && new URL(rawUrl, 'http://x').searchParams.get('type') === '1') {
      return 'backgrounds';
    }
    return store as CatalogueStore;
  };

  // Conditional GETs are answered before validation and the handler: nothing to compute.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const store = storeOf(request.url.split('?')[0] ?? '', request.url);
    if (store) await conditionalGet((await app.content.store(store)).version)(request, reply);
  });

  async function serve<T extends Entry>(
    store: CatalogueStore,
    wanted: readonly string[] | undefined,
    predicate: (entry: T) => boolean = () => true,
  ): Promise<CatalogueBundle> {
    const bundle = await app.content.store(store);
    const entries = (bundle.entries as T[]).filter(bySources(sources, wanted)).filter(predicate);
    return {
      store: bundle.store,
      version: bundle.version,
      entries: entries as CatalogueBundle['entries'],
    };
  }

  registerEndpoint(app, getRules, ({ query }) => serve('rules', query.source, ruleFilter(query)));
  registerEndpoint(app, getSpells, ({ query }) =>
    serve('spells', query.source, spellFilter(query)),
  );
  registerEndpoint(app, getSpecies, ({ query }) => serve('species', query.source));
  registerEndpoint(app, getClasses, ({ query }) =>
    serve('classes', query.source, classFilter(query)),
  );
  registerEndpoint(app, getBackgrounds, ({ query }) => serve('backgrounds', query.source));
  registerEndpoint(app, getFeatures, ({ query }) =>
    query.type === 1
      ? serve('backgrounds', query.source)
      : serve('features', query.source, featureFilter(query)),
  );
  registerEndpoint(app, getItems, ({ query }) => serve('items', query.source, itemFilter(query)));
  registerEndpoint(app, getPresets, ({ query }) =>
    serve('presets', query.source, presetFilter(query)),
  );
  registerEndpoint(app, getBeasts, ({ query }) =>
    serve('beasts', query.source, beastFilter(query)),
  );
  registerEndpoint(app, getContent, ({ query }) => serve('content', query.source));
}

/** The stores served above, by name (`/api/<store>`), read from their endpoints. */
const STORE_PATHS = new Set<string>(
  [
    getRules,
    getSpells,
    getSpecies,
    getClasses,
    getBackgrounds,
    getFeatures,
    getItems,
    getPresets,
    getBeasts,
    getContent,
  ].map((endpoint) => endpoint.path.slice(1)),
);
