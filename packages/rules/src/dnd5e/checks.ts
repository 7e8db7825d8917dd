import type { AbilityScores } from './ability-scores.ts';
import { evaluateAmount } from './amounts.ts';
import type { ArmorHindrance } from './armor-training.ts';
import { rollNotes } from './armor-training.ts';
import type { Breakdown, RollNote, Term } from './breakdown.ts';
import { sumOf } from './breakdown.ts';
import { exhaustionLevel, exhaustionPenalties } from './conditions.ts';
import type { Amount, BonusKey } from './mechanics.ts';
import type { Proficiencies, ProficiencySource } from './proficiencies.ts';
import { SHEET_SOURCE } from './proficiencies.ts';
import { numericProperty } from './properties.ts';
import type { SheetContext } from './sheet-context.ts';
import { grantSource } from './sheet-context.ts';
import type { ProficiencyLevel, Skill } from './skills.ts';
import { SKILL_IDS, SKILLS } from './skills.ts';
import type { Ability } from './tables.ts';
import { ABILITIES } from './tables.ts';

export interface AbilityView {
  score: Breakdown;
  mod: number;
  save: Breakdown;
  saveProficient: boolean;
}

export interface SkillView {
  ability: Ability;
  /** The level in effect: the highest of what is granted and what the player marked. */
  proficiency: ProficiencyLevel;
  /** The level class, background, species, feats and items give, without the player's mark. */
  granted: ProficiencyLevel;
  /** The level the player marked on the sheet (spec §3 `skills`). */
  manual: ProficiencyLevel;
  /** Everything that makes the character proficient, the player's mark included (`sheet`). */
  sources: ProficiencySource[];
  mod: Breakdown;
  passive: Breakdown;
}

export function bonusTerms(ctx: SheetContext, key: BonusKey): Term[] {
  const terms: Term[] = [];
  for (const grant of ctx.grants) {
    const mechanic = grant.mechanic;
    if (mechanic.type !== 'bonus' || mechanic.key !== key || mechanic.filter) continue;
    terms.push({
      label: 'bonus',
      value: evaluateAmount(mechanic.value, ctx.amounts),
      source: grantSource(grant),
    });
  }
  return terms;
}

/** Whether an amount reads the proficiency bonus (Alert's initiative bonus does). */
const readsProficiency = (amount: Amount) =>
  typeof amount !== 'number' && amount.from === 'proficiency_bonus';

/** Half the proficiency bonus on checks that would not otherwise add it (Jack of All Trades). */
function withoutProficiencyTerms(ctx: SheetContext): Term[] {
  return bonusTerms(ctx, 'check-without-proficiency').map((term) => ({
    ...term,
    label: 'half-proficiency',
  }));
}

const withNotes = (breakdown: Breakdown, notes: readonly RollNote[]): Breakdown =>
  notes.length > 0 ? { ...breakdown, disadvantage: [...notes] } : breakdown;

/** −2 per exhaustion level on every d20 test (SRD 5.2), as a term when it applies. */
export function exhaustionTerms(ctx: SheetContext): Term[] {
  const level = exhaustionLevel(ctx.character);
  return level > 0 ? [{ label: 'exhaustion', value: exhaustionPenalties(level).d20 }] : [];
}

/** Ability scores with modifiers and saving throws: modifier, proficiency, bonuses, exhaustion. */
export function abilityViews(
  ctx: SheetContext,
  scores: AbilityScores,
  proficiencies: Proficiencies,
  hindrance: ArmorHindrance = {},
): Record<Ability, AbilityView> {
  const bonuses = bonusTerms(ctx, 'save');
  const exhaustion = exhaustionTerms(ctx);
  const views = {} as Record<Ability, AbilityView>;
  for (const ability of ABILITIES) {
    const mod = ctx.modifiers[ability];
    const source = proficiencies.saves.get(ability);
    const terms: Term[] = [{ label: `ability.${ability}`, value: mod }];
    if (source) terms.push({ label: 'proficiency', value: ctx.proficiencyBonus, source });
    views[ability] = {
      score: scores[ability],
      mod,
      save: withNotes(sumOf([...terms, ...bonuses, ...exhaustion]), rollNotes(hindrance, ability)),
      saveProficient: source !== undefined,
    };
  }
  return views;
}

/**
 * The 18 skills (spec §9): ability modifier, proficiency bonus once (proficient) or twice
 * (expertise), or half of it rounded down without proficiency when a feature says so (Jack of
 * All Trades), check bonuses, exhaustion; passive = 10 + the skill's modifier + passive
 * bonuses. Each says where its proficiency comes from and what gives it disadvantage.
 */
export function skillViews(
  ctx: SheetContext,
  proficiencies: Proficiencies,
  hindrance: ArmorHindrance = {},
): Record<Skill, SkillView> {
  const checks = bonusTerms(ctx, 'check');
  const passives = bonusTerms(ctx, 'passive');
  const unproficient = withoutProficiencyTerms(ctx);
  const exhaustion = exhaustionTerms(ctx);
  const views = {} as Record<Skill, SkillView>;
  for (const skill of SKILL_IDS) {
    const ability = SKILLS[skill];
    const held = proficiencies.skills.get(skill);
    const level: ProficiencyLevel = held?.level ?? 0;
    const sources = held?.sources ?? [];
    let granted: ProficiencyLevel = 0;
    let manual: ProficiencyLevel = 0;
    for (const from of sources) {
      if (from.source === SHEET_SOURCE) manual = from.level;
      else if (from.level > granted) granted = from.level;
    }
    const terms: Term[] = [{ label: `ability.${ability}`, value: ctx.modifiers[ability] }];
    if (held && level > 0) {
      terms.push({
        label: level === 2 ? 'expertise' : 'proficiency',
        value: ctx.proficiencyBonus * level,
        source: held.source,
      });
    } else terms.push(...unproficient);
    const mod = withNotes(
      sumOf([...terms, ...checks, ...exhaustion]),
      rollNotes(hindrance, ability, skill),
    );
    views[skill] = {
      ability,
      proficiency: level,
      granted,
      manual,
      sources: [...sources],
      mod,
      passive: sumOf([
        { label: 'base', value: 10 },
        { label: 'skill', value: mod.value },
        ...passives,
      ]),
    };
  }
  return views;
}

/**
 * Initiative, a Dexterity check: DEX modifier, initiative bonuses (Alert), half the proficiency
 * bonus from Jack of All Trades unless a bonus already adds the proficiency bonus, exhaustion;
 * disadvantage in armor without training. SRD 5.2 words Jack of All Trades for checks that use
 * a skill; the sheet adds it to initiative too, as issue 14 asks (the older reading of "any
 * ability check") — one line to drop if the table follows the 2024 wording strictly.
 */
export function initiative(ctx: SheetContext, hindrance: ArmorHindrance = {}): Breakdown {
  const property = numericProperty(ctx, 'initiative');
  const addsProficiency = ctx.grants.some(
    ({ mechanic }) =>
      mechanic.type === 'bonus' &&
      mechanic.key === 'initiative' &&
      readsProficiency(mechanic.value),
  );
  const breakdown = sumOf([
    { label: 'ability.dex', value: ctx.modifiers.dex },
    ...bonusTerms(ctx, 'initiative'),
    ...(property?.terms ?? []),
    ...(addsProficiency ? [] : withoutProficiencyTerms(ctx)),
    ...exhaustionTerms(ctx),
  ]);
  return withNotes(breakdown, rollNotes(hindrance, 'dex'));
}
