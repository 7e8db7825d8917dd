import type { Breakdown, Term } from './breakdown.ts';
import { sumOf } from './breakdown.ts';
import type { RulesCatalogue } from './catalogue.ts';
import type { Character } from './character.ts';
import type { Grant } from './grants.ts';
import type { AbilityMechanic } from './mechanics.ts';
import { backgroundBonusKey, optionKey } from './paths.ts';
import { applyStudies, recordedStudies } from './study.ts';
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

/** The highest score an ability mechanic in effect sets an ability to (a Belt of Giant Strength). */
function highestSet(
  grants: readonly Grant[],
  ability: Ability,
): { value: number; grant: Grant } | undefined {
  let best: { value: number; grant: Grant } | undefined;
  for (const grant of grants) {
    const mechanic = grant.mechanic;
    if (mechanic.type !== 'ability' || mechanic.set === undefined || mechanic.key !== ability) {
      continue;
    }
    if (!best || mechanic.set > best.value) best = { value: mechanic.set, grant };
  }
  return best;
}

/**
 * Ability scores (spec §9 phase two): the base scores, the background's increase, then every
 * ability mechanic in effect (feats, capstones), each raising a score no higher than its own
 * cap (20 unless the mechanic says 25 or 30), then the books the character has studied (a Tome
 * of Clear Thought: +2 INT up to 30, for good; read with the catalogue); after every increase, a mechanic that sets a score
 * (a Belt of Giant Strength: STR 21) makes it that when it is higher, the highest such winning,
 * as one term from its item. Each score carries its terms.
 *
 * @example abilityScores(character, grants).dex // { value: 16, terms: [base 15, background +1] }
 */
export function abilityScores(
  character: Character,
  grants: readonly Grant[],
  catalogue?: RulesCatalogue,
): AbilityScores {
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
  if (catalogue) applyStudies(recordedStudies(character, catalogue), values, terms);
  for (const ability of ABILITIES) {
    const set = highestSet(grants, ability);
    if (!set || set.value <= values[ability]) continue;
    terms[ability].push({
      label: set.grant.source.kind,
      value: set.value - values[ability],
      source: `${set.grant.source.kind}:${set.grant.source.id}`,
    });
    values[ability] = set.value;
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
