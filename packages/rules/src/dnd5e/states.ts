import type { Character } from './character.ts';
import type { Transition } from './hit-points.ts';
import { STATES_OPTION } from './paths.ts';

/** States the player switches on and off; mechanics may require them (spec mechanic requirements). */
export const STATES = ['raging', 'wild-shape'] as const;
export type State = (typeof STATES)[number];

export function hasState(character: Character, state: State): boolean {
  return (character.options[STATES_OPTION] ?? []).includes(state);
}

/** Switches a state on or off (`options.states`). */
export function setState(character: Character, state: State, on: boolean): Character {
  const current = character.options[STATES_OPTION] ?? [];
  if (current.includes(state) === on) return character;
  const next = on ? [...current, state] : current.filter((entry) => entry !== state);
  return { ...character, options: { ...character.options, [STATES_OPTION]: next } };
}

/** A resource as spending needs it: its key in `character.resources` and its maximum (0: none). */
export interface SpendableResource {
  key: string;
  max: number;
}

/**
 * Spends uses of a resource (spec §4, §5): never more than are left (a maximum of 0 means
 * unlimited); refused with 'resource.none-left' when too few remain.
 */
export function spendResource(
  character: Character,
  resource: SpendableResource,
  count = 1,
): Transition {
  const spending = Math.max(0, Math.trunc(count));
  const used = character.resources[resource.key] ?? 0;
  if (resource.max > 0 && used + spending > resource.max) {
    return {
      character,
      messages: [{ level: 'error', key: 'resource.none-left', params: { resource: resource.key } }],
    };
  }
  return {
    character: {
      ...character,
      resources: { ...character.resources, [resource.key]: used + spending },
    },
    messages: [],
  };
}

/** Gives uses back, never below 0 used. */
export function restoreResource(
  character: Character,
  resource: SpendableResource,
  count = 1,
): Character {
  const used = character.resources[resource.key] ?? 0;
  const next = Math.max(0, used - Math.max(0, Math.trunc(count)));
  return { ...character, resources: { ...character.resources, [resource.key]: next } };
}

/** Sets the used count directly (the sheet's pips and stepper), within 0 and the maximum. */
export function setResourceUsed(
  character: Character,
  resource: SpendableResource,
  used: number,
): Character {
  const whole = Number.isFinite(used) ? Math.trunc(used) : 0;
  const clamped = Math.max(0, resource.max > 0 ? Math.min(resource.max, whole) : whole);
  return { ...character, resources: { ...character.resources, [resource.key]: clamped } };
}

/** The Rage resource (Barbarian). */
export const RAGE = 'prop-rage';

/** Starting a Rage spends a use and switches the `raging` state on (its mechanics apply). */
export function startRage(character: Character, rage: SpendableResource): Transition {
  if (hasState(character, 'raging')) return { character, messages: [] };
  const spent = spendResource(character, rage);
  if (spent.character === character) return spent;
  return { character: setState(spent.character, 'raging', true), messages: [] };
}

export function endRage(character: Character): Character {
  return setState(character, 'raging', false);
}
