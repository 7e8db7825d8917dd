import type { DerivedCharacter } from './derive.ts';
import type { ActiveFeature } from './grants.ts';
import type { ProficiencyLevel, Skill } from './skills.ts';
import { SKILL_IDS } from './skills.ts';
import type { Ability } from './tables.ts';
import { ABILITIES } from './tables.ts';

/** One number before and after a change. */
export interface ValueChange {
  before: number;
  after: number;
}

/** Numbers of the sheet's header that a correction may move. */
export type SheetNumber =
  'ac' | 'initiative' | 'speed' | 'size' | 'hp-recommended' | 'passive-perception';

/** What a character has (or loses) beyond numbers, by kind. */
export interface GrantedThings {
  features: ActiveFeature[];
  /** Granted spells (a lineage's cantrip, an origin feat's picks). */
  spells: string[];
  saves: Ability[];
  skills: Skill[];
  tools: string[];
  languages: string[];
  weapons: string[];
  armor: string[];
  senses: string[];
  resistances: string[];
}

/**
 * What a change does to the sheet, as the player checks it before saving: the scores and
 * modifiers that move, the saves and skills whose bonus or proficiency moves, the header's
 * numbers (AC, initiative, speed, size, recommended HP, passive Perception), each casting
 * class's save DC and attack, and what comes and goes (features, spells, training, senses).
 * Only what differs is listed.
 */
export interface SheetChanges {
  abilities: { ability: Ability; score: ValueChange; mod: ValueChange }[];
  saves: {
    ability: Ability;
    value: ValueChange;
    proficient: { before: boolean; after: boolean };
  }[];
  skills: {
    skill: Skill;
    value: ValueChange;
    proficiency: { before: ProficiencyLevel; after: ProficiencyLevel };
  }[];
  numbers: ({ key: SheetNumber } & ValueChange)[];
  spellcasting: { classId: string; saveDc: ValueChange; attack: ValueChange }[];
  gained: GrantedThings;
  lost: GrantedThings;
}

const moved = (change: ValueChange) => change.before !== change.after;

function granted(sheet: DerivedCharacter): GrantedThings {
  return {
    features: sheet.features,
    spells: sheet.grantedSpells.map((spell) => spell.spellId),
    saves: sheet.proficiencies.saves,
    skills: SKILL_IDS.filter((skill) => sheet.skills[skill].proficiency > 0),
    tools: Object.keys(sheet.proficiencies.tools),
    languages: sheet.proficiencies.languages,
    weapons: sheet.proficiencies.weapons,
    armor: sheet.proficiencies.armor,
    senses: Object.keys(sheet.senses),
    resistances: sheet.resistances.resistances,
  };
}

/** What `a` has that `b` does not; features compared by path, the rest by id, no repeats. */
function missingFrom(a: GrantedThings, b: GrantedThings): GrantedThings {
  const ids = <T extends string>(from: readonly T[], other: readonly T[]) => {
    const has = new Set(other);
    return [...new Set(from)].filter((id) => !has.has(id));
  };
  const paths = new Set(b.features.map((feature) => feature.path));
  return {
    features: a.features.filter((feature) => !paths.has(feature.path)),
    spells: ids(a.spells, b.spells),
    saves: ids(a.saves, b.saves),
    skills: ids(a.skills, b.skills),
    tools: ids(a.tools, b.tools),
    languages: ids(a.languages, b.languages),
    weapons: ids(a.weapons, b.weapons),
    armor: ids(a.armor, b.armor),
    senses: ids(a.senses, b.senses),
    resistances: ids(a.resistances, b.resistances),
  };
}

/**
 * Compares two sheets of one character (before and after a correction).
 *
 * @example sheetChanges(derive(fighter), derive(asSage)).abilities // [{ ability: 'int', … }]
 */
export function sheetChanges(before: DerivedCharacter, after: DerivedCharacter): SheetChanges {
  const abilities = ABILITIES.map((ability) => ({
    ability,
    score: {
      before: before.abilities[ability].score.value,
      after: after.abilities[ability].score.value,
    },
    mod: { before: before.abilities[ability].mod, after: after.abilities[ability].mod },
  })).filter((change) => moved(change.score));
  const saves = ABILITIES.map((ability) => ({
    ability,
    value: {
      before: before.abilities[ability].save.value,
      after: after.abilities[ability].save.value,
    },
    proficient: {
      before: before.abilities[ability].saveProficient,
      after: after.abilities[ability].saveProficient,
    },
  })).filter(
    (change) => moved(change.value) || change.proficient.before !== change.proficient.after,
  );
  const skills = SKILL_IDS.map((skill) => ({
    skill,
    value: { before: before.skills[skill].mod.value, after: after.skills[skill].mod.value },
    proficiency: {
      before: before.skills[skill].proficiency,
      after: after.skills[skill].proficiency,
    },
  })).filter(
    (change) => moved(change.value) || change.proficiency.before !== change.proficiency.after,
  );
  const numbers = (
    [
      ['ac', before.ac.value, after.ac.value],
      ['initiative', before.initiative.value, after.initiative.value],
      ['speed', before.speed.value, after.speed.value],
      ['size', before.size, after.size],
      ['hp-recommended', before.hp.recommended, after.hp.recommended],
      [
        'passive-perception',
        before.skills.perception.passive.value,
        after.skills.perception.passive.value,
      ],
    ] as const
  )
    .map(([key, was, now]) => ({ key, before: was, after: now }))
    .filter(moved);
  const spellcasting = after.spellcasting.flatMap((casting) => {
    const was = before.spellcasting.find((each) => each.classId === casting.classId);
    if (!was) return [];
    const change = {
      classId: casting.classId,
      saveDc: { before: was.saveDc.value, after: casting.saveDc.value },
      attack: { before: was.attackBonus.value, after: casting.attackBonus.value },
    };
    return moved(change.saveDc) || moved(change.attack) ? [change] : [];
  });
  const had = granted(before);
  const has = granted(after);
  return {
    abilities,
    saves,
    skills,
    numbers,
    spellcasting,
    gained: missingFrom(has, had),
    lost: missingFrom(had, has),
  };
}

/** Whether a change moves nothing at all on the sheet. */
export function noSheetChanges(changes: SheetChanges): boolean {
  const empty = (things: GrantedThings) => Object.values(things).every((list) => list.length === 0);
  return (
    changes.abilities.length === 0 &&
    changes.saves.length === 0 &&
    changes.skills.length === 0 &&
    changes.numbers.length === 0 &&
    changes.spellcasting.length === 0 &&
    empty(changes.gained) &&
    empty(changes.lost)
  );
}
