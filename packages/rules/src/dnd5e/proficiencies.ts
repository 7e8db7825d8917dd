import type { Breakdown } from './breakdown.ts';
import type { ArmorTraining, ItemRules } from './catalogue.ts';
import type { Character } from './character.ts';
import { withCommon } from './choices.ts';
import { MAX_LEVEL } from './core.ts';
import type { Grant } from './grants.ts';
import { LANGUAGES_OPTION, optionKey } from './paths.ts';
import type { ProficiencyLevel } from './skills.ts';
import { isSkill } from './skills.ts';
import type { Ability } from './tables.ts';
import { ABILITIES } from './tables.ts';

/**
 * One thing that makes the character proficient: a grant (its source, where it sits and the
 * mechanic), the choice it was picked through when it was picked, or the player's own mark.
 */
export interface ProficiencySource {
  level: ProficiencyLevel;
  /** `class:wizard`, `background:sage`; `sheet` for a skill marked by hand; `origin:common`
   * and `origin:languages` for Common and the languages chosen at creation. */
  source: string;
  /** The grant's path and mechanic id (empty for the sheet's own marks). */
  path: string;
  mechanic: string;
  /** The options key of the choice it was picked through (`wizard-skills`). */
  choice?: string;
}

export type SkillProficiency = {
  level: ProficiencyLevel;
  source: string;
  sources: ProficiencySource[];
};

/** Everything the character is proficient in, each with the grant that gave it. */
export interface Proficiencies {
  /** Saving throws: ability → source (`class:fighter`). */
  saves: Map<Ability, string>;
  /** Skills at proficiency 1 or 2, with the source of the highest and every source. */
  skills: Map<string, SkillProficiency>;
  tools: Map<string, ProficiencyLevel>;
  languages: string[];
  /** Weapon training: `simple`, `martial`, `martial-finesse-light`, `martial-light` or item ids. */
  weapons: Set<string>;
  armor: Set<ArmorTraining>;
  /** Weapons (item ids) whose mastery property the character can use. */
  masteries: string[];
  /** Where each tool, language, weapon and armor training comes from. */
  origins: Record<'tools' | 'languages' | 'weapons' | 'armor', Map<string, ProficiencySource[]>>;
}

export const COMMON_SOURCE = 'origin:common';
export const CHOSEN_LANGUAGES_SOURCE = 'origin:languages';
export const SHEET_SOURCE = 'sheet';

const sourceOf = (grant: Grant) => `${grant.source.kind}:${grant.source.id}`;

function raise(map: Map<string, SkillProficiency>, id: string, from: ProficiencySource) {
  const current = map.get(id);
  if (!current) map.set(id, { level: from.level, source: from.source, sources: [from] });
  else {
    current.sources.push(from);
    if (current.level < from.level) {
      current.level = from.level;
      current.source = from.source;
    }
  }
}

function note(map: Map<string, ProficiencySource[]>, id: string, from: ProficiencySource) {
  const list = map.get(id);
  if (list) list.push(from);
  else map.set(id, [from]);
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
    origins: { tools: new Map(), languages: new Map(), weapons: new Map(), armor: new Map() },
  };
  const { origins } = result;
  note(origins.languages, 'common', { level: 1, source: COMMON_SOURCE, path: '', mechanic: '' });
  for (const language of withCommon(character.options[LANGUAGES_OPTION] ?? [])) {
    if (language === 'common') continue;
    note(origins.languages, language, {
      level: 1,
      source: CHOSEN_LANGUAGES_SOURCE,
      path: '',
      mechanic: '',
      choice: LANGUAGES_OPTION,
    });
  }
  const addTool = (id: string, from: ProficiencySource) => {
    result.tools.set(id, Math.max(result.tools.get(id) ?? 0, from.level) as ProficiencyLevel);
    note(origins.tools, id, from);
  };
  for (const grant of grants) {
    const mechanic = grant.mechanic;
    const key = optionKey(grant.path, mechanic.id);
    const chosen = character.options[key] ?? [];
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
      const fixed: ProficiencySource = {
        level,
        source: sourceOf(grant),
        path: grant.path,
        mechanic: mechanic.id,
      };
      for (const skill of mechanic.skills ?? []) raise(result.skills, skill, fixed);
      for (const tool of mechanic.tools ?? []) addTool(tool, fixed);
      for (const language of mechanic.languages ?? []) note(origins.languages, language, fixed);
      for (const weapon of mechanic.weapons ?? []) {
        result.weapons.add(weapon);
        note(origins.weapons, weapon, fixed);
      }
      for (const armor of mechanic.armor ?? []) {
        result.armor.add(armor);
        note(origins.armor, armor, fixed);
      }
      if (mechanic.points === undefined) continue;
      const picked: ProficiencySource = { ...fixed, choice: key };
      const choosesLanguages =
        mechanic.available_languages !== undefined &&
        mechanic.available_skills === undefined &&
        mechanic.available_tools === undefined;
      for (const id of chosen) {
        if (choosesLanguages) note(origins.languages, id, picked);
        else if (isSkill(id)) raise(result.skills, id, picked);
        else addTool(id, picked);
      }
    } else if (mechanic.type === 'weapon') {
      for (const id of chosen) if (!result.masteries.includes(id)) result.masteries.push(id);
    }
  }
  for (const [skill, level] of Object.entries(character.skills)) {
    if (level === 1 || level === 2) {
      raise(result.skills, skill, { level, source: SHEET_SOURCE, path: '', mechanic: '' });
    }
  }
  result.languages = [...origins.languages.keys()];
  return result;
}

/**
 * The proficiency bonus with its breakdown: 2, plus 1 for every 4 levels after the first
 * (spec §9: ⌊(level − 1) / 4⌋ + 2).
 *
 * @example proficiencyBonusBreakdown(5).terms // [base 2, proficiency-level 1 (level:5)]
 */
export function proficiencyBonusBreakdown(level: number): Breakdown {
  const clamped = Math.min(MAX_LEVEL, Math.max(1, Math.trunc(level)));
  const steps = Math.floor((clamped - 1) / 4);
  return {
    value: 2 + steps,
    terms: [
      { label: 'base', value: 2 },
      { label: 'proficiency-level', value: steps, source: `level:${clamped}` },
    ],
  };
}

/** Whether the character's weapon training covers a weapon (SRD 5.2 categories). */
export function isWeaponProficient(weapons: ReadonlySet<string>, item: ItemRules): boolean {
  if (weapons.has(item.id)) return true;
  // A magic weapon made over a longsword is a longsword (an Elf's longbow training counts).
  if (item.made_from !== undefined && weapons.has(item.made_from)) return true;
  const light = item.properties.includes('light');
  if (item.subtype === 'simple') return weapons.has('simple');
  if (item.subtype === 'martial') {
    if (weapons.has('martial')) return true;
    if (weapons.has('martial-light') && light) return true;
    return weapons.has('martial-finesse-light') && (light || item.properties.includes('finesse'));
  }
  return false;
}
