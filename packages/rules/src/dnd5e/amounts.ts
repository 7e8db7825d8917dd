import type { Amount } from './mechanics.ts';
import type { Ability } from './tables.ts';

/** What an amount may read of the character. */
export interface AmountContext {
  proficiencyBonus: number;
  /** Total character level. */
  level: number;
  classLevel(classId: string): number;
  abilityModifier(ability: Ability): number;
  /** A class-table column at the character's level in that class. */
  column(classId: string, column: string): number | string | undefined;
}

/**
 * The number an amount stands for. Column reads holding dice (`1d8`) count as 0 here; read
 * them with {@link amountDice}.
 *
 * @example evaluateAmount({ from: 'class_level', class: 'paladin', times: 5 }, ctx) // 15 at Paladin 3
 */
export function evaluateAmount(amount: Amount, ctx: AmountContext): number {
  if (typeof amount === 'number') return amount;
  let value: number;
  switch (amount.from) {
    case 'proficiency_bonus':
      value = ctx.proficiencyBonus;
      break;
    case 'level':
      value = ctx.level;
      break;
    case 'class_level':
      value = ctx.classLevel(amount.class ?? '');
      break;
    case 'ability_modifier':
      value = amount.ability ? ctx.abilityModifier(amount.ability) : 0;
      break;
    case 'column': {
      const read = ctx.column(amount.class ?? '', amount.column ?? '');
      value = typeof read === 'number' ? read : 0;
      break;
    }
  }
  if (amount.times !== undefined) value *= amount.times;
  if (amount.round === 'up') value = Math.ceil(value);
  else value = Math.floor(value);
  if (amount.add !== undefined) value += amount.add;
  if (amount.min !== undefined) value = Math.max(amount.min, value);
  return value;
}

/** Dice an amount stands for: written dice as they are, a column holding dice, or a number. */
export function amountDice(value: string | Amount, ctx: AmountContext): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' && value.from === 'column') {
    const read = ctx.column(value.class ?? '', value.column ?? '');
    if (typeof read === 'string') return read;
  }
  return String(evaluateAmount(value, ctx));
}

/** Sums an amount or a list of amounts (Unarmored Defense: `[10, DEX, CON]`). */
export function evaluateAmounts(value: Amount | readonly Amount[], ctx: AmountContext): number {
  if (Array.isArray(value)) {
    let total = 0;
    for (const part of value as readonly Amount[]) total += evaluateAmount(part, ctx);
    return total;
  }
  return evaluateAmount(value as Amount, ctx);
}
