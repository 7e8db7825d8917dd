import type { AbilityScores } from './ability-scores.ts';
import { abilityScores } from './ability-scores.ts';
import { armorClass } from './armor-class.ts';
import type { ArmorHindrance } from './armor-training.ts';
import { armorHindrance, armorTrainingWarnings, rollNotes } from './armor-training.ts';
import type { Attacks } from './attacks.ts';
import { attacks } from './attacks.ts';
import type { Breakdown } from './breakdown.ts';
import type { RulesCatalogue } from './catalogue.ts';
import type { Character } from './character.ts';
import type { AbilityView, SkillView } from './checks.ts';
import { abilityViews, initiative, skillViews } from './checks.ts';
import type { ChoiceView } from './choice-problems.ts';
import { checkChoices, isExpertiseChoice, prerequisiteProblems } from './choice-problems.ts';
import { conditionsInEffect, exhaustionLevel, exhaustionPenalties } from './conditions.ts';
import type { DeathSaveState } from './death-saves.ts';
import type { Duplicate } from './duplicates.ts';
import {
  cantripDuplicates,
  duplicateWarnings,
  proficiencyDuplicates,
  replacementChoices,
} from './duplicates.ts';
import type { EquipmentItem } from './equipment.ts';
import { resolveEquipment } from './equipment.ts';
import type { ActiveFeature, Grant } from './grants.ts';
import { collectGrants } from './grants.ts';
import { hitPoints } from './hit-point-sheet.ts';
import type { ItemCasting } from './item-charges.ts';
import { itemCastings } from './item-charges.ts';
import { deathSaveView, hitPointView } from './live-sheet.ts';
import type { Movement } from './movement.ts';
import { movement } from './movement.ts';
import { STATES_OPTION } from './paths.ts';
import { knownSpellIds } from './prerequisites.ts';
import type { Problem } from './problems.ts';
import type { Proficiencies } from './proficiencies.ts';
import { collectProficiencies, proficiencyBonusBreakdown } from './proficiencies.ts';
import { resistances } from './resistances.ts';
import type { ResourceView } from './resources.ts';
import { resourceList } from './resources.ts';
import { buildSheetContext } from './sheet-context.ts';
import { sheetProblems } from './sheet-problems.ts';
import type { Skill } from './skills.ts';
import { spellChoiceProblems } from './spell-problems.ts';
import { validateSpellCounts } from './spell-status.ts';
import type { Spellcasting } from './spellcasting.ts';
import { spellcasting } from './spellcasting.ts';
import type { Ability } from './tables.ts';
import { ABILITIES, MAX_ATTUNED } from './tables.ts';
import type { Training } from './training.ts';
import { training } from './training.ts';

/** Everything the sheet shows, derived from the stored character (spec §9). */
export interface DerivedCharacter {
  level: number;
  classLevels: Record<string, number>;
  proficiencyBonus: number;
  /** The proficiency bonus with its terms (2, plus 1 every 4 levels after the first). */
  proficiencyBreakdown: Breakdown;
  abilities: Record<Ability, AbilityView>;
  skills: Record<Skill, SkillView>;
  proficiencies: {
    saves: Ability[];
    tools: Record<string, number>;
    languages: string[];
    weapons: string[];
    armor: string[];
    masteries: string[];
  };
  /** The proficiencies and languages card: each entry with its sources. */
  training: Training;
  /** Proficiencies and cantrips gained twice, and where the player picks another instead. */
  duplicates: Duplicate[];
  /** What the worn armor costs: untrained (disadvantage on STR/DEX tests, no spellcasting),
   * noisy (disadvantage on Stealth), a shield without training (no AC). */
  armorHindrance: ArmorHindrance;
  /** Conditions in effect: those set and those they bring (Unconscious → Prone). */
  conditions: string[];
  exhaustion: { level: number; d20: number; speed: number };
  /** States switched on: `raging`, `wild-shape`. */
  states: string[];
  initiative: Breakdown;
  ac: Breakdown;
  acFormula: 'unarmored' | 'armor' | 'feature';
  size: number;
  speed: Breakdown;
  speeds: Movement['speeds'];
  senses: Movement['senses'];
  hp: {
    current: number;
    max: Breakdown;
    temp: number;
    bloodied: boolean;
    /** Recommended maximum (spec §9) and whether the stored one differs. */
    recommended: number;
    differsFromRecommended: boolean;
  };
  hitDice: { classId: string; die: number; total: number; spent: number; available: number }[];
  deathSaves: { failures: number; successes: number; state: DeathSaveState; shown: boolean };
  spellcasting: Spellcasting['classes'];
  spellSlots: number[];
  pactSlots: Spellcasting['pact'];
  pactOfTheTome: boolean;
  grantedSpells: Spellcasting['granted'];
  attacks: Attacks['weapons'];
  featureAttacks: Attacks['features'];
  attacksPerAction: Breakdown;
  sneakAttack?: string;
  carry: Movement['carry'];
  attunement: { count: number; max: number };
  resources: ResourceView[];
  /** Spells the items in effect cast (a wand, a staff), with their charges, level range, DC. */
  itemSpells: ItemCasting[];
  resistances: ReturnType<typeof resistances>;
  features: ActiveFeature[];
  choices: ChoiceView[];
  /** Everything to fix or still to do; `severity: 'warning'` marks what is only not done yet. */
  problems: Problem[];
}

