import type { Character } from './character.ts';
import { totalLevel } from './core.ts';
import type { MessageKey } from './texts.ts';

/** What a transition asks the app to show: a message key and its parameters. */
export interface Message {
  level: 'info' | 'warning' | 'error';
  key: MessageKey;
  params?: Record<string, number | string>;
}

export interface Transition {
  character: Character;
  messages: Message[];
}

const UNCONSCIOUS = 'unconscious';

/** Maximum hit points with effects: max + max_mod, never below 1. */
export function hitPointMaximum(character: Pick<Character, 'hp'>): number {
  return Math.max(1, character.hp.max + character.hp.max_mod);
}

/** Bloodied: current HP under half the maximum (spec §4). */
export function isBloodied(character: Pick<Character, 'hp'>): boolean {
  return character.hp.current < hitPointMaximum(character) / 2;
}

/** A hit-point entry as typed: not a number is 0, negatives are 0, whole numbers only. */
export function hitPointInput(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(number) ? Math.max(0, Math.trunc(number)) : 0;
}

/** The Constitution save DC to keep concentrating after taking damage: max(10, ⌊damage / 2⌋). */
export function concentrationDc(damage: number): number {
  return Math.max(10, Math.floor(damage / 2));
}

/**
 * Damage (spec §4): temporary HP absorb it first, the rest lowers current HP, never below 0.
 * At 0 the character is Unconscious and concentration ends ('Your Concentration ends!');
 * otherwise a concentrating character is reminded of the save and its DC.
 *
 * @example takeDamage(fighter, 7) // hp 12 → 5, or temp 5 + hp 12 → hp 10
 */
export function takeDamage(character: Character, amount: number): Transition {
  const damage = hitPointInput(amount);
  if (damage === 0) return { character, messages: [] };
  const absorbed = Math.min(character.hp.temp, damage);
  const current = Math.max(0, character.hp.current - (damage - absorbed));
  const hp = { ...character.hp, temp: character.hp.temp - absorbed, current };
  const concentrating = (character.options.concentration ?? []).length > 0;
  const messages: Message[] = [];
  let next: Character = { ...character, hp };
  if (current === 0) {
    if (!next.conditions.includes(UNCONSCIOUS)) {
      next = { ...next, conditions: [...next.conditions, UNCONSCIOUS] };
    }
    if (concentrating) {
      next = { ...next, options: { ...next.options, concentration: [] } };
      messages.push({ level: 'error', key: 'concentration.ends' });
    }
  } else if (concentrating) {
    messages.push({
      level: 'warning',
      key: 'concentration.save',
      params: { dc: concentrationDc(damage) },
    });
  }
  return { character: next, messages };
}

/**
 * Healing (spec §4): adds to current HP up to the maximum; a positive result clears the death
 * saves and the Unconscious condition.
 */
export function heal(character: Character, amount: number): Transition {
  const healing = hitPointInput(amount);
  const current = Math.min(hitPointMaximum(character), character.hp.current + healing);
  let next: Character = { ...character, hp: { ...character.hp, current } };
  if (current > 0) {
    next = {
      ...next,
      saving_death: { failures: 0, successes: 0 },
      conditions: next.conditions.filter((condition) => condition !== UNCONSCIOUS),
    };
  }
  return { character: next, messages: [] };
}

/** Temporary hit points do not stack: the larger of the old and the new amount stays. */
export function gainTemporaryHitPoints(character: Character, amount: number): Character {
  return {
    ...character,
    hp: { ...character.hp, temp: Math.max(character.hp.temp, hitPointInput(amount)) },
  };
}

/** The initial amount the damage and heal dialog offers: twice the total level (spec §4). */
export function suggestedHitPointChange(character: Pick<Character, 'classes'>): number {
  return 2 * totalLevel(character.classes);
}
