import type { Ability } from './tables.ts';

/** The 18 skills and the ability each checks with (SRD 5.2); ids as in the rules store. */
export const SKILLS = {
  acrobatics: 'dex',
  'animal-handling': 'wis',
  arcana: 'int',
  athletics: 'str',
  deception: 'cha',
  history: 'int',
  insight: 'wis',
  intimidation: 'cha',
  investigation: 'int',
  medicine: 'wis',
  nature: 'int',
  perception: 'wis',
  performance: 'cha',
  persuasion: 'cha',
  religion: 'int',
  'sleight-of-hand': 'dex',
  stealth: 'dex',
  survival: 'wis',
} as const satisfies Record<string, Ability>;

export type Skill = keyof typeof SKILLS;
export const SKILL_IDS = Object.keys(SKILLS) as Skill[];

export function isSkill(id: string): id is Skill {
  return Object.prototype.hasOwnProperty.call(SKILLS, id);
}

/** Proficiency levels: none, proficient, expertise (spec §3, maximum 2). */
export type ProficiencyLevel = 0 | 1 | 2;
