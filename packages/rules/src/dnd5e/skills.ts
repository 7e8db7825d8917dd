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

/**
 * The player's mark on a skill (spec §3 `skills`) for a wanted level: what class, background,
 * species and feats grant cannot be lowered here, so a level below it leaves the character
 * unchanged; the granted level itself needs no mark (any is cleared); a higher one is marked.
 *
 * @example markSkill(wizard, 'arcana', 2, 1).skills.arcana // 2 (Expertise over the class's Arcana)
 */
export function markSkill<C extends { skills: Record<string, ProficiencyLevel> }>(
  character: C,
  skill: Skill,
  wanted: ProficiencyLevel,
  granted: ProficiencyLevel,
): C {
  if (wanted < granted) return character;
  const mark: ProficiencyLevel = wanted > granted ? wanted : 0;
  if ((character.skills[skill] ?? 0) === mark) return character;
  return { ...character, skills: { ...character.skills, [skill]: mark } };
}
