import type { ArmorStats } from './catalogue.ts';
import type { Requirement } from './mechanics.ts';
import { ATTACK_REQUIREMENTS } from './mechanics.ts';

/** What the sheet-wide requirements are judged on. */
export interface StateFacts {
  /** Equipped body armor. */
  armor: ArmorStats | undefined;
  shield: boolean;
  /** States the player switched on: `raging`, `wild-shape`. */
  states: ReadonlySet<string>;
}

/**
 * Whether a mechanic's requirements hold for the character as it is now. Requirements about
 * the weapon in hand are left to each attack ({@link meetsAttackRequirements}).
 */
export function meetsStateRequirements(
  requirements: readonly Requirement[] | undefined,
  facts: StateFacts,
): boolean {
  if (!requirements) return true;
  for (const requirement of requirements) {
    switch (requirement) {
      case 'no-armor':
        if (facts.armor) return false;
        break;
      case 'no-shield':
        if (facts.shield) return false;
        break;
      case 'no-heavy-armor':
        if (facts.armor?.category === 'heavy') return false;
        break;
      case 'wearing-armor':
        if (!facts.armor) return false;
        break;
      case 'raging':
      case 'wild-shape':
        if (!facts.states.has(requirement)) return false;
        break;
      default:
        break;
    }
  }
  return true;
}

/** What an attack is, for the requirements judged per attack. */
export interface AttackFacts {
  melee: boolean;
  ranged: boolean;
  twoHanded: boolean;
  light: boolean;
  unarmed: boolean;
  /** Made with Strength. */
  strength: boolean;
}

function attackHolds(requirement: Requirement, attack: AttackFacts): boolean {
  switch (requirement) {
    case 'melee-weapon':
      return attack.melee && !attack.unarmed;
    case 'ranged-weapon':
      return attack.ranged;
    case 'one-handed-melee':
      return attack.melee && !attack.unarmed && !attack.twoHanded;
    case 'two-handed-melee':
      return attack.melee && attack.twoHanded;
    case 'light-weapon':
      return attack.light;
    case 'unarmed':
      return attack.unarmed;
    case 'strength-attack':
      return attack.strength;
    default:
      return true;
  }
}

/** Whether a mechanic's weapon requirements hold for one attack. */
export function meetsAttackRequirements(
  requirements: readonly Requirement[] | undefined,
  attack: AttackFacts,
): boolean {
  return requirements?.every((requirement) => attackHolds(requirement, attack)) ?? true;
}

/** Whether a requirement list names anything about the weapon in hand. */
export function hasAttackRequirement(requirements: readonly Requirement[] | undefined): boolean {
  return requirements?.some((requirement) => ATTACK_REQUIREMENTS.has(requirement)) ?? false;
}
