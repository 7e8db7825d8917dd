import type { Character } from './character.ts';
import { EXHAUSTION, exhaustionLevel, MAX_EXHAUSTION } from './conditions.ts';
import { totalLevel } from './core.ts';
import { deathSaveState, failDeathSavesFromDamage, isDead } from './death-saves.ts';
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

/**
 * Bloodied: half the hit point maximum or fewer. SRD 5.2 says 'half its Hit Points or fewer';
 * the spec's 'under half' would miss exactly half, so the SRD is followed.
 */
export function isBloodied(character: Pick<Character, 'hp'>): boolean {
  return character.hp.current <= hitPointMaximum(character) / 2;
}

/** A hit-point entry as typed: not a number is 0, negatives are 0, whole numbers only. */
export function hitPointInput(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(number) ? Math.max(0, Math.trunc(number)) : 0;
}

/** SRD 5.2 caps the concentration save DC at 30; the spec gives only the minimum of 10. */
const MAX_CONCENTRATION_DC = 30;

/** The Constitution save DC to keep concentrating after damage: max(10, ⌊damage / 2⌋), at most 30. */
export function concentrationDc(damage: number): number {
  return Math.min(MAX_CONCENTRATION_DC, Math.max(10, Math.floor(damage / 2)));
}

export interface DamageOptions {
  /** The damage comes from a critical hit: two death-save failures at 0 HP instead of one. */
  critical?: boolean;
}

/**
 * Damage (spec §4, SRD 5.2): temporary HP absorb it first, the rest lowers current HP, never
 * below 0. At 0 the character is Unconscious and concentration ends ('Your Concentration
 * ends!'); otherwise a concentrating character is reminded of the save and its DC.
 * Where the spec is silent, SRD 5.2 rules death: damage that leaves a remainder (past 0 HP)
 * of at least the hit point maximum kills outright; damage taken at 0 HP is a death-save
 * failure (two on a critical hit) and ends Stable. The dead take no more damage.
 *
 * @example takeDamage(fighter, 7) // hp 12 → 5, or temp 5 + hp 12 → hp 10
 * @example takeDamage(downed, 4, { critical: true }) // 0 HP: two death-save failures
 */
export function takeDamage(
  character: Character,
  amount: number,
  { critical = false }: DamageOptions = {},
): Transition {
  const damage = hitPointInput(amount);
  if (damage === 0 || isDead(character)) return { character, messages: [] };
  const absorbed = Math.min(character.hp.temp, damage);
  const throughTemp = damage - absorbed;
  const current = Math.max(0, character.hp.current - throughTemp);
  const remainder = throughTemp - character.hp.current;
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
    if (throughTemp > 0 && remainder >= hitPointMaximum(character)) {
      next = { ...next, saving_death: { failures: 3, successes: 0 } };
      messages.push({ level: 'error', key: 'death.massive' });
    } else if (throughTemp > 0 && character.hp.current === 0) {
      next = failDeathSavesFromDamage(next, critical);
      messages.push({
        level: 'warning',
        key: critical ? 'death.damage-critical' : 'death.damage',
      });
      if (deathSaveState(next.saving_death) === 'dead') {
        messages.push({ level: 'error', key: 'death.dead' });
      }
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
 * saves and the Unconscious condition. Ordinary healing does not bring back the dead (SRD
 * 5.2): it is refused, and the player undoes the damage or marks a revival instead.
 */
export function heal(character: Character, amount: number): Transition {
  if (isDead(character)) {
    return { character, messages: [{ level: 'error', key: 'death.no-healing' }] };
  }
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

/**
 * A revival the player marks (Revivify, Raise Dead and the like return the dead with 1 HP):
 * death saves cleared, Unconscious gone, and an exhaustion of 6 lowered to 5, since level 6
 * is itself death. Anyone not dead is left alone.
 */
export function revive(character: Character): Character {
  if (!isDead(character)) return character;
  const exhaustion = exhaustionLevel(character);
  return {
    ...character,
    hp: { ...character.hp, current: Math.max(1, character.hp.current) },
    saving_death: { failures: 0, successes: 0 },
    conditions: character.conditions.filter((condition) => condition !== UNCONSCIOUS),
    resources:
      exhaustion >= MAX_EXHAUSTION
        ? { ...character.resources, [EXHAUSTION]: MAX_EXHAUSTION - 1 }
        : character.resources,
  };
}

/** What an HP change can touch, kept to undo it. */
export interface HitPointState {
  hp: Character['hp'];
  saving_death: Character['saving_death'];
  conditions: string[];
  exhaustion: number;
  concentration: string[];
}

/** The HP state of a character as it is now, for undo. */
export function hitPointState(character: Character): HitPointState {
  return {
    hp: character.hp,
    saving_death: character.saving_death,
    conditions: character.conditions,
    exhaustion: character.resources[EXHAUSTION] ?? 0,
    concentration: character.options.concentration ?? [],
  };
}

/**
 * Undo of an HP change: the character as it is now, with the HP state from before the change
 * put back (other edits made since stay).
 */
export function restoreHitPointState(character: Character, state: HitPointState): Character {
  return {
    ...character,
    hp: state.hp,
    saving_death: state.saving_death,
    conditions: state.conditions,
    resources: { ...character.resources, [EXHAUSTION]: state.exhaustion },
    options: { ...character.options, concentration: state.concentration },
  };
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

/**
 * A new maximum (or its adjustment) as the player commits it: the maximum stays at least 1
 * and current HP are clamped to the new maximum, never raised.
 */
export function setHitPointMaximum(
  character: Character,
  field: 'max' | 'max_mod',
  value: number,
): Character {
  const whole = Number.isFinite(value) ? Math.trunc(value) : 0;
  const hp = { ...character.hp, [field]: field === 'max' ? Math.max(1, whole) : whole };
  return { ...character, hp: { ...hp, current: Math.min(hp.current, hitPointMaximum({ hp })) } };
}
