import type { DhCatalogue, DhCharacter, DhDomainCard, DhSheet } from '@hearth/rules';
import { domainCardsOf } from '@hearth/rules';

/**
 * The domain cards a character may add (SRD "Domains", "Multiclassing"): from their domains at
 * or below their level, a multiclass domain's at or below half the level (rounded up), and not
 * already held; sorted by level, then title.
 */
export function takeableCards(
  character: DhCharacter,
  sheet: DhSheet,
  catalogue: DhCatalogue,
): DhDomainCard[] {
  const classDomains: readonly string[] = catalogue.classes.get(character.class)?.domains ?? [];
  const held = new Set(character.cards.all);
  const multiclassMax = Math.ceil(character.level / 2);
  return domainCardsOf(catalogue, sheet.domains, character.level).filter(
    (card) =>
      !held.has(card.id) && (classDomains.includes(card.domain) || card.level <= multiclassMax),
  );
}
