import { multiclassOf } from './advancements.ts';
import type { DhCatalogue, DhDomain, DhDomainCard } from './catalogue.ts';
import type { DhCharacter, DhLevelUp } from './character.ts';

/** The domains a level's new cards may come from, split by the level rule that applies. */
export interface DhCardDomains {
  /** The class's domains: cards at or below the level. */
  classDomains: readonly DhDomain[];
  /** A multiclass domain: cards at or below half the level, rounded up (SRD "Multiclassing"). */
  multiclassDomain: DhDomain | null;
}

/** The highest level of a card from the multiclass domain at `level`. */
export function multiclassCardMaxLevel(level: number): number {
  return Math.ceil(level / 2);
}

/** Why a card cannot be taken at `level`, or null when it can (`held` ids are refused). */
export function cardRefusal(
  catalogue: DhCatalogue,
  domains: DhCardDomains,
  level: number,
  cardId: string,
  held: ReadonlySet<string>,
): string | null {
  const card = catalogue.cards.get(cardId);
  if (!card || card.type !== 'domain') return 'card-invalid';
  if (held.has(cardId)) return 'card-held';
  if (domains.classDomains.includes(card.domain)) {
    return card.level <= level ? null : 'card-level';
  }
  if (card.domain === domains.multiclassDomain) {
    return card.level <= multiclassCardMaxLevel(level) ? null : 'card-level';
  }
  return 'card-domain';
}

/** Every card that can be taken at `level`, by level then title. */
export function cardChoicesAt(
  catalogue: DhCatalogue,
  domains: DhCardDomains,
  level: number,
  held: ReadonlySet<string>,
): DhDomainCard[] {
  const choices: DhDomainCard[] = [];
  for (const card of catalogue.cards.values()) {
    if (card.type !== 'domain') continue;
    if (cardRefusal(catalogue, domains, level, card.id, held) === null) choices.push(card);
  }
  return choices.sort((a, b) => a.level - b.level || a.title.localeCompare(b.title));
}

/** Cards held, counting the loadout too (a stray loadout id still counts as held). */
export function heldCards(character: DhCharacter): Set<string> {
  return new Set([...character.cards.all, ...character.cards.active]);
}

/** The class's domains and the multiclass domain (taken before or in `pending`). */
export function cardDomainsOf(
  character: DhCharacter,
  catalogue: DhCatalogue,
  pending?: DhLevelUp,
): DhCardDomains {
  const classDomains = catalogue.classes.get(character.class)?.domains ?? [];
  const pendingMulticlass = pending?.advancements.find((entry) => entry.kind === 'multiclass');
  const multiclass = multiclassOf(character) ?? pendingMulticlass ?? null;
  return {
    classDomains,
    multiclassDomain: multiclass && multiclass.kind === 'multiclass' ? multiclass.domain : null,
  };
}
