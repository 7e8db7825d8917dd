import type { AmountContext } from './amounts.ts';
import type { RulesCatalogue } from './catalogue.ts';
import { classRow } from './catalogue.ts';
import type { Character } from './character.ts';
import { abilityModifier, proficiencyBonus, totalLevel } from './core.ts';
import type { Equipment } from './equipment.ts';
import type { Grant } from './grants.ts';
import type { StateFacts } from './requirements.ts';
import { meetsStateRequirements } from './requirements.ts';
import type { Ability } from './tables.ts';
import { ABILITIES } from './tables.ts';

/** What the later phases of the derivation share: levels, final scores, grants in effect. */
export interface SheetContext {
  character: Character;
  catalogue: RulesCatalogue;
  equipment: Equipment;
  level: number;
  classLevels: ReadonlyMap<string, number>;
  proficiencyBonus: number;
  scores: Record<Ability, number>;
  modifiers: Record<Ability, number>;
  /** Grants whose sheet-wide requirements hold (armor worn, raging…). */
  grants: Grant[];
  facts: StateFacts;
  amounts: AmountContext;
}

/** Levels and the amount reader, before ability scores are known. */
export function levelsOf(character: Character): {
  level: number;
  classLevels: Map<string, number>;
} {
  const classLevels = new Map<string, number>();
  for (const cls of character.classes) {
    classLevels.set(cls.id, (classLevels.get(cls.id) ?? 0) + cls.level);
  }
  return { level: totalLevel(character.classes), classLevels };
}

export function buildSheetContext(
  character: Character,
  catalogue: RulesCatalogue,
  equipment: Equipment,
  allGrants: readonly Grant[],
  scores: Record<Ability, number>,
  states: ReadonlySet<string>,
): SheetContext {
  const { level, classLevels } = levelsOf(character);
  const pb = proficiencyBonus(Math.max(1, level));
  const modifiers = {} as Record<Ability, number>;
  for (const ability of ABILITIES) modifiers[ability] = abilityModifier(scores[ability]);
  const facts: StateFacts = {
    armor: equipment.armor?.stats,
    shield: equipment.shield !== undefined,
    states,
  };
  const amounts: AmountContext = {
    proficiencyBonus: pb,
    level,
    classLevel: (id) => classLevels.get(id) ?? 0,
    abilityModifier: (ability) => modifiers[ability],
    column: (classId, column) => {
      const cls = catalogue.classes.get(classId);
      const classLevel = classLevels.get(classId);
      if (!cls || !classLevel) return undefined;
      return classRow(cls, classLevel)?.columns?.[column];
    },
  };
  return {
    character,
    catalogue,
    equipment,
    level,
    classLevels,
    proficiencyBonus: pb,
    scores,
    modifiers,
    grants: allGrants.filter((grant) => meetsStateRequirements(grant.mechanic.requirement, facts)),
    facts,
    amounts,
  };
}

export const grantSource = (grant: Grant) => `${grant.source.kind}:${grant.source.id}`;
