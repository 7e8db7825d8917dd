import type { FastifyInstance } from 'fastify';

import type { Rule, Spell } from '@hearth/content';
import { getRules, getSpells } from '@hearth/contract';

import { sourceKeys } from '../../accounts/sources.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { conditionalGet } from './etag.ts';
import { bySources } from './source-filter.ts';

/**
 * The catalogue stores, served from the compiled bundles with their content version, ETags
 * (304 when unchanged) and compression (the app's compress plugin).
 */
export async function catalogueRoutes(app: FastifyInstance) {
  const sources = sourceKeys(app.catalogue);
  const { spells, rules } = app.catalogue;
  const versions: Record<string, () => string> = {
    '/api/spells': () => spells.version,
    '/api/rules': () => rules.version,
  };

  // Conditional GETs are answered before validation and the handler: nothing to compute.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const version = versions[request.url.split('?')[0] ?? ''];
    if (version) await conditionalGet(version)(request, reply);
  });

  registerEndpoint(app, getRules, ({ query }) => ({
    store: rules.store,
    version: rules.version,
    entries: (rules.entries as Rule[])
      .filter(bySources(sources, query.source))
      .filter((rule) => query.type === undefined || rule.type === query.type),
  }));

  registerEndpoint(app, getSpells, ({ query }) => {
    const entries = (spells.entries as Spell[])
      .filter(bySources(sources, query.source))
      .filter((spell) => query.level === undefined || spell.level === query.level)
      .filter((spell) => query.school === undefined || spell.school === query.school)
      .filter(
        (spell) => query.class === undefined || (spell.classes as string[]).includes(query.class),
      )
      .filter((spell) => query.ritual === undefined || spell.ritual === query.ritual)
      .filter(
        (spell) => query.concentration === undefined || spell.concentration === query.concentration,
      );
    return { store: spells.store, version: spells.version, entries };
  });
}
