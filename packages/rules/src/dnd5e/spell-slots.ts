import type { Progression } from './catalogue.ts';
import { PACT_SLOTS, SPELL_SLOTS } from './tables.ts';

export interface CasterClass {
  progression: Progression;
  level: number;
}

/**
 * Spellcaster level for the slot table: full casters count every level, half casters half
 * their levels rounded up, third casters a third rounded down (spec §9). Pact Magic does not
 * count. The 2024 half-caster tables equal this rule for a single class too.
 *
 * @example spellcasterLevel([{ progression: 'half', level: 6 }, { progression: 'full', level: 4 }]) // 7
 */
export function spellcasterLevel(classes: readonly CasterClass[]): number {
  let total = 0;
  for (const { progression, level } of classes) {
    if (progression === 'full') total += level;
    else if (progression === 'half') total += Math.ceil(level / 2);
    else if (progression === 'third') total += Math.floor(level / 3);
  }
  return Math.min(20, total);
}

/** Regular slots of levels 1-9 (trailing zeros left off) for a character's casting classes. */
export function spellSlots(classes: readonly CasterClass[]): number[] {
  return [...SPELL_SLOTS[spellcasterLevel(classes)]!];
}

/** Pact Magic slots for a Warlock level (0 slots without the class). */
export function pactSlots(warlockLevel: number): { slots: number; level: number } {
  return PACT_SLOTS[Math.min(20, Math.max(0, warlockLevel))]!;
}