const EXPERTISE_CHOICE = (grant: Grant) => isExpertiseChoice(grant.mechanic);

function scoresOf(scores: AbilityScores): Record<Ability, number> {
  const values = {} as Record<Ability, number>;
  for (const ability of ABILITIES) values[ability] = scores[ability].value;
  return values;
}

function proficiencySummary(proficiencies: Proficiencies): DerivedCharacter['proficiencies'] {
  return {
    saves: ABILITIES.filter((ability) => proficiencies.saves.has(ability)),
    tools: Object.fromEntries(proficiencies.tools),
    languages: proficiencies.languages,
    weapons: [...proficiencies.weapons],
    armor: [...proficiencies.armor],
    masteries: proficiencies.masteries,
  };
}

/**
 * Duplicate warnings go to the choice they are fixed in (the features screens list a choice's
 * problems under it); the rest stay apart.
 */
function withDuplicateWarnings(
  checked: readonly ChoiceView[],
  warnings: readonly Problem[],
): { choices: ChoiceView[]; unattached: Problem[] } {
  const choices = [...checked];
  const byKey = new Map(choices.map((choice, index) => [choice.key, index]));
  const unattached: Problem[] = [];
  for (const found of warnings) {
    const index = byKey.get(found.path);
    const choice = index === undefined ? undefined : choices[index];
    if (index === undefined || !choice) unattached.push(found);
    else choices[index] = { ...choice, problems: [...choice.problems, found] };
  }
  return { choices, unattached };
}

/**
 * Derives the whole sheet from a stored character, the catalogue and the items it carries, in
 * ordered phases: what the character has (classes, subclass, species, background, feats,
 * items, with the options chosen), then ability scores, then every number that reads them.
 * Pure and allocation-light: the server's `/sheet`, the web sheet and validation all call it.
 *
 * @example deriveCharacter(wizard5, catalogue, items).spellcasting[0].saveDc.value // 15
 */
