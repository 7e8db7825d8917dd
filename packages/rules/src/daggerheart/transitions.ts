import type { DhCatalogue, DhTrait } from './catalogue.ts';
import type { DhCharacter, DhConditionKey, DhExperience, DhMods } from './character.ts';
import { DH_BOUNDS, DH_CONSTANTS } from './character.ts';
import type { DhResult, DhSheet } from './sheet.ts';

/** The three tracks of slots a player marks and clears. */
export type DhTrack = 'hp' | 'stress' | 'armor';

/** 0: no damage; 1: minor (1 HP); 2: major (2 HP); 3: severe (3 HP). */
export type DhSeverity = 0 | 1 | 2 | 3;

export interface DhDamageOutcome {
  character: DhCharacter;
  severity: DhSeverity;
  hpMarked: number;
  armorUsed: boolean;
  deathMoveDue: boolean;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Spec §4: tapping a point at or below the filled count lowers hope; above it raises it. */
export function tapHope(character: DhCharacter, sheet: DhSheet, index: number): DhCharacter {
  const filled = sheet.hope.filled;
  const next = index <= filled ? filled - 1 : Math.min(filled + 1, sheet.hope.available);
  return { ...character, hopeFilled: Math.max(0, next), hopeBlocked: 0 };
}

export function adjustTrack(
  character: DhCharacter,
  sheet: DhSheet,
  track: DhTrack,
  delta: number,
): DhCharacter {
  return setTrack(character, sheet, track, filledOf(sheet, track) + delta);
}

function filledOf(sheet: DhSheet, track: DhTrack): number {
  if (track === 'hp') return sheet.hp.filled;
  if (track === 'stress') return sheet.stress.filled;
  return sheet.armorSlots.filled;
}

export function setTrack(
  character: DhCharacter,
  sheet: DhSheet,
  track: DhTrack,
  filled: number,
): DhCharacter {
  if (track === 'hp') return { ...character, hpFilled: clamp(filled, 0, sheet.hp.max.value) };
  if (track === 'stress') {
    return { ...character, stressFilled: clamp(filled, 0, sheet.stress.max.value) };
  }
  return { ...character, armorFilled: clamp(filled, 0, sheet.armorSlots.max) };
}

export function damageSeverity(
  amount: number,
  thresholds: { major: number; severe: number },
): DhSeverity {
  if (amount <= 0) return 0;
  if (amount >= thresholds.severe) return 3;
  if (amount >= thresholds.major) return 2;
  return 1;
}

export function takeDamage(
  character: DhCharacter,
  sheet: DhSheet,
  amount: number,
  _options: { armorSlot: boolean },
): DhDamageOutcome {
  const severity = damageSeverity(amount, {
    major: sheet.thresholds.major.value,
    severe: sheet.thresholds.severe.value,
  });
  const next = adjustTrack(character, sheet, 'hp', severity);
  return {
    character: next,
    severity,
    hpMarked: next.hpFilled - sheet.hp.filled,
    armorUsed: false,
    deathMoveDue: next.hpFilled >= sheet.hp.max.value,
  };
}

export function toggleCondition(character: DhCharacter, key: DhConditionKey): DhCharacter {
  const conditions = character.conditions.includes(key)
    ? character.conditions.filter((condition) => condition !== key)
    : [...character.conditions, key];
  return { ...character, conditions };
}

export function addGold(character: DhCharacter, delta: number): DhCharacter {
  return { ...character, gold: clamp(character.gold + delta, 0, DH_CONSTANTS.gold.max) };
}

export function equipArmor(
  character: DhCharacter,
  _catalogue: DhCatalogue,
  id: string | null,
): DhCharacter {
  const next = id === character.equippedArmor ? null : id;
  return { ...character, equippedArmor: next, armorFilled: 0 };
}

export function equipWeapon(
  character: DhCharacter,
  _catalogue: DhCatalogue,
  slot: 'primary' | 'secondary',
  id: string | null,
): DhResult {
  const key = slot === 'primary' ? 'equippedPrimaryWeapon' : 'equippedSecondaryWeapon';
  return { ok: true, character: { ...character, [key]: id === character[key] ? null : id } };
}

export function setCardActive(character: DhCharacter, cardId: string, active: boolean): DhResult {
  if (!character.cards.all.includes(cardId))
    return { ok: false, problem: { code: 'card-not-held' } };
  const others = character.cards.active.filter((id) => id !== cardId);
  if (active && others.length >= DH_CONSTANTS.loadoutLimit) {
    return { ok: false, problem: { code: 'loadout-full' } };
  }
  return {
    ok: true,
    character: {
      ...character,
      cards: { ...character.cards, active: active ? [...others, cardId] : others },
    },
  };
}

export function addCard(character: DhCharacter, cardId: string): DhCharacter {
  if (character.cards.all.includes(cardId)) return character;
  const all = [...character.cards.all, cardId];
  const active =
    character.cards.active.length < DH_CONSTANTS.loadoutLimit
      ? [...character.cards.active, cardId]
      : character.cards.active;
  return { ...character, cards: { all, active } };
}

export function removeCard(character: DhCharacter, cardId: string): DhCharacter {
  return {
    ...character,
    cards: {
      all: character.cards.all.filter((id) => id !== cardId),
      active: character.cards.active.filter((id) => id !== cardId),
    },
  };
}

export function setTrait(character: DhCharacter, trait: DhTrait, value: number): DhCharacter {
  const bounded = clamp(value, DH_BOUNDS.trait.min, DH_BOUNDS.trait.max);
  return { ...character, traits: { ...character.traits, [trait]: bounded } };
}

export function setExperience(
  character: DhCharacter,
  index: number,
  change: Partial<DhExperience>,
): DhCharacter {
  const experiences = character.experiences.map((experience, at) =>
    at === index
      ? {
          text: change.text ?? experience.text,
          mod: clamp(
            change.mod ?? experience.mod,
            DH_BOUNDS.experienceMod.min,
            DH_BOUNDS.experienceMod.max,
          ),
        }
      : experience,
  );
  return { ...character, experiences };
}

export function setMod(character: DhCharacter, key: keyof DhMods, value: number): DhCharacter {
  const bounds = key === 'treshold1' || key === 'treshold2' ? DH_BOUNDS.threshold : DH_BOUNDS.mod;
  return { ...character, mods: { ...character.mods, [key]: clamp(value, bounds.min, bounds.max) } };
}
