// Types only: the content package's runtime holds the catalogue compiler (Node only).
import type { Item } from '@hearth/content';

import { searchNeedle, titleMatches } from '../../data/catalogue/searchTitle.ts';

/** What the items filter panel holds; empty lists and null mean "any". */
export interface ItemFilterState {
  types: string[];
  subtypes: string[];
  rarities: string[];
  /** An item must have every property picked (finesse and light: a dual-wielder's blade). */
  properties: string[];
  magical: boolean | null;
  attunement: boolean | null;
  sources: string[];
}

export const NO_ITEM_FILTERS: ItemFilterState = {
  types: [],
  subtypes: [],
  rarities: [],
  properties: [],
  magical: null,
  attunement: null,
  sources: [],
};

/** How many filters are on (the badge on the Filters button). */
export function activeItemFilterCount(state: ItemFilterState): number {
  return (
    state.types.length +
    state.subtypes.length +
    state.rarities.length +
    state.properties.length +
    (state.magical === null ? 0 : 1) +
    (state.attunement === null ? 0 : 1) +
    state.sources.length
  );
}

/** Whether an item needs attunement: `true`, or the text of who may attune to it. */
export function needsAttunement(item: Pick<Item, 'attunement'>): boolean {
  return item.attunement !== false && item.attunement !== '';
}

const anyOf = (picked: readonly string[], value: string | undefined) =>
  picked.length === 0 || (value !== undefined && picked.includes(value));

/** The catalogue items matching the search (by name, folded) and every filter, by title. */
export function filterItems(items: readonly Item[], state: ItemFilterState, query: string): Item[] {
  const needle = searchNeedle(query);
  return items
    .filter(
      (item) =>
        titleMatches(item, needle) &&
        anyOf(state.types, item.type) &&
        anyOf(state.subtypes, item.subtype) &&
        anyOf(state.rarities, item.rarity) &&
        state.properties.every((property) =>
          item.properties.includes(property as Item['properties'][number]),
        ) &&
        (state.magical === null || item.magical === state.magical) &&
        (state.attunement === null || needsAttunement(item) === state.attunement) &&
        anyOf(state.sources, item.source),
    )
    .sort((a, b) => a.title.localeCompare(b.title));
}

export interface ItemFilterOptions {
  types: string[];
  /** Subtypes of the picked types (of every type when none is picked). */
  subtypes: string[];
  rarities: string[];
  properties: string[];
  sources: string[];
}

/** Rarities from the plainest up (a Record, so a new rarity in the schema must be ranked). */
const RARITY_RANK: Record<Item['rarity'], number> = {
  nonmagical: 0,
  common: 1,
  uncommon: 2,
  rare: 3,
  'very-rare': 4,
  legendary: 5,
  artifact: 6,
};

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The chips worth offering: only values some catalogue item has. */
export function itemFilterOptions(
  items: readonly Item[],
  state: Pick<ItemFilterState, 'types'>,
): ItemFilterOptions {
  const typed = state.types.length
    ? items.filter((item) => state.types.includes(item.type))
    : items;
  return {
    types: sorted(items.map((item) => item.type)),
    subtypes: sorted(typed.flatMap((item) => (item.subtype ? [item.subtype] : []))),
    rarities: [...new Set(items.map((item) => item.rarity))].sort(
      (a, b) => RARITY_RANK[a] - RARITY_RANK[b],
    ),
    properties: sorted(items.flatMap((item) => item.properties)),
    sources: sorted(items.map((item) => item.source)),
  };
}
