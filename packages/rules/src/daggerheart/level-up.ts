import type { DhCatalogue, DhDomainCard, DhTrait } from './catalogue.ts';
import type { DhAdvancement, DhCharacter, DhLevelUp } from './character.ts';
import { dhTierOf } from './derive.ts';
import type { DhProblem, DhResult } from './sheet.ts';

export type DhAdvancementKind = DhAdvancement['kind'];

/** Slots per tier block of the official sheet (SRD "Leveling Up"). */
export const DH_ADVANCEMENT_SLOTS: Record<2 | 3 | 4, Partial<Record<DhAdvancementKind, number>>> = {
  2: { traits: 3, hp: 2, stress: 2, experiences: 1, 'domain-card': 1, evasion: 1 },
  3: {
    traits: 3,
    hp: 2,
    stress: 2,
    experiences: 1,
    'domain-card': 1,
    evasion: 1,
    subclass: 1,
    proficiency: 1,
    multiclass: 1,
  },
  4: {
    traits: 3,
    hp: 2,
    stress: 2,
    experiences: 1,
    'domain-card': 1,
    evasion: 1,
    subclass: 1,
    proficiency: 1,
    multiclass: 1,
  },
};

export interface DhLevelUpOption {
  kind: DhAdvancementKind;
  slots: number;
  used: number;
  /** Choices it takes: proficiency and multiclass take both. */
  cost: 1 | 2;
  available: boolean;
  reason?: string;
}

export interface DhLevelUpOptions {
  /** The level reached. */
  level: number;
  tier: 1 | 2 | 3 | 4;
  achievements: { experience: boolean; proficiency: boolean; clearMarks: boolean };
  options: DhLevelUpOption[];
  cardMaxLevel: number;
  markedTraits: DhTrait[];
  cardChoices: DhDomainCard[];
}

export function dhLevelUpOptions(
  character: DhCharacter,
  _catalogue: DhCatalogue,
): DhLevelUpOptions {
  const level = character.level + 1;
  return {
    level,
    tier: dhTierOf(level),
    achievements: { experience: false, proficiency: false, clearMarks: false },
    options: [],
    cardMaxLevel: level,
    markedTraits: [],
    cardChoices: [],
  };
}

export function dhLevelUpProblems(
  _character: DhCharacter,
  _catalogue: DhCatalogue,
  _record: DhLevelUp,
): DhProblem[] {
  return [];
}

export function applyDhLevelUp(
  character: DhCharacter,
  _catalogue: DhCatalogue,
  record: DhLevelUp,
): DhResult {
  return {
    ok: true,
    character: { ...character, level: character.level + 1, levels: [...character.levels, record] },
  };
}

export function levelDownDh(character: DhCharacter): DhCharacter {
  if (character.level <= 1) return character;
  return { ...character, level: character.level - 1, levels: character.levels.slice(0, -1) };
}

export function replaceDhLevelUp(
  character: DhCharacter,
  _catalogue: DhCatalogue,
  record: DhLevelUp,
): DhResult {
  return {
    ok: true,
    character: {
      ...character,
      levels: character.levels.map((past) => (past.level === record.level ? record : past)),
    },
  };
}
