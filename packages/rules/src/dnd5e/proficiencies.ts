import type { ArmorTraining, ItemRules } from './catalogue.ts';
import type { Character } from './character.ts';
import { withCommon } from './choices.ts';
import type { Grant } from './grants.ts';
import { LANGUAGES_OPTION, optionKey } from './paths.ts';
import type { ProficiencyLevel } from './skills.ts';
import { isSkill } from './skills.ts';
import type { Ability } from './tables.ts';
import { ABILITIES } from './tables.ts';

/** Everything the character is proficient in, each with the grant that gave it. */
export interface Proficiencies {
  /** Saving throws: ability → source (`class:fighter`). */
  saves: Map<Ability, string>;
  /** Skills at proficiency 1 or 2, with the source of the highest. */
  skills: Map<string, { level: ProficiencyLevel; source: string }>;
  tools: Map<string, ProficiencyLevel>;
  languages: string[];
  /** Weapon training: `simple`, `martial`, `martial-finesse-light`, `martial-light` or item ids. */
  weapons: Set<string>;
  armor: Set<ArmorTraining>;
  /** Weapons (item ids) whose mastery property the character can use. */
  masteries: string[];
}

const sourceOf = (grant: Grant) => `${grant.source.kind}:${grant.source.id}`;

function raise(
  map: Map<string, { level: ProficiencyLevel; source: string }>,
  id: string,
  level: ProficiencyLevel,
  source: string,
) {
  const current = map.get(id);
  if (!current || current.level < level) map.set(id, { level, source });
}

/**
 * Proficiencies from every grant in effect (class, background, species, feats, items) and the
 * choices made for them, plus the skills the player marked by hand on the sheet (spec §3
 * `skills`), which can raise a skill but never lower what a feature grants.
 */
export function collectProficiencies(
  character: Character,
  grants: readonly Grant[],
): Proficiencies {
  const result: Proficiencies = {
    saves: new Map(),
    skills: new Map(),
    tools: new Map(),
    languages: [],
    weapons: new Set(),
    armor: new Set(),
    masteries: [],
  };
  const languages = new Set<string>(withCommon(character.options[LANGUAGES_OPTION] ?? []));
  for (const grant of grants) {
    const mechanic = grant.mechanic;
    const chosen = character.options[optionKey(grant.path, mechanic.id)] ?? [];
    if (mechanic.type === 'save') {
      const keys = mechanic.keys === 'ALL' ? ABILITIES : (mechanic.keys ?? []);
      for (const ability of keys)
        if (!result.saves.has(ability)) result.saves.set(ability, sourceOf(grant));
      if (mechanic.points) {
        for (const id of chosen) {
          if ((ABILITIES as readonly string[]).includes(id) && !result.saves.has(id as Ability)) {
            result.saves.set(id as Ability, sourceOf(grant));
          }
        }
      }
    } else if (mechanic.type === 'proficiency') {
      const level: ProficiencyLevel = mechanic.value ?? 1;
      for (const skill of mechanic.skills ?? [])
        raise(result.skills, skill, level, sourceOf(grant));
      for (const tool of mechanic.tools ?? []) {
        result.tools.set(tool, Math.max(result.tools.get(tool) ?? 0, level) as ProficiencyLevel);
      }
      for (const language of mechanic.languages ?? []) languages.add(language);
      for (const weapon of mechanic.weapons ?? []) result.weapons.add(weapon);
      for (const armor of mechanic.armor ?? []) result.armor.add(armor);
      if (mechanic.points === undefined) continue;
      const choosesLanguages =
        mechanic.available_languages !== undefined &&
        mechanic.available_skills === undefined &&
        mechanic.available_tools === undefined;
      for (const id of chosen) {
        if (choosesLanguages) languages.add(id);
        else if (isSkill(id)) raise(result.skills, id, level, sourceOf(grant));
        else result.tools.set(id, Math.max(result.tools.get(id) ?? 0, level) as ProficiencyLevel);
      }
    } else if (mechanic.type === 'weapon') {
      for (const id of chosen) if (!result.masteries.includes(id)) result.masteries.push(id);
    }
  }
  for (const [skill, level] of Object.entries(character.skills)) {
    if (level === 1 || level === 2) raise(result.skills, skill, level, 'sheet');
  }
  result.languages = [...languages];
  return result;
}

/** Whether the character's weapon training covers a weapon (SRD 5.2 categories). */
export function isWeaponProficient(weapons: ReadonlySet<string>, item: ItemRules): boolean {
  if (weapons.has(item.id)) return true;
  const light = item.properties.includes('light');
  if (item.subtype === 'simple') return weapons.has('simple');
  if (item.subtype === 'martial') {
    if (weapons.has('martial')) return true;
    if (weapons.has('martial-light') && light) return true;
    return weapons.has('martial-finesse-light') && (light || item.properties.includes('finesse'));
  }
  return false;
}
