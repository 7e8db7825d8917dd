import type { Breakdown, Term } from './breakdown.ts';
import { sumOf } from './breakdown.ts';
import type { Character } from './character.ts';
import type { Grant } from './grants.ts';
import type { AbilityMechanic } from './mechanics.ts';
import { backgroundBonusKey, optionKey } from './paths.ts';
import type { Ability } from './tables.ts';
import { ABILITIES, MAX_SCORE } from './tables.ts';

export type AbilityScores = Record<Ability, Breakdown>;

const isAbility = (value: string): value is Ability =>
  (ABILITIES as readonly string[]).includes(value);

/** Counts each ability in a list of chosen increases (`['dex', 'dex', 'con']`: +2 DEX, +1 CON). */
export function countIncreases(
  chosen: readonly string[] | undefined,
): Partial<Record<Ability, number>> {
  const counts: Partial<Record<Ability, number>> = {};
  for (const id of chosen ?? []) {
    if (isAbility(id)) counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

function increases(mechanic: AbilityMechanic, character: Character, path: string) {
  if (mechanic.key !== undefined) return { [mechanic.key]: mechanic.value ?? 0 };
  return countIncreases(character.options[optionKey(path, mechanic.id)]);
}

/**
 * Ability scores (spec §9 phase two): the base scores, the background's increase, then every
 * ability mechanic in effect (feats, capstones), each raising a score no higher than its own
 * cap (20 unless the mechanic says 25 or 30). Each score carries its terms.
 *
 * @example abilityScores(character, grants).dex // { value: 16, terms: [base 15, background +1] }
 */
export function abilityScores(character: Character, grants: readonly Grant[]): AbilityScores {
  const terms: Record<Ability, Term[]> = { str: [], dex: [], con: [], int: [], wis: [], cha: [] };
  const values: Record<Ability, number> = { ...character.attributes };
  for (const ability of ABILITIES) terms[ability].push({ label: 'base', value: values[ability] });
  if (character.background) {
    const bonus = countIncreases(character.options[backgroundBonusKey(character.background)]);
    for (const ability of ABILITIES) {
      const value = bonus[ability];
      if (!value) continue;
      values[ability] += value;
      terms[ability].push({
        label: 'background',
        value,
        source: `background:${character.background}`,
      });
    }
  }
  for (const grant of grants) {
    if (grant.mechanic.type !== 'ability') continue;
    const cap = grant.mechanic.max ?? MAX_SCORE;
    const raised = increases(grant.mechanic, character, grant.path);
    for (const ability of ABILITIES) {
      const wanted = raised[ability] ?? 0;
      const value = Math.min(wanted, Math.max(0, cap - values[ability]));
      if (value <= 0) continue;
      values[ability] += value;
      terms[ability].push({
        label: grant.source.kind,
        value,
        source: `${grant.source.kind}:${grant.source.id}`,
      });
    }
  }
  return {
    str: sumOf(terms.str),
    dex: sumOf(terms.dex),
    con: sumOf(terms.con),
    int: sumOf(terms.int),
    wis: sumOf(terms.wis),
    cha: sumOf(terms.cha),
  };
}
