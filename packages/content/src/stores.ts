/**
 * The catalogue stores, one bundle each, in the order the device loads them. Names match the
 * spec's content stores and the API paths (`GET /api/<store>`).
 */
export const CATALOGUE_STORES = [
  'sources',
  'rules',
  'species',
  'classes',
  'backgrounds',
  'features',
  'spells',
  'items',
  'presets',
  'beasts',
  'content',
  'dh-cards',
  'dh-classes',
  'dh-armor',
  'dh-weapon',
  'dh-items',
] as const;

export type CatalogueStore = (typeof CATALOGUE_STORES)[number];

export function isCatalogueStore(value: string): value is CatalogueStore {
  return (CATALOGUE_STORES as readonly string[]).includes(value);
}
