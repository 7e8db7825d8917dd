import type { Breakdown, Term } from './breakdown.ts';
import { adjusted, sumOf } from './breakdown.ts';
import { abilityModifier } from './core.ts';
import type { DerivedCharacter } from './derive.ts';
import type { Movement } from './movement.ts';
import type { Skill } from './skills.ts';
import { SKILL_IDS } from './skills.ts';
import type { Ability } from './tables.ts';
import { ABILITIES } from './tables.ts';
import type { ShapedCheck } from './wild-shape-checks.ts';
import { shapedCheck, STAT_BLOCK, withAbilityTerm } from './wild-shape-checks.ts';
import type { BeastActionRules, BeastFormRules } from './wild-shape-forms.ts';

/**
 * The sheet of a Druid in a Wild Shape form (SRD 5.2 "Rules While Shape-Shifted"): the beast's
 * stat block replaces the character's game statistics, but the character keeps its Hit Points
 * and Hit Point Dice, Intelligence, Wisdom and Charisma, class features, languages and feats,
 * its proficiencies with its own Proficiency Bonus, and can't cast spells.
 */

/** The abilities a form replaces; the character keeps the other three. */
export const FORM_ABILITIES: readonly Ability[] = ['str', 'dex', 'con'];

/** The Druid level of Beast Spells (SRD 5.2): spells can be cast in a form from then on. */
export const BEAST_SPELLS_LEVEL = 18;

/** What the merge reads from the derived sheet. */
export type WildShapeSource = Pick<
  DerivedCharacter,
  | 'classLevels'
  | 'proficiencyBonus'
  | 'abilities'
  | 'skills'
  | 'proficiencies'
  | 'initiative'
  | 'exhaustion'
  | 'hp'
  | 'hitDice'
>;

export interface ShapedAbility {
  score: Breakdown;
  mod: number;
  /** The form's score (STR, DEX, CON) or the character's own (INT, WIS, CHA). */
  from: 'character' | typeof STAT_BLOCK;
  save: ShapedCheck;
}

/** A stat-block action, its attack roll with what changes it (exhaustion). */
export interface ShapeAction {
  id: string;
  title: string;
  kind: BeastActionRules['kind'];
  attack?: {
    type: 'melee' | 'ranged' | 'melee-or-ranged';
    toHit: Breakdown;
    reach?: number;
    range?: { normal: number; long?: number };
    damage: { dice: string; average: number; type: string }[];
  };
  save?: { ability: Ability; dc: number };
  recharge?: number;
  usesPerDay?: number;
}

export interface WildShapeSheet {
  beastId: string;
  title: string;
  /** The form's size: 0 Tiny … 5 Gargantuan. */
  size: number;
  /** The character's own. */
  proficiencyBonus: number;
  abilities: Record<Ability, ShapedAbility>;
  skills: Record<Skill, ShapedCheck>;
  /** 10 + the Perception modifier in effect + the character's passive bonuses. */
  passivePerception: Breakdown;
  /** The character's initiative (feats such as Alert stay) over the form's Dexterity. */
  initiative: Breakdown;
  /** The stat block's AC; `acDetail` says what makes it (natural armor). */
  ac: Breakdown;
  acDetail?: string;
  speed: Breakdown;
  speeds: Movement['speeds'];
  hover: boolean;
  senses: Movement['senses'];
  /** The character's hit points (with the temporary HP the shape gave) and hit dice. */
  hp: DerivedCharacter['hp'];
  hitDice: DerivedCharacter['hitDice'];
  languages: string[];
  /** The stat block's actions in its order, attacks with their bonus and damage as written. */
  actions: ShapeAction[];
  defenses: {
    resistances: string[];
    immunities: string[];
    vulnerabilities: string[];
    conditionImmunities: string[];
  };
  /**
   * Spells can't be cast in a form; Concentration and spells already cast go on. From Druid
   * level 18 Beast Spells allows casting (not spells whose Material component has a cost or is
   * consumed), and `source` names it.
   */
  spellcasting: { allowed: boolean; source?: string };
}

function exhaustionTerms(sheet: WildShapeSource): Term[] {
  return sheet.exhaustion.level > 0 ? [{ label: 'exhaustion', value: sheet.exhaustion.d20 }] : [];
}

/** A stat-block speed less the exhaustion penalty (SRD 5.2: −5 ft a level), never below 0. */
function formSpeed(value: number, source: string, sheet: WildShapeSource): Breakdown {
  const terms: Term[] = [{ label: STAT_BLOCK, value, source }];
  if (sheet.exhaustion.level > 0)
    terms.push({ label: 'exhaustion', value: sheet.exhaustion.speed });
  const speed = sumOf(terms);
  return adjusted(speed, Math.max(0, speed.value), 'minimum');
}

function shapedAbilities(
  sheet: WildShapeSource,
  beast: BeastFormRules,
  source: string,
): Record<Ability, ShapedAbility> {
  const abilities = {} as Record<Ability, ShapedAbility>;
  for (const ability of ABILITIES) {
    const own = sheet.abilities[ability];
    const fromForm = FORM_ABILITIES.includes(ability);
    const score = fromForm
      ? sumOf([{ label: STAT_BLOCK, value: beast.abilities[ability], source }])
      : own.score;
    const mod = abilityModifier(score.value);
    const listed = beast.saving_throws?.[ability];
    abilities[ability] = {
      score,
      mod,
      from: fromForm ? STAT_BLOCK : 'character',
      save: shapedCheck({
        breakdown: own.save,
        ability,
        abilityMod: mod,
        ...(fromForm ? { abilitySource: source } : {}),
        proficiency: own.saveProficient ? 1 : 0,
        proficiencyBonus: sheet.proficiencyBonus,
        // SRD 5.2 stat blocks give all six saves: a plain modifier when not listed.
        statBlock: listed ?? abilityModifier(beast.abilities[ability]),
        beastProficient: listed !== undefined,
        beastSource: source,
      }),
    };
  }
  return abilities;
}