export function deriveCharacter(
  character: Character,
  catalogue: RulesCatalogue,
  items: readonly EquipmentItem[] = [],
): DerivedCharacter {
  const equipment = resolveEquipment(items, catalogue);
  const collected = collectGrants(character, catalogue, equipment);
  const scores = abilityScores(character, collected.grants, catalogue);
  const states = new Set(character.options[STATES_OPTION] ?? []);
  const ctx = buildSheetContext(
    character,
    catalogue,
    equipment,
    collected.grants,
    scoresOf(scores),
    states,
  );
  // A proficiency two fixed grants give gets a replacement choice, applied as one more grant.
  const granted = collectProficiencies(character, ctx.grants);
  const grantedTwice = proficiencyDuplicates(granted);
  const replacements = replacementChoices(grantedTwice, ctx.grants, character);
  const replaced = replacements.grants.length > 0;
  const grants = replaced ? [...ctx.grants, ...replacements.grants] : ctx.grants;
  const proficiencies = replaced ? collectProficiencies(character, grants) : granted;
  const beforeExpertise = collectProficiencies(
    character,
    grants.filter((grant) => !EXPERTISE_CHOICE(grant)),
  );
  const hindrance = armorHindrance(equipment, proficiencies);
  const armor = armorClass(ctx, proficiencies);
  const moves = movement(ctx);
  const casting = spellcasting(ctx);
  const resources = resourceList(ctx, casting.granted);
  const hp = hitPoints(ctx);
  const exhaustion = exhaustionLevel(character);
  const knownSpells = knownSpellIds(character, casting.granted);
  const facts = {
    ctx,
    proficientSkills: new Set([...beforeExpertise.skills.keys()]),
    features: collected.features,
    knownSpells,
    baseScores: character.attributes,
  };
  const duplicates = [
    ...(replaced ? proficiencyDuplicates(proficiencies) : grantedTwice),
    ...cantripDuplicates(
      character,
      casting.granted,
      catalogue,
      casting.classes.map((cls) => cls.classId),
    ),
  ];
  const { choices, unattached } = withDuplicateWarnings(
    checkChoices([...collected.choices, ...replacements.choices], facts),
    duplicateWarnings(duplicates, catalogue),
  );
  const attackList = attacks(ctx, proficiencies);
  const problems: Problem[] = [
    ...equipment.problems,
    ...collected.problems,
    ...armor.problems,
    ...armorTrainingWarnings(hindrance),
    ...choices.flatMap((choice) => choice.problems),
    ...prerequisiteProblems(character, facts),
    ...unattached,
    ...sheetProblems(character, {
      hpMax: hp.max.value,
      resources,
      slots: casting.slots,
      pact: casting.pact,
    }),
    ...hp.problems,
    ...validateSpellCounts(character, {
      spells: catalogue.spells,
      pactOfTheTome: casting.pactOfTheTome,
      classes: casting.classes.map((cls) => ({
        classId: cls.classId,
        prepared: cls.prepared,
        cantrips: cls.cantrips,
        ...(cls.spellbookMinimum !== undefined ? { spellbookMinimum: cls.spellbookMinimum } : {}),
      })),
    }),
    ...spellChoiceProblems(character, {
      catalogue,
      classes: casting.classes,
      granted: new Set(casting.granted.map((spell) => spell.spellId)),
    }),
  ];
  if (equipment.attuned > MAX_ATTUNED) {
    problems.push({ path: 'items', key: 'attunement.max', params: { max: MAX_ATTUNED } });
  }
  return {
    level: ctx.level,
    classLevels: Object.fromEntries(ctx.classLevels),
    proficiencyBonus: ctx.proficiencyBonus,
    proficiencyBreakdown: proficiencyBonusBreakdown(ctx.level),
    abilities: abilityViews(ctx, scores, proficiencies, hindrance),
    skills: skillViews(ctx, proficiencies, hindrance),
    proficiencies: proficiencySummary(proficiencies),
    training: training(ctx, proficiencies),
    duplicates,
    armorHindrance: hindrance,
    conditions: conditionsInEffect(character.conditions),
    exhaustion: { level: exhaustion, ...exhaustionPenalties(exhaustion) },
    states: [...states],
    initiative: initiative(ctx, hindrance),
    ac: armor.ac,
    acFormula: armor.formula,
    size: moves.size,
    speed: moves.speed,
    speeds: moves.speeds,
    senses: moves.senses,
    hp: hitPointView(character, hp.max, hp.recommended),
    hitDice: hp.hitDice,
    deathSaves: deathSaveView(character),
    spellcasting: casting.classes,
    spellSlots: casting.slots,
    pactSlots: casting.pact,
    pactOfTheTome: casting.pactOfTheTome,
    grantedSpells: casting.granted,
    attacks: attackList.weapons.map((attack) => {
      const notes = rollNotes(hindrance, attack.ability);
      return notes.length > 0
        ? { ...attack, toHit: { ...attack.toHit, disadvantage: notes } }
        : attack;
    }),
    featureAttacks: attackList.features,
    attacksPerAction: attackList.attacksPerAction,
    ...(attackList.sneakAttack ? { sneakAttack: attackList.sneakAttack } : {}),
    carry: moves.carry,
    attunement: { count: equipment.attuned, max: MAX_ATTUNED },
    resources,
    itemSpells: itemCastings(equipment),
    resistances: resistances(ctx),
    features: collected.features,
    choices,
    problems,
  };
}
