import type { DhCatalogue } from './catalogue.ts';
import type { DhCharacter, DhExperience, DhLevelUp } from './character.ts';
import { DH_CONSTANTS } from './character.ts';
import { dhLevelUpProblems, freeExperienceSlot } from './level-up-problems.ts';
import { addCard, removeCard } from './loadout.ts';
import type { DhResult } from './sheet.ts';

function cardsOf(record: DhLevelUp): string[] {
  return [
    ...record.advancements.flatMap((entry) => (entry.kind === 'domain-card' ? [entry.card] : [])),
    record.card,
  ];
}

function replaceCard(character: DhCharacter, from: string, to: string): DhCharacter {
  const swap = (id: string) => (id === from ? to : id);
  return {
    ...character,
    cards: { all: character.cards.all.map(swap), active: character.cards.active.map(swap) },
  };
}

function withExperience(
  character: DhCharacter,
  slot: number,
  experience: DhExperience,
): DhCharacter {
  const experiences = Array.from(
    { length: Math.max(character.experiences.length, slot + 1) },
    (_, index) => character.experiences[index] ?? { text: '', mod: 0 },
  );
  experiences[slot] = experience;
  return { ...character, experiences };
}

/**
 * Takes the next level (SRD "Leveling Up"): the record is kept (the sheet derives its numbers
 * from it), the achievement's experience goes into the first free slot at +2, the new cards go
 * to the loadout while it has room and to the vault after, and an exchange swaps a card.
 *
 * @example applyDhLevelUp(c, catalogue, { level: 2, experience: 'Tracking', advancements: [{ kind: 'hp' }, { kind: 'evasion' }], card: 'x' })
 */
export function applyDhLevelUp(
  character: DhCharacter,
  catalogue: DhCatalogue,
  record: DhLevelUp,
): DhResult {
  const [problem] = dhLevelUpProblems(character, catalogue, record);
  if (problem) return { ok: false, problem };
  const { experienceSlot: _ignored, ...stored } = record;
  let next = character;
  const text = record.experience?.trim() ?? '';
  let placed: number | null = null;
  if (text !== '') {
    placed = freeExperienceSlot(character);
    if (placed !== null) {
      next = withExperience(next, placed, { text, mod: DH_CONSTANTS.startingExperienceMod });
    }
  }
  for (const id of cardsOf(record)) next = addCard(next, id);
  if (record.exchange) next = replaceCard(next, record.exchange.from, record.exchange.to);
  const kept: DhLevelUp = placed === null ? stored : { ...stored, experienceSlot: placed };
  return { ok: true, character: { ...next, level: record.level, levels: [...next.levels, kept] } };
}

/**
 * Takes the last level back with everything it gave, so that it can be taken again: its
 * experience slot emptied, its cards given up, an exchange undone. Level 1 stays as it is.
 */
export function levelDownDh(character: DhCharacter): DhCharacter {
  if (character.level <= 1) return character;
  const record = character.levels.at(-1);
  if (!record || record.level !== character.level) {
    return { ...character, level: character.level - 1 };
  }
  let next = character;
  if (record.exchange) next = replaceCard(next, record.exchange.to, record.exchange.from);
  for (const id of cardsOf(record)) next = removeCard(next, id);
  if (record.experienceSlot !== undefined) {
    next = withExperience(next, record.experienceSlot, { text: '', mod: 0 });
  }
  return { ...next, level: character.level - 1, levels: character.levels.slice(0, -1) };
}

/**
 * Changes the choices of a level already taken: valid only when that level and every later
 * one stay valid (`later-level-invalid` names the first that does not). Later levels keep
 * their choices; cards keep their place in the loadout or the vault, experiences their text.
 */
export function replaceDhLevelUp(
  character: DhCharacter,
  catalogue: DhCatalogue,
  record: DhLevelUp,
): DhResult {
  const index = character.levels.findIndex((past) => past.level === record.level);
  if (index < 0 || character.levels.length !== character.level - 1) {
    return { ok: false, problem: { code: 'level-not-taken', params: { level: record.level } } };
  }
  const later = character.levels.slice(index + 1);
  let next = character;
  while (next.level >= record.level) next = levelDownDh(next);
  const replaced = applyDhLevelUp(next, catalogue, record);
  if (!replaced.ok) return replaced;
  next = replaced.character;
  for (const past of later) {
    const again = applyDhLevelUp(next, catalogue, past);
    if (!again.ok) {
      return { ok: false, problem: { code: 'later-level-invalid', params: { level: past.level } } };
    }
    next = again.character;
  }
  return { ok: true, character: keepPlayerEdits(character, next) };
}

/**
 * What the player changed since the levels were taken, where it still applies: an
 * achievement's experience whose level kept the same text and slot keeps its edited text and
 * modifier; cards keep their place in the loadout or the vault.
 */
function keepPlayerEdits(before: DhCharacter, after: DhCharacter): DhCharacter {
  const experiences = after.experiences.map((experience, slot) => {
    const old = before.levels.find((record) => record.experienceSlot === slot);
    const now = after.levels.find((record) => record.experienceSlot === slot);
    const unchanged = old && now && old.level === now.level && old.experience === now.experience;
    return unchanged ? (before.experiences[slot] ?? experience) : experience;
  });
  const held = new Set(after.cards.all);
  const wasHeld = new Set(before.cards.all);
  const active = before.cards.active.filter((id) => held.has(id));
  for (const id of after.cards.active) {
    if (!wasHeld.has(id) && active.length < DH_CONSTANTS.loadoutLimit) active.push(id);
  }
  return { ...after, experiences, cards: { all: after.cards.all, active } };
}
