import type {
  DhArmorEntry,
  DhCardEntry,
  DhCatalogue,
  DhClassEntry,
  DhDomain,
  DhDomainCard,
  DhItemEntry,
  DhWeaponEntry,
} from './catalogue.ts';

/** The five stores as lists, as the device reads them. */
export interface DhCatalogueStores {
  cards: readonly DhCardEntry[];
  classes: readonly DhClassEntry[];
  armor: readonly DhArmorEntry[];
  weapons: readonly DhWeaponEntry[];
  items: readonly DhItemEntry[];
}

function byId<T extends { id: string }>(entries: readonly T[]): ReadonlyMap<string, T> {
  return new Map(entries.map((entry) => [entry.id, entry]));
}

/**
 * Indexes the stores by id, once per catalogue version.
 *
 * @example buildDhCatalogue({ cards, classes, armor, weapons, items }).classes.get('guardian')
 */
export function buildDhCatalogue(stores: DhCatalogueStores): DhCatalogue {
  return {
    cards: byId(stores.cards),
    classes: byId(stores.classes),
    armor: byId(stores.armor),
    weapons: byId(stores.weapons),
    items: byId(stores.items),
  };
}

/**
 * The domain cards of the given domains at or below `maxLevel`, by level then title.
 *
 * @example domainCardsOf(catalogue, ['valor', 'blade'], 1) // the four level-1 cards
 */
export function domainCardsOf(
  catalogue: DhCatalogue,
  domains: readonly DhDomain[],
  maxLevel: number,
): DhDomainCard[] {
  const cards: DhDomainCard[] = [];
  for (const card of catalogue.cards.values()) {
    if (card.type === 'domain' && domains.includes(card.domain) && card.level <= maxLevel) {
      cards.push(card);
    }
  }
  return cards.sort((a, b) => a.level - b.level || a.title.localeCompare(b.title));
}
