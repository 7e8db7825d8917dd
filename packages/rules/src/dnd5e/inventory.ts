/**
 * Inventories and how items are shown (spec platform §3, character §9): which inventories the
 * character carries, coin values and weights for display.
 */

/**
 * Inventories whose items are on the character: they weigh on it and their worn and attuned
 * items work. A mount's saddlebags, a cart or a stash at the inn do neither.
 */
const CARRIED_TYPES: ReadonlySet<string> = new Set(['body', 'backpack', 'other']);

export function isCarriedInventory(type: string): boolean {
  return CARRIED_TYPES.has(type);
}

export type CoinUnit = 'cp' | 'sp' | 'gp';

/**
 * A value in gold pieces as the sheet shows it: under 1 gp in silver or copper pieces (spec
 * §9), the smallest coin that says it whole; otherwise gold, to two decimals.
 *
 * @example coinValue(0.2) // { amount: 2, unit: 'sp' }
 * @example coinValue(0.05) // { amount: 5, unit: 'cp' }
 */
export function coinValue(gp: number): { amount: number; unit: CoinUnit } {
  const value = Math.max(0, gp);
  if (value >= 1 || value === 0) return { amount: roundTo2(value), unit: 'gp' };
  const cp = Math.round(value * 100);
  if (cp % 10 === 0) return { amount: cp / 10, unit: 'sp' };
  return { amount: cp, unit: 'cp' };
}

/** Pounds as shown: rounded to 2 decimals (spec §9). */
export function roundWeight(pounds: number): number {
  return roundTo2(pounds);
}

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}
