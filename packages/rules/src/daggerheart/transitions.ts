import type { DhTrait } from './catalogue.ts';
import type { DhCharacter, DhConditionKey, DhExperience, DhMods } from './character.ts';
import { DH_BOUNDS, DH_CONSTANTS } from './character.ts';
import { clamp } from './clamp.ts';
import type { DhSheet } from './sheet.ts';

/** The three tracks of slots a player marks and clears. */
export type DhTrack = 'hp' | 'stress' | 'armor';

/** 0: no damage; 1: minor (1 HP); 2: major (2 HP); 3: severe (3 HP). */
export type DhSeverity = 0 | 1 | 2 | 3;

export interface DhDamageOutcome {
  character: DhCharacter;
  severity: DhSeverity;
  /** HP slots actually marked (fewer than the severity when an armor slot was used or HP ran out). */
  hpMarked: number;
  armorUsed: boolean;
  deathMoveDue: boolean;
}

/**
 * Spec §4: `index` is the tapped point, 1-based. At or below the filled count it lowers Hope
 * by one, above it raises Hope by one up to the available Hope; any tap unblocks Hope.
 *
 * @example tapHope(c, sheet, 1) // hope 2 → 1
 */
export function tapHope(character: DhCharacter, sheet: DhSheet, index: number): DhCharacter {
  const filled = sheet.hope.filled;
  const next = index <= filled ? filled - 1 : Math.min(filled + 1, sheet.hope.available);
  return { ...character, hopeFilled: Math.max(0, next), hopeBlocked: 0 };
}

function maxOf(sheet: DhSheet, track: DhTrack): number {
  if (track === 'hp') return sheet.hp.max.value;
  if (track === 'stress') return sheet.stress.max.value;
  return sheet.armorSlots.max;
}

function filledOf(sheet: DhSheet, track: DhTrack): number {
  if (track === 'hp') return sheet.hp.filled;
  if (track === 'stress') return sheet.stress.filled;
  return sheet.armorSlots.filled;
}

const FILLED_FIELD = { hp: 'hpFilled', stress: 'stressFilled', armor: 'armorFilled' } as const;

/**
 * Sets a track's marked slots (clamped to 0…max). Clearing Hit Points brings an unconscious
 * character back (SRD "Death": when an ally clears 1 or more of their marked Hit Points).
 */
export function setTrack(
  character: DhCharacter,
  sheet: DhSheet,
  track: DhTrack,
  filled: number,
): DhCharacter {
  const value = clamp(Math.round(filled), 0, maxOf(sheet, track));
  const next = { ...character, [FILLED_FIELD[track]]: value };
  if (track === 'hp' && value < sheet.hp.filled && character.fate === 'unconscious') {
    next.fate = 'alive';
  }
  return next;
}

/**
 * Marks (+) or clears (−) slots. Stress that cannot be marked because every slot is marked
 * marks one Hit Point instead (SRD "Stress").
 *
 * @example adjustTrack(allStressMarked, sheet, 'stress', 1).hpFilled // one more HP marked
 */
export function adjustTrack(
  character: DhCharacter,
  sheet: DhSheet,
  track: DhTrack,
  delta: number,
): DhCharacter {
  const wanted = filledOf(sheet, track) + delta;
  const next = setTrack(character, sheet, track, wanted);
  if (track === 'stress' && delta > 0 && wanted > sheet.stress.max.value) {
    return setTrack(next, sheet, 'hp', sheet.hp.filled + 1);
  }
  return next;
}

/**
 * SRD "Damage Thresholds": below Major marks 1 HP, at or above Major 2, at or above Severe 3.
 *
 * @example damageSeverity(6, { major: 6, severe: 12 }) // 2
 */
export function damageSeverity(
  amount: number,
  thresholds: { major: number; severe: number },
): DhSeverity {
  if (amount <= 0) return 0;
  if (amount >= thresholds.severe) return 3;
  if (amount >= thresholds.major) return 2;
  return 1;
}

/**
 * Damage by the thresholds; marking an armor slot (when one is free) lowers the HP marked by
 * one (SRD "Armor").
 *
 * @example takeDamage(c, sheet, 7, { armorSlot: true }) // major → minor: 1 HP, 1 armor slot
 */
export function takeDamage(
  character: DhCharacter,
  sheet: DhSheet,
  amount: number,
  options: { armorSlot: boolean },
): DhDamageOutcome {
  const severity = damageSeverity(amount, {
    major: sheet.thresholds.major.value,
    severe: sheet.thresholds.severe.value,
  });
  const armorUsed =
    options.armorSlot &&
    severity > 0 &&
    sheet.armorScore.value > 0 &&
    sheet.armorSlots.filled < sheet.armorSlots.max;
  let next = armorUsed ? adjustTrack(character, sheet, 'armor', 1) : character;
  next = setTrack(next, sheet, 'hp', sheet.hp.filled + severity - (armorUsed ? 1 : 0));
  const hpMax = sheet.hp.max.value;
  return {
    character: next,
    severity,
    hpMarked: next.hpFilled - sheet.hp.filled,
    armorUsed,
    deathMoveDue: hpMax > 0 && next.hpFilled >= hpMax && next.fate === 'alive',
  };
}

export function toggleCondition(character: DhCharacter, key: DhConditionKey): DhCharacter {
  const conditions = character.conditions.includes(key)
    ? character.conditions.filter((condition) => condition !== key)
    : [...character.conditions, key];
  return { ...character, conditions };
}

/** Adds (or, negative, spends) coins, within 0 and one chest's worth of pouches. */
export function addGold(character: DhCharacter, delta: number): DhCharacter {
  return { ...character, gold: clamp(character.gold + delta, 0, DH_CONSTANTS.gold.max) };
}

export function setTrait(character: DhCharacter, trait: DhTrait, value: number): DhCharacter {
  const bounded = clamp(value, DH_BOUNDS.trait.min, DH_BOUNDS.trait.max);
  return { ...character, traits: { ...character.traits, [trait]: bounded } };
}

/** Changes one experience slot's text or modifier (0…5); other slots are kept. */
export function setExperience(
  character: DhCharacter,
  index: number,
  change: { text?: string; mod?: number },
): DhCharacter {
  if (index < 0 || index >= DH_CONSTANTS.experienceSlots) return character;
  const experiences: DhExperience[] = Array.from(
    { length: Math.max(character.experiences.length, index + 1) },
    (_, at) => character.experiences[at] ?? { text: '', mod: 0 },
  );
  const current = experiences[index]!;
  const { min, max } = DH_BOUNDS.experienceMod;
  experiences[index] = {
    text: change.text ?? current.text,
    mod: clamp(change.mod ?? current.mod, min, max),
  };
  return { ...character, experiences };
}

export function setMod(character: DhCharacter, key: keyof DhMods, value: number): DhCharacter {
  const bounds = key === 'treshold1' || key === 'treshold2' ? DH_BOUNDS.threshold : DH_BOUNDS.mod;
  return { ...character, mods: { ...character.mods, [key]: clamp(value, bounds.min, bounds.max) } };
}