function shapedSkills(
  sheet: WildShapeSource,
  beast: BeastFormRules,
  abilities: Record<Ability, ShapedAbility>,
  source: string,
): Record<Skill, ShapedCheck> {
  const skills = {} as Record<Skill, ShapedCheck>;
  for (const skill of SKILL_IDS) {
    const own = sheet.skills[skill];
    const listed = beast.skills?.[skill];
    skills[skill] = shapedCheck({
      breakdown: own.mod,
      ability: own.ability,
      abilityMod: abilities[own.ability].mod,
      ...(FORM_ABILITIES.includes(own.ability) ? { abilitySource: source } : {}),
      proficiency: own.proficiency,
      proficiencyBonus: sheet.proficiencyBonus,
      ...(listed !== undefined ? { statBlock: listed } : {}),
      beastProficient: listed !== undefined,
      beastSource: source,
    });
  }
  return skills;
}

function passivePerception(sheet: WildShapeSource, perception: ShapedCheck): Breakdown {
  const bonuses = sheet.skills.perception.passive.terms.filter(
    (term) => term.label !== 'base' && term.label !== 'skill',
  );
  return sumOf([
    { label: 'base', value: 10 },
    { label: 'skill', value: perception.mod.value },
    ...bonuses,
  ]);
}

function shapeAction(
  action: BeastActionRules,
  source: string,
  sheet: WildShapeSource,
): ShapeAction {
  const { attack } = action;
  return {
    id: action.id,
    title: action.title,
    kind: action.kind,
    ...(attack
      ? {
          attack: {
            type: attack.type,
            toHit: sumOf([
              { label: STAT_BLOCK, value: attack.bonus, source },
              ...exhaustionTerms(sheet),
            ]),
            ...(attack.reach !== undefined ? { reach: attack.reach } : {}),
            ...(attack.range ? { range: { ...attack.range } } : {}),
            damage: attack.damage.map((damage) => ({ ...damage })),
          },
        }
      : {}),
    ...(action.save ? { save: { ...action.save } } : {}),
    ...(action.recharge !== undefined ? { recharge: action.recharge } : {}),
    ...(action.uses_per_day !== undefined ? { usesPerDay: action.uses_per_day } : {}),
  };
}

function formMovement(
  beast: BeastFormRules,
  source: string,
  sheet: WildShapeSource,
): Pick<WildShapeSheet, 'speed' | 'speeds' | 'senses'> {
  const speeds: Movement['speeds'] = {};
  for (const mode of ['fly', 'swim', 'climb', 'burrow'] as const) {
    const value = beast.speed[mode];
    if (value) speeds[mode] = formSpeed(value, source, sheet);
  }
  const senses: Movement['senses'] = {};
  for (const sense of ['darkvision', 'blindsight', 'tremorsense', 'truesight'] as const) {
    const value = beast.senses[sense];
    if (value) senses[sense] = value;
  }
  return { speed: formSpeed(beast.speed.walk, source, sheet), speeds, senses };
}

/**
 * The merged sheet of a character in a beast's form (SRD 5.2): STR, DEX and CON, AC, speeds,
 * senses, size and actions from the stat block; HP, hit dice, INT, WIS, CHA, languages and the
 * Proficiency Bonus from the character; saves and skills as {@link shapedCheck} merges them;
 * passive Perception from the Perception in effect. Each number says where it comes from
 * (`stat-block` terms carry `beast:<id>`). Pure: the sheet shows it beside the derived one.
 *
 * @example wildShapeSheet(druidSheet, wolf).skills.perception.mod.value // 5
 */
export function wildShapeSheet(sheet: WildShapeSource, beast: BeastFormRules): WildShapeSheet {
  const source = `beast:${beast.id}`;
  const abilities = shapedAbilities(sheet, beast, source);
  const skills = shapedSkills(sheet, beast, abilities, source);
  const druidLevel = sheet.classLevels.druid ?? 0;
  return {
    beastId: beast.id,
    title: beast.title,
    size: beast.size,
    proficiencyBonus: sheet.proficiencyBonus,
    abilities,
    skills,
    passivePerception: passivePerception(sheet, skills.perception),
    initiative: withAbilityTerm(sheet.initiative, 'dex', abilities.dex.mod, source),
    ac: sumOf([{ label: STAT_BLOCK, value: beast.ac, source }]),
    ...(beast.ac_detail ? { acDetail: beast.ac_detail } : {}),
    ...formMovement(beast, source, sheet),
    hover: beast.speed.hover ?? false,
    hp: sheet.hp,
    hitDice: sheet.hitDice,
    languages: [...sheet.proficiencies.languages],
    actions: beast.actions.map((action) => shapeAction(action, source, sheet)),
    defenses: {
      resistances: [...(beast.resistances ?? [])],
      immunities: [...(beast.immunities ?? [])],
      vulnerabilities: [...(beast.vulnerabilities ?? [])],
      conditionImmunities: [...(beast.condition_immunities ?? [])],
    },
    spellcasting:
      druidLevel >= BEAST_SPELLS_LEVEL
        ? { allowed: true, source: 'class:druid' }
        : { allowed: false },
  };
}
