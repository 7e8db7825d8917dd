import { serializerCompiler } from '@fastify/type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { CatalogueStore, StoreBundle } from '@hearth/content';
import type { CatalogueBundle, Endpoint } from '@hearth/contract';
import {
  getBackgrounds,
  getBeasts,
  getClasses,
  getContent,
  getDhArmor,
  getDhCards,
  getDhClasses,
  getDhItems,
  getDhWeapon,
  getFeatures,
  getItems,
  getPresets,
  getRules,
  getSpecies,
  getSpells,
  getTitlesRu,
  successEnvelope,
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
import type { EncodedBody } from './precompressed.ts';
import { precompress, preferredEncoding } from './precompressed.ts';
import { bySources } from './source-filter.ts';

type Entry = { source: string };

/**
 * The catalogue stores, served as the live catalogue has them (bundles plus admin edits) with
 * their content version and ETags (304 when unchanged). A whole store (no query) is the answer
 * every device downloads: it is serialised and compressed (Brotli, gzip) once per content
 * version and sent as stored bytes; a filtered answer is computed per request and compressed
 * by the app's compress plugin. Every store can be narrowed to some sources; the required ones
 * are always included.
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

  /** Each store's whole answer, encoded, for the content version it was made from. */
  const wholeAnswers = new Map<CatalogueStore, { version: string; body: Promise<EncodedBody> }>();

  function wholeAnswer(store: CatalogueStore, bundle: StoreBundle): Promise<EncodedBody> {
    const made = wholeAnswers.get(store);
    if (made?.version === bundle.version) return made.body;
    const endpoint = STORE_ENDPOINTS.get(store)!;
    // Exactly what the route's serializer would send for the unfiltered answer.
    const serialize = serializerCompiler({
      schema: successEnvelope(endpoint.response),
      method: 'GET',
      url: endpoint.path,
    });
    const data = { store: bundle.store, version: bundle.version, entries: bundle.entries };
    const body = precompress(serialize({ data }) as string);
    body.catch(() => wholeAnswers.delete(store)); // the next request tries again
    wholeAnswers.set(store, { version: bundle.version, body });
    return body;
  }

  async function sendWhole(
    request: FastifyRequest,
    reply: FastifyReply,
    store: CatalogueStore,
    bundle: StoreBundle,
  ): Promise<void> {
    const body = await wholeAnswer(store, bundle);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const encoded = encoding ? body.encoded[encoding] : undefined;
    reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (encoding && encoded) reply.header('content-encoding', encoding);
    await reply.send(encoded ?? body.identity);
  }

  // Conditional GETs and whole stores are answered before validation and the handler.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const [path = '', query] = request.url.split('?');
    const store = storeOf(path, request.url);
    if (!store) return;
    const bundle = await app.content.store(store);
    await conditionalGet(bundle.version)(request, reply);
    if (!reply.sent && query === undefined) await sendWhole(request, reply, store, bundle);
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
  registerEndpoint(app, getDhCards, ({ query }) => serve('dh-cards', query.source));
  registerEndpoint(app, getDhClasses, ({ query }) => serve('dh-classes', query.source));
  registerEndpoint(app, getDhArmor, ({ query }) => serve('dh-armor', query.source));
  registerEndpoint(app, getDhWeapon, ({ query }) => serve('dh-weapon', query.source));
  registerEndpoint(app, getDhItems, ({ query }) => serve('dh-items', query.source));
  // Titles belong to no source: the store is always whole.
  registerEndpoint(app, getTitlesRu, () => serve('titles-ru', undefined));
}

/** The stores' endpoints, by the name in their path (`/api/<store>`). */
const STORE_ENDPOINTS = new Map<string, Endpoint>(
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
    getDhCards,
    getDhClasses,
    getDhArmor,
    getDhWeapon,
    getDhItems,
    getTitlesRu,
  ].map((endpoint) => [endpoint.path.slice(1), endpoint]),
);

/** The stores served above, by name (`/api/<store>`). */
const STORE_PATHS = new Set<string>(STORE_ENDPOINTS.keys());
