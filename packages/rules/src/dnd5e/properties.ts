import { amountDice, evaluateAmounts } from './amounts.ts';
import type { Breakdown, Term } from './breakdown.ts';
import { sumOf } from './breakdown.ts';
import type { PropertiesMechanic, PropertyKey } from './mechanics.ts';
import type { SheetContext } from './sheet-context.ts';
import { grantSource } from './sheet-context.ts';

interface PropertyGrant {
  mechanic: PropertiesMechanic;
  source: string;
  classId: string | undefined;
  path: string;
}

export function propertyGrants(ctx: SheetContext, key: PropertyKey): PropertyGrant[] {
  const found: PropertyGrant[] = [];
  for (const grant of ctx.grants) {
    if (grant.mechanic.type === 'properties' && grant.mechanic.key === key) {
      found.push({
        mechanic: grant.mechanic,
        source: grantSource(grant),
        classId: grant.classId,
        path: grant.path,
      });
    }
  }
  return found;
}

const numberOf = (mechanic: PropertiesMechanic, ctx: SheetContext) =>
  typeof mechanic.value === 'string'
    ? Number.parseInt(mechanic.value, 10) || 0
    : evaluateAmounts(mechanic.value, ctx.amounts);

/**
 * A numeric property: the base, replaced by the highest `SET` when that is higher (a Wood Elf's
 * 35 ft, a Drow's 120 ft Darkvision), plus every `ADD`.
 */
export function numericProperty(
  ctx: SheetContext,
  key: PropertyKey,
  base?: Term,
): Breakdown | undefined {
  const grants = propertyGrants(ctx, key);
  let start: Term | undefined = base;
  const adds: Term[] = [];
  for (const { mechanic, source } of grants) {
    const value = numberOf(mechanic, ctx);
    if (mechanic.action === 'ADD') adds.push({ label: key, value, source });
    else if (!start || value > start.value) start = { label: key, value, source };
  }
  if (!start && adds.length === 0) return undefined;
  return sumOf(start ? [start, ...adds] : adds);
}

/** A dice property (`unarmed-die`): the largest set, by its die size. */
export function diceProperty(
  ctx: SheetContext,
  key: PropertyKey,
): { dice: string; source: string } | undefined {
  let best: { dice: string; source: string; size: number } | undefined;
  for (const { mechanic, source } of propertyGrants(ctx, key)) {
    if (Array.isArray(mechanic.value)) continue;
    const dice = amountDice(
      mechanic.value as Exclude<PropertiesMechanic['value'], readonly unknown[]>,
      ctx.amounts,
    );
    const size = Number(/d(\d+)/.exec(dice)?.[1] ?? 0);
    if (!best || size > best.size) best = { dice, source, size };
  }
  return best && { dice: best.dice, source: best.source };
}

/**
 * Extra attacks: features of one class add up (Fighter 5, 11, 20), but Extra Attack from
 * different classes or features does not stack (SRD multiclassing): the best group counts.
 */
export function extraAttacks(ctx: SheetContext): { value: number; source?: string } {
  const byOwner = new Map<string, number>();
  const sources = new Map<string, string>();
  for (const { mechanic, classId, path, source } of propertyGrants(ctx, 'extra-attacks')) {
    const owner = classId ?? path;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + numberOf(mechanic, ctx));
    sources.set(owner, source);
  }
  let best = { value: 0 } as { value: number; source?: string };
  for (const [owner, value] of byOwner) {
    if (value > best.value) best = { value, source: sources.get(owner)! };
  }
  return best;
}

/** Critical hits from this d20 roll up (Improved Critical 19, Superior Critical 18). */
export function criticalRange(ctx: SheetContext): number {
  let range = 20;
  for (const { mechanic } of propertyGrants(ctx, 'critical-range')) {
    range = Math.min(range, numberOf(mechanic, ctx));
  }
  return Math.max(2, range);
}
