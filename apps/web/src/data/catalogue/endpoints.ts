import type {
  CatalogueBundle,
  Endpoint,
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
  getVersions,
} from '@hearth/contract';

import type { CONTENT_STORES } from '../db/stores.ts';

/** A device store that holds catalogue content (the spec's name, e.g. `dh-cards`). */
export type ContentStoreName = (typeof CONTENT_STORES)[keyof typeof CONTENT_STORES];

/** A contract endpoint that answers one catalogue store as a {@link CatalogueBundle}. */
export type CatalogueEndpoint = Endpoint & { response: typeof CatalogueBundle };

/**
 * Endpoints by method and path only, like bootCalls.ts: the client never validates with the
 * contract's zod schemas, so this chunk does not carry them; endpoints.test.ts checks these
 * against the contract.
 */
function call<E extends Endpoint>(path: string): E {
  return {
    method: 'GET',
    path,
    auth: 'none',
    successStatus: 200,
    summary: '',
    tags: [],
  } as unknown as E;
}

export const getVersionsCall = call<typeof getVersions>('/versions');

/**
 * The catalogue stores the server serves, by device store: syncCatalogue downloads each one
 * whose server version differs from the device's. Adding a store is one line here.
 */
export const CATALOGUE_ENDPOINTS = {
  rules: call<typeof getRules>('/rules'),
  species: call<typeof getSpecies>('/species'),
  classes: call<typeof getClasses>('/classes'),
  backgrounds: call<typeof getBackgrounds>('/backgrounds'),
  features: call<typeof getFeatures>('/features'),
  items: call<typeof getItems>('/items'),
  spells: call<typeof getSpells>('/spells'),
  presets: call<typeof getPresets>('/presets'),
  beasts: call<typeof getBeasts>('/beasts'),
  content: call<typeof getContent>('/content'),
  'dh-cards': call<typeof getDhCards>('/dh-cards'),
  'dh-classes': call<typeof getDhClasses>('/dh-classes'),
  'dh-armor': call<typeof getDhArmor>('/dh-armor'),
  'dh-weapon': call<typeof getDhWeapon>('/dh-weapon'),
  'dh-items': call<typeof getDhItems>('/dh-items'),
  // Downloaded only while the interface is in Russian (syncCatalogue's titleLanguages).
  'titles-ru': call<typeof getTitlesRu>('/titles-ru'),
} as const satisfies Partial<Record<ContentStoreName, CatalogueEndpoint>>;

export type CatalogueStore = keyof typeof CATALOGUE_ENDPOINTS;

export const CATALOGUE_STORES = Object.keys(CATALOGUE_ENDPOINTS) as CatalogueStore[];
