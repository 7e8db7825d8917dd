import { validateBackgroundBonus } from './ability-methods.ts';
import { countIncreases } from './ability-scores.ts';
import { evaluateAmount } from './amounts.ts';
import type { RulesCatalogue, SpellRules } from './catalogue.ts';
import type { Character } from './character.ts';
import { canTakeFeat, validateChoice } from './choices.ts';
import type { ActiveFeature, ChoiceSlot } from './grants.ts';
import type {
  AbilityMechanic,
  Mechanic,
  MechanicFilter,
  ProficiencyMechanic,
} from './mechanics.ts';
import type { PrerequisiteFacts } from './prerequisites.ts';
import { multiclassProblems, reasonsUnavailable } from './prerequisites.ts';
import type { Problem } from './problems.ts';
import { problem, warning } from './problems.ts';
import type { SheetContext } from './sheet-context.ts';
import { isSkill, SKILL_IDS } from './skills.ts';
import type { Ability } from './tables.ts';
import { ABILITIES, MAX_SCORE } from './tables.ts';

/** A choice with the number it needs and what is wrong with it. */
export interface ChoiceView extends ChoiceSlot {
  /** How many to choose; −1 means any number. */
  required: number;
  problems: Problem[];
}

/** What choices are checked against. */
export interface ChoiceFacts {
  ctx: SheetContext;
  /** Skills proficient before any Expertise choice (Expertise needs one of these). */
  proficientSkills: ReadonlySet<string>;
  features: readonly ActiveFeature[];
  /** Spells the character has (stored or granted), for prerequisites. */
  knownSpells: ReadonlySet<string>;
  baseScores: Record<Ability, number>;
}

/** Expertise choices (proficiency at level 2 in skills) pick among skills already proficient. */
export const isExpertiseChoice = (mechanic: Mechanic | undefined): boolean =>
  mechanic?.type === 'proficiency' &&
  mechanic.value === 2 &&
  mechanic.available_skills !== undefined;

const prerequisiteFactsCache = new WeakMap<ChoiceFacts, PrerequisiteFacts>();

/** The choice facts as prerequisites read them (built once per derivation). */
function prerequisiteFactsOf(facts: ChoiceFacts): PrerequisiteFacts {
  let found = prerequisiteFactsCache.get(facts);
  if (!found) {
    found = {
      catalogue: facts.ctx.catalogue,
      level: facts.ctx.level,
      classLevels: facts.ctx.classLevels,
      scores: facts.ctx.scores,
      features: new Set(facts.features.map((feature) => feature.id)),
      knownSpells: facts.knownSpells,
      proficientSkills: facts.proficientSkills,
    };
    prerequisiteFactsCache.set(facts, found);
  }
  return found;
}

/** Ability increases chosen for a mechanic (spec §5): points in total, max_in_one each. */
function abilityChoice(slot: ChoiceSlot, mechanic: AbilityMechanic, facts: ChoiceFacts): Problem[] {
  const problems: Problem[] = [];
  const points = mechanic.points ?? 0;
  const available =
    mechanic.available === 'ALL' || !mechanic.available ? ABILITIES : mechanic.available;
  const counts = countIncreases(slot.chosen);
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  if (slot.chosen.length !== total) problems.push(problem(slot.key, 'choice.not-offered'));
  for (const [ability, count] of Object.entries(counts) as [Ability, number][]) {
    if (!available.includes(ability))
      problems.push(problem(slot.key, 'choice.not-offered', { option: ability }));
    if (mechanic.max_in_one !== undefined && count > mechanic.max_in_one) {
      problems.push(problem(slot.key, 'ability.max-in-one', { ability, max: mechanic.max_in_one }));
    }
    const cap = mechanic.max ?? MAX_SCORE;
    if (facts.ctx.scores[ability] > cap) {
      problems.push(problem(slot.key, 'ability.above-max', { ability, max: cap }));
    }
  }
  if (total > points)
    problems.push(problem(slot.key, 'choice.too-many', { selected: total, required: points }));
  else if (total === 0) problems.push(warning(slot.key, 'choice.not-selected'));
  else if (total < points)
    problems.push(warning(slot.key, 'choice.incomplete', { selected: total, required: points }));
  return problems;
}

