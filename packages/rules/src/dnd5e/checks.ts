import type { AbilityScores } from './ability-scores.ts';
import { evaluateAmount } from './amounts.ts';
import type { Breakdown, Term } from './breakdown.ts';
import { sumOf } from './breakdown.ts';
import { exhaustionLevel, exhaustionPenalties } from './conditions.ts';
import type { BonusKey } from './mechanics.ts';
import type { Proficiencies } from './proficiencies.ts';
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
  proficiency: ProficiencyLevel;
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
      save: sumOf([...terms, ...bonuses, ...exhaustion]),
      saveProficient: source !== undefined,
    };
  }
  return views;
}

/**
 * The 18 skills (spec §9): ability modifier, proficiency bonus once (proficient) or twice
 * (expertise), check bonuses, exhaustion; passive = 10 + the skill's modifier + passive bonuses.
 */
export function skillViews(
  ctx: SheetContext,
  proficiencies: Proficiencies,
): Record<Skill, SkillView> {
  const checks = bonusTerms(ctx, 'check');
  const passives = bonusTerms(ctx, 'passive');
  const exhaustion = exhaustionTerms(ctx);
  const views = {} as Record<Skill, SkillView>;
  for (const skill of SKILL_IDS) {
    const ability = SKILLS[skill];
    const held = proficiencies.skills.get(skill);
    const level: ProficiencyLevel = held?.level ?? 0;
    const terms: Term[] = [{ label: `ability.${ability}`, value: ctx.modifiers[ability] }];
    if (held && level > 0) {
      terms.push({
        label: level === 2 ? 'expertise' : 'proficiency',
        value: ctx.proficiencyBonus * level,
        source: held.source,
      });
    }
    const mod = sumOf([...terms, ...checks, ...exhaustion]);
    views[skill] = {
      ability,
      proficiency: level,
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

/** Initiative: DEX modifier, initiative bonuses (Alert), exhaustion. */
export function initiative(ctx: SheetContext): Breakdown {
  const property = numericProperty(ctx, 'initiative');
  return sumOf([
    { label: 'ability.dex', value: ctx.modifiers.dex },
    ...bonusTerms(ctx, 'initiative'),
    ...(property?.terms ?? []),
    ...exhaustionTerms(ctx),
  ]);
}
