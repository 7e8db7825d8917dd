import type { DhCharacter } from './character.ts';
import { DH_CONSTANTS } from './character.ts';
import type { DhResult } from './sheet.ts';

/**
 * Moves a held card into the loadout (at most five: SRD "Domains") or back to the vault.
 *
 * @example setCardActive(c, 'bare-bones', true) // { ok: false, problem: { code: 'loadout-full' } } with five active
 */
export function setCardActive(character: DhCharacter, cardId: string, active: boolean): DhResult {
  if (!character.cards.all.includes(cardId)) {
    return { ok: false, problem: { code: 'card-not-held', params: { id: cardId } } };
  }
  const isActive = character.cards.active.includes(cardId);
  if (isActive === active) return { ok: true, character };
  if (active && character.cards.active.length >= DH_CONSTANTS.loadoutLimit) {
    return {
      ok: false,
      problem: { code: 'loadout-full', params: { limit: DH_CONSTANTS.loadoutLimit } },
    };
  }
  const activeIds = active
    ? [...character.cards.active, cardId]
    : character.cards.active.filter((id) => id !== cardId);
  return {
    ok: true,
    character: { ...character, cards: { ...character.cards, active: activeIds } },
  };
}

/** Takes a card: into the loadout when it has room, else into the vault. */
export function addCard(character: DhCharacter, cardId: string): DhCharacter {
  if (character.cards.all.includes(cardId)) return character;
  const all = [...character.cards.all, cardId];
  const active =
    character.cards.active.length < DH_CONSTANTS.loadoutLimit
      ? [...character.cards.active, cardId]
      : character.cards.active;
  return { ...character, cards: { all, active } };
}

/** Gives up a card: gone from the vault, it is gone from the loadout too (spec §4). */
export function removeCard(character: DhCharacter, cardId: string): DhCharacter {
  if (!character.cards.all.includes(cardId) && !character.cards.active.includes(cardId)) {
    return character;
  }
  return {
    ...character,
    cards: {
      all: character.cards.all.filter((id) => id !== cardId),
      active: character.cards.active.filter((id) => id !== cardId),
    },
  };
}