function toolsOfKind(catalogue: RulesCatalogue, kind: string): string[] {
  const tools: string[] = [];
  for (const item of catalogue.items.values()) {
    if (item.type === 'tool' && item.subtype === kind) tools.push(item.id);
  }
  return tools;
}

/** Skills, tools and languages a proficiency mechanic offers. */
function proficiencyOffer(mechanic: ProficiencyMechanic, facts: ChoiceFacts): Set<string> | null {
  const offered = new Set<string>();
  const skills = mechanic.available_skills;
  if (skills === 'ALL') SKILL_IDS.forEach((id) => offered.add(id));
  else if (skills === 'PROFICIENT') facts.proficientSkills.forEach((id) => offered.add(id));
  else skills?.forEach((id) => offered.add(id));
  const tools = mechanic.available_tools;
  if (tools === 'ALL') {
    for (const item of facts.ctx.catalogue.items.values())
      if (item.type === 'tool') offered.add(item.id);
  } else if (tools === 'artisan' || tools === 'instrument' || tools === 'gaming-set') {
    toolsOfKind(facts.ctx.catalogue, tools).forEach((id) => offered.add(id));
  } else tools?.forEach((id) => offered.add(id));
  if (mechanic.available_languages === 'ALL') return null;
  mechanic.available_languages?.forEach((id) => offered.add(id));
  return offered;
}

function proficiencyChoice(
  slot: ChoiceSlot,
  mechanic: ProficiencyMechanic,
  required: number,
  facts: ChoiceFacts,
) {
  const offered = proficiencyOffer(mechanic, facts);
  const problems = validateChoice(
    slot.key,
    slot.chosen,
    required,
    offered ? [...offered] : undefined,
  );
  if (mechanic.available_skills === 'PROFICIENT') {
    return problems.map((found) =>
      found.key === 'choice.not-offered' && typeof found.params?.option === 'string'
        ? problem(slot.key, 'choice.not-proficient', { skill: found.params.option })
        : found,
    );
  }
  // Expertise from a list (Scholar) still needs proficiency in the skill picked.
  if (isExpertiseChoice(mechanic)) {
    for (const id of slot.chosen) {
      if (!isSkill(id)) continue;
      for (const reason of reasonsUnavailable(
        { kind: 'expertise', id },
        prerequisiteFactsOf(facts),
      ))
        problems.push(problem(slot.key, reason.key, reason.params));
    }
  }
  return problems;
}

export function spellMatches(spell: SpellRules, filter: MechanicFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.levels && !filter.levels.includes(spell.level)) return false;
  if (filter.schools && !filter.schools.includes(spell.school)) return false;
  if (filter.classes && !filter.classes.some((cls) => spell.classes.includes(cls))) return false;
  if (filter.ritual !== undefined && spell.ritual !== filter.ritual) return false;
  return true;
}

/** Spells chosen through a mechanic (spec §5): capped at the points, matching its filter. */
function spellsChoice(slot: ChoiceSlot, required: number, facts: ChoiceFacts): Problem[] {
  const mechanic = slot.mechanic;
  const problems = validateChoice(slot.key, slot.chosen, required);
  if (mechanic?.type !== 'spells') return problems;
  for (const id of slot.chosen) {
    const spell = facts.ctx.catalogue.spells.get(id);
    if (!spell || !spellMatches(spell, mechanic.filter)) {
      problems.push(problem(slot.key, 'choice.not-offered', { option: id }));
    }
  }
  return problems;
}

