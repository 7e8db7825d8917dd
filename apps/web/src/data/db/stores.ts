/**
 * The device database's stores. Content stores keep the spec's names (spec §3, including
 * the dashed card-system ones); code uses the camelCase keys on the left.
 */
export const CONTENT_STORES = {
  content: 'content',
  spells: 'spells',
  classes: 'classes',
  species: 'species',
  backgrounds: 'backgrounds',
  features: 'features',
  items: 'items',
  presets: 'presets',
  beasts: 'beasts',
  rules: 'rules',
  sources: 'sources',
  dhCards: 'dh-cards',
  dhClasses: 'dh-classes',
  dhArmor: 'dh-armor',
  dhWeapon: 'dh-weapon',
  dhItems: 'dh-items',
  /** The catalogue's Russian titles, one record per store: filled only while the interface is Russian. */
  titlesRu: 'titles-ru',
} as const;

export const DEVICE_STORES = {
  characters: 'characters',
  inventories: 'inventories',
  characterData: 'characterData',
  versions: 'versions',
  /** Second-system characters: device only, no account (spec character §7). */
  dhCharacters: 'dh_characters',
} as const;

export const STORE_NAMES = { ...CONTENT_STORES, ...DEVICE_STORES } as const;
export type StoreKey = keyof typeof STORE_NAMES;
export type StoreName = (typeof STORE_NAMES)[StoreKey];

/**
 * Dexie schema strings: the primary key (plus indexes, later). Records are keyed by their
 * stable `id`; `versions` by the catalogue store it describes. Indexes arrive with the
 * features that query them, each as a new database version.
 */
export const SCHEMA: Record<StoreName, string> = {
  ...(Object.fromEntries(Object.values(STORE_NAMES).map((name) => [name, 'id'])) as Record<
    StoreName,
    string
  >),
  versions: 'store',
};
