import { z } from 'zod';

import type { Endpoint } from '../endpoint.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * One store of the catalogue as served: its content version (a hash that changes exactly when
 * the content does) and its entries, filtered as asked. Entry shapes are the content package's
 * schemas; the contract keeps them opaque so it depends on nothing of ours.
 */
export const CatalogueBundle = z
  .object({
    store: z.string(),
    version: z.string(),
    entries: z.array(z.record(z.string(), z.unknown())),
  })
  .meta({ id: 'CatalogueBundle' });
export type CatalogueBundle = z.infer<typeof CatalogueBundle>;

/** A list parameter: `?source=a&source=b` or `?source=a,b`. */
const List = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).max(100));

const Flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Every store can be narrowed to some sources; required sources are always included. */
const SourceFilter = z.object({
  source: List.optional().meta({
    description: 'Optional sources to include besides the required ones',
  }),
});

export const SpellFilter = SourceFilter.extend({
  level: z.coerce.number().int().min(0).max(9).optional(),
  school: z.string().max(32).optional(),
  class: z.string().max(32).optional(),
  ritual: Flag.optional(),
  concentration: Flag.optional(),
});

function catalogueEndpoint<Q extends z.ZodType>(
  store: string,
  query: Q,
  summary: string,
): Endpoint<z.ZodNever, Q, z.ZodNever, typeof CatalogueBundle> {
  return defineEndpoint({
    method: 'GET',
    path: `/${store}`,
    summary,
    tags: ['catalogue'],
    auth: 'none',
    query,
    response: CatalogueBundle,
  });
}

export const getSpells = catalogueEndpoint(
  'spells',
  SpellFilter,
  'Spells, filtered by level, school, class, ritual or concentration',
);

export const RuleFilter = SourceFilter.extend({
  type: z.enum(['condition', 'skill', 'component']).optional(),
});

export const getRules = catalogueEndpoint(
  'rules',
  RuleFilter,
  'Rules entries: conditions, skills and spell components, filtered by type',
);
