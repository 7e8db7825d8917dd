import { evaluateAmount } from './amounts.ts';
import type { Breakdown, Term } from './breakdown.ts';
import { sumOf } from './breakdown.ts';
import { clampAcModifier } from './choices.ts';
import type { Amount } from './mechanics.ts';
import type { Problem } from './problems.ts';
import { problem } from './problems.ts';
import type { Proficiencies } from './proficiencies.ts';
import type { SheetContext } from './sheet-context.ts';
import { grantSource } from './sheet-context.ts';

export interface ArmorClassResult {
  ac: Breakdown;
  /** How the base was worked out. */
  formula: 'unarmored' | 'armor' | 'feature';
  problems: Problem[];
}

function amountTerm(amount: Amount, ctx: SheetContext, source: string): Term {
  if (typeof amount === 'number') return { label: 'base', value: amount, source };
  const value = evaluateAmount(amount, ctx.amounts);
  if (amount.from === 'ability_modifier' && amount.ability) {
    return { label: `ability.${amount.ability}`, value, source };
  }
  return { label: 'ac-base', value, source };
}

/**
 * Armor class (spec §9, SRD 5.2): the best of the ways to work out a base — 10 + DEX without
 * armor, the worn armor with its DEX rule, or a feature's formula (Unarmored Defense,
 * Draconic Resilience) when its requirements hold — then a trained shield, AC bonuses in effect
 * (Defense, magic items) and the player's adjustment (−20…20). What armor without training
 * costs beyond AC is `armor-training.ts`'s.
 */
export function armorClass(ctx: SheetContext, proficiencies: Proficiencies): ArmorClassResult {
  const dex = ctx.modifiers.dex;
  const problems: Problem[] = [];
  const worn = ctx.equipment.armor;
  let best: { terms: Term[]; value: number; formula: ArmorClassResult['formula'] };
  if (worn) {
    const { stats, held } = worn;
    const dexPart = stats.dex === 'full' ? dex : stats.dex === 'max-2' ? Math.min(2, dex) : 0;
    const terms: Term[] = [{ label: 'armor', value: stats.ac, source: held.source }];
    if (stats.dex !== 'none') terms.push({ label: 'ability.dex', value: dexPart });
    best = { terms, value: stats.ac + dexPart, formula: 'armor' };
  } else {
    best = {
      terms: [
        { label: 'base', value: 10 },
        { label: 'ability.dex', value: dex },
      ],
      value: 10 + dex,
      formula: 'unarmored',
    };
  }
  for (const grant of ctx.grants) {
    const mechanic = grant.mechanic;
    if (
      mechanic.type !== 'properties' ||
      mechanic.key !== 'ac-base' ||
      typeof mechanic.value === 'string'
    ) {
      continue;
    }
    const parts: readonly Amount[] = Array.isArray(mechanic.value)
      ? (mechanic.value as readonly Amount[])
      : [mechanic.value as Amount];
    const terms = parts.map((part) => amountTerm(part, ctx, grantSource(grant)));
    const value = terms.reduce((sum, term) => sum + term.value, 0);
    if (value > best.value) best = { terms, value, formula: 'feature' };
  }
  const terms = [...best.terms];
  const shield = ctx.equipment.shield;
  // A shield without training adds nothing (SRD 5.2); `armor-training.ts` warns about it.
  if (shield && proficiencies.armor.has('shield')) {
    terms.push({
      label: 'shield',
      value: shield.stats.ac,
      source: shield.held.source,
    });
  }
  if (ctx.equipment.overDressed) problems.push(problem('armor', 'armor.several'));
  for (const grant of ctx.grants) {
    const mechanic = grant.mechanic;
    if (mechanic.type !== 'bonus' || mechanic.key !== 'ac') continue;
    terms.push({
      label: 'bonus',
      value: evaluateAmount(mechanic.value, ctx.amounts),
      source: grantSource(grant),
    });
  }
  const adjustment = clampAcModifier(ctx.character.ac_mod);
  if (adjustment !== 0) terms.push({ label: 'ac_mod', value: adjustment });
  return { ac: sumOf(terms), formula: best.formula, problems };
}
