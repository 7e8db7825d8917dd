import { evaluateAmount, evaluateAmounts } from './amounts.ts';
import type { Breakdown, Term } from './breakdown.ts';
import { adjusted, sumOf } from './breakdown.ts';
import { recommendedHitPoints } from './level-hit-points.ts';
import type { Problem } from './problems.ts';
import { propertyGrants } from './properties.ts';
import type { SheetContext } from './sheet-context.ts';
import { grantSource } from './sheet-context.ts';
import { hitPointWarning } from './sheet-problems.ts';

export interface HitPointSheet {
  max: Breakdown;
  recommended: number;
  hitDice: { classId: string; die: number; total: number; spent: number; available: number }[];
  problems: Problem[];
}

/**
 * Hit points beyond the hit dice a level gives: per-level bonuses (Dwarven Toughness +1 per
 * character level, Draconic Resilience +1 per Sorcerer level), HP bonuses and flat maximum
 * bonuses (Boon of Fortitude).
 */
export function hitPointBonuses(ctx: SheetContext): Term[] {
  const terms: Term[] = [];
  for (const grant of propertyGrants(ctx, 'hp-per-level')) {
    if (typeof grant.mechanic.value === 'string') continue;
    const levels = grant.classId ? (ctx.classLevels.get(grant.classId) ?? 0) : ctx.level;
    terms.push({
      label: 'hp-per-level',
      value: evaluateAmounts(grant.mechanic.value, ctx.amounts) * levels,
      source: grant.source,
    });
  }
  for (const grant of ctx.grants) {
    if (grant.mechanic.type !== 'bonus' || grant.mechanic.key !== 'hp') continue;
    terms.push({
      label: 'bonus',
      value: evaluateAmount(grant.mechanic.value, ctx.amounts),
      source: grantSource(grant),
    });
  }
  for (const grant of propertyGrants(ctx, 'hp-max')) {
    if (typeof grant.mechanic.value === 'string') continue;
    terms.push({
      label: 'hp-max',
      value: evaluateAmounts(grant.mechanic.value, ctx.amounts),
      source: grant.source,
    });
  }
  return terms;
}

/**
 * Hit points (spec §4, §9): the maximum is the stored maximum plus `max_mod` (at least 1);
 * the recommended maximum takes the first class's whole die at level 1 and the fixed amount
 * at every other level, each with the CON modifier, plus hit-point bonuses of features; the
 * hit dice of each class with those spent.
 */
export function hitPoints(ctx: SheetContext): HitPointSheet {
  const { hp, classes } = ctx.character;
  const terms: Term[] = [{ label: 'max', value: hp.max }];
  if (hp.max_mod !== 0) terms.push({ label: 'max_mod', value: hp.max_mod });
  const raw = sumOf(terms);
  const max = adjusted(raw, Math.max(1, raw.value), 'minimum');
  const dice: number[] = [];
  const hitDice: HitPointSheet['hitDice'] = [];
  for (const cls of classes) {
    const die = ctx.catalogue.classes.get(cls.id)?.hit_die ?? 0;
    if (die === 0) continue;
    for (let level = 0; level < cls.level; level += 1) dice.push(die);
    const spent = Math.min(cls.level, Math.max(0, cls.hit_dice ?? 0));
    hitDice.push({ classId: cls.id, die, total: cls.level, spent, available: cls.level - spent });
  }
  const recommended =
    recommendedHitPoints(dice, ctx.scores.con) +
    hitPointBonuses(ctx).reduce((sum, term) => sum + term.value, 0);
  return {
    max,
    recommended,
    hitDice,
    problems: dice.length > 0 ? hitPointWarning(hp.max, recommended) : [],
  };
}