/** Features chosen for a feature choice: of the right type, prerequisites met, not repeated. */
function featureChoice(slot: ChoiceSlot, required: number, facts: ChoiceFacts): Problem[] {
  const problems = validateChoice(slot.key, slot.chosen, required).filter(
    (found) => found.key !== 'choice.duplicate',
  );
  const { catalogue } = facts.ctx;
  const seen: string[] = [];
  for (const id of slot.chosen) {
    const feat = catalogue.feats.get(id);
    const subclass = catalogue.subclasses.get(id);
    const type = feat?.type ?? subclass?.type;
    if (type === undefined || (slot.featureType !== undefined && type !== slot.featureType)) {
      problems.push(problem(slot.key, 'choice.not-offered', { option: id }));
      continue;
    }
    if (subclass && slot.source.kind === 'class' && subclass.class !== slot.source.id) {
      problems.push(problem(slot.key, 'choice.not-offered', { option: id }));
    }
    if (feat) {
      if (!canTakeFeat(seen, feat)) problems.push(problem(slot.key, 'feat.repeat', { feat: id }));
      for (const reason of reasonsUnavailable({ kind: 'feat', id }, prerequisiteFactsOf(facts)))
        problems.push(problem(slot.key, reason.key, reason.params));
    }
    seen.push(id);
  }
  return problems;
}

function requiredOf(slot: ChoiceSlot, facts: ChoiceFacts): number {
  if (slot.kind === 'background-bonus') return 3;
  return evaluateAmount(slot.count, facts.ctx.amounts);
}

function slotProblems(slot: ChoiceSlot, required: number, facts: ChoiceFacts): Problem[] {
  if (slot.fixed) return [];
  switch (slot.kind) {
    case 'background-bonus': {
      if (slot.chosen.length === 0) return [warning(slot.key, 'choice.not-selected')];
      const problems = validateBackgroundBonus(
        facts.baseScores,
        countIncreases(slot.chosen),
        slot.offered as Ability[],
      );
      if (slot.chosen.some((id) => !(ABILITIES as readonly string[]).includes(id))) {
        problems.push(problem(slot.key, 'choice.not-offered'));
      }
      return problems.map((found) => ({ ...found, path: slot.key }));
    }
    case 'features':
      return featureChoice(slot, required, facts);
    case 'spells':
      return spellsChoice(slot, required, facts);
    case 'mechanic': {
      const mechanic = slot.mechanic;
      if (mechanic?.type === 'ability') return abilityChoice(slot, mechanic, facts);
      if (mechanic?.type === 'proficiency')
        return proficiencyChoice(slot, mechanic, required, facts);
      if (mechanic?.type === 'save') {
        const offered =
          mechanic.available === 'ALL' || !mechanic.available ? ABILITIES : mechanic.available;
        return validateChoice(slot.key, slot.chosen, required, offered);
      }
      if (mechanic?.type === 'resistances') {
        return validateChoice(slot.key, slot.chosen, required, mechanic.available);
      }
      if (mechanic?.type === 'weapon') {
        const weapons = [...facts.ctx.catalogue.items.values()]
          .filter((item) => item.weapon && item.mastery)
          .map((item) => item.id);
        return validateChoice(slot.key, slot.chosen, required, weapons);
      }
      return validateChoice(slot.key, slot.chosen, required);
    }
    default:
      return validateChoice(slot.key, slot.chosen, required, slot.offered);
  }
}

/** Resolves each choice's required number and checks what is chosen (spec §5). */
export function checkChoices(slots: readonly ChoiceSlot[], facts: ChoiceFacts): ChoiceView[] {
  return slots.map((slot) => {
    const required = requiredOf(slot, facts);
    return { ...slot, required, problems: slotProblems(slot, required, facts) };
  });
}

/**
 * Prerequisites outside the choices: feats taken freely from the feats page (a game master's
 * gift goes in as a custom feat) and multiclassing (13 in every class's primary ability).
 */
export function prerequisiteProblems(
  character: Pick<Character, 'classes' | 'features'>,
  facts: ChoiceFacts,
): Problem[] {
  const prerequisites = prerequisiteFactsOf(facts);
  const problems: Problem[] = [];
  for (const feature of character.features) {
    if (feature.choice || !facts.ctx.catalogue.feats.has(feature.id)) continue;
    for (const reason of reasonsUnavailable({ kind: 'feat', id: feature.id }, prerequisites))
      problems.push(problem(`features.${feature.path}`, reason.key, reason.params));
  }
  problems.push(...multiclassProblems(character.classes, prerequisites));
  return problems;
}
