import type { Character } from './character.ts';
import type { Message, Transition } from './hit-points.ts';

/** What casting needs to know of a spell. */
export interface CastableSpell {
  id: string;
  level: number;
  concentration: boolean;
}

/** The slots a character has: regular by level 1-9, and Pact Magic. */
export interface SlotPools {
  regular: readonly number[];
  pact: { slots: number; level: number };
}

export const REGULAR_ROW = 0;
export const PACT_ROW = 1;
export type SlotRow = typeof REGULAR_ROW | typeof PACT_ROW;

export interface SlotChoice {
  row: SlotRow;
  /** Slot level 1-9. */
  level: number;
}

const used = (character: Character, row: SlotRow, level: number) =>
  character.spell_slots[row]?.[level - 1] ?? 0;

/** Unused slots of one row and level. */
export function slotsLeft(character: Character, pools: SlotPools, choice: SlotChoice): number {
  const total =
    choice.row === PACT_ROW
      ? choice.level === pools.pact.level
        ? pools.pact.slots
        : 0
      : (pools.regular[choice.level - 1] ?? 0);
  return Math.max(0, total - used(character, choice.row, choice.level));
}

/** The slots a spell of this level can be cast with now (the drawer offers only these). */
export function castingOptions(
  character: Character,
  pools: SlotPools,
  spellLevel: number,
): SlotChoice[] {
  if (spellLevel === 0) return [];
  const options: SlotChoice[] = [];
  for (let level = spellLevel; level <= 9; level += 1) {
    const regular = { row: REGULAR_ROW, level } as const;
    if (slotsLeft(character, pools, regular) > 0) options.push(regular);
  }
  const pact = { row: PACT_ROW, level: pools.pact.level } as const;
  if (pools.pact.level >= spellLevel && slotsLeft(character, pools, pact) > 0) options.push(pact);
  return options;
}

/**
 * The lowest slot level the character casts a spell of this level with, left or not: its own
 * level when it has such slots, else the next level up it has; a Warlock's Pact Magic slots are
 * all of the pact level (SRD 5.2). What the actions list shows a spell's dice at. Cantrips: 0;
 * without a slot that fits (a scroll, a free casting), the spell's own level.
 *
 * @example lowestSlotLevel({ regular: [], pact: { slots: 2, level: 3 } }, 1) // 3
 */
export function lowestSlotLevel(pools: SlotPools, spellLevel: number): number {
  if (spellLevel === 0) return 0;
  const levels: number[] = [];
  const regular = pools.regular.findIndex((count, index) => count > 0 && index + 1 >= spellLevel);
  if (regular >= 0) levels.push(regular + 1);
  if (pools.pact.slots > 0 && pools.pact.level >= spellLevel) levels.push(pools.pact.level);
  return levels.length > 0 ? Math.min(...levels) : spellLevel;
}

/** Marks one slot of a row and level used (or, with `delta` −1, restores one), 0 to total. */
export function changeSlotUse(
  character: Character,
  pools: SlotPools,
  choice: SlotChoice,
  delta: 1 | -1,
): Character {
  const row = [...(character.spell_slots[choice.row] ?? [])];
  while (row.length < choice.level) row.push(0);
  const total = choice.row === PACT_ROW ? pools.pact.slots : (pools.regular[choice.level - 1] ?? 0);
  row[choice.level - 1] = Math.min(total, Math.max(0, row[choice.level - 1]! + delta));
  const spell_slots: Character['spell_slots'] =
    choice.row === PACT_ROW ? [character.spell_slots[0], row] : [row, character.spell_slots[1]];
  return { ...character, spell_slots };
}

/** Concentrating on a spell replaces any other concentration (spec §4). */
export function concentrate(character: Character, spellId: string): Transition {
  const previous = character.options.concentration ?? [];
  const messages: Message[] = previous
    .filter((id) => id !== spellId)
    .map((id) => ({
      level: 'info' as const,
      key: 'concentration.replaced',
      params: { spell: id },
    }));
  return {
    character: { ...character, options: { ...character.options, concentration: [spellId] } },
    messages,
  };
}

export function dropConcentration(character: Character): Character {
  return { ...character, options: { ...character.options, concentration: [] } };
}

/**
 * Casting (spec §4): a cantrip uses no slot; a levelled spell uses one slot of the chosen row
 * and level, which must be at least the spell's level and still unused; a concentration spell
 * becomes the one concentrated on.
 */
export function castSpell(
  character: Character,
  spell: CastableSpell,
  pools: SlotPools,
  choice?: SlotChoice,
): Transition {
  let next = character;
  if (spell.level > 0) {
    if (!choice || choice.level < spell.level || slotsLeft(character, pools, choice) === 0) {
      return {
        character,
        messages: [{ level: 'error', key: 'casting.no-slot', params: { level: spell.level } }],
      };
    }
    next = changeSlotUse(character, pools, choice, 1);
  }
  if (!spell.concentration) return { character: next, messages: [] };
  return concentrate(next, spell.id);
}

/** A spell scroll's save DC: 10 + the spell's level (spec §4). */
export function scrollSaveDc(spellLevel: number): number {
  return 10 + spellLevel;
}

/** A spell scroll in the inventory, as casting from it needs it. */
export interface ScrollItem {
  id: string;
  quantity: number;
}

/**
 * Casting from a spell scroll (spec §4): uses no slot, consumes the scroll (one of the stack;
 * the item goes when none is left), makes a concentration spell the one concentrated on, and
 * tells the save DC, 10 + the spell's level.
 */
export function castFromScroll<T extends ScrollItem>(
  character: Character,
  items: readonly T[],
  scrollId: string,
  spell: CastableSpell,
): Transition & { items: T[] } {
  const scroll = items.find((item) => item.id === scrollId);
  if (!scroll || scroll.quantity <= 0) {
    return { character, items: [...items], messages: [{ level: 'error', key: 'scroll.missing' }] };
  }
  const remaining = items.flatMap((item) =>
    item !== scroll ? [item] : item.quantity > 1 ? [{ ...item, quantity: item.quantity - 1 }] : [],
  );
  const cast = spell.concentration ? concentrate(character, spell.id) : { character, messages: [] };
  return {
    character: cast.character,
    items: remaining,
    messages: [
      ...cast.messages,
      {
        level: 'info',
        key: 'scroll.cast',
        params: { spell: spell.id, dc: scrollSaveDc(spell.level) },
      },
    ],
  };
}
