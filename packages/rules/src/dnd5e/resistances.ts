import { optionKey } from './paths.ts';
import type { SheetContext } from './sheet-context.ts';

export interface Resistances {
  /** Damage types the character resists (half damage). */
  resistances: string[];
  /** Damage types the character takes no damage from. */
  immunities: string[];
  /** Conditions that cannot affect the character. */
  conditionImmunities: string[];
}

/**
 * Resistances and immunities in effect (Rage's only while raging), fixed or chosen, plus those
 * the player noted on the sheet (spec §3 `resistances`).
 */
export function resistances(ctx: SheetContext): Resistances {
  const resist = new Set<string>(ctx.character.resistances ?? []);
  const immune = new Set<string>();
  const conditions = new Set<string>();
  for (const grant of ctx.grants) {
    const mechanic = grant.mechanic;
    if (mechanic.type !== 'resistances') continue;
    const target = mechanic.kind === 'immunity' ? immune : resist;
    for (const type of mechanic.damage_types ?? []) target.add(type);
    if (mechanic.points) {
      for (const type of ctx.character.options[optionKey(grant.path, mechanic.id)] ?? []) {
        if (mechanic.available?.includes(type)) target.add(type);
      }
    }
    for (const condition of mechanic.conditions ?? []) conditions.add(condition);
  }
  for (const type of immune) resist.delete(type);
  return {
    resistances: [...resist],
    immunities: [...immune],
    conditionImmunities: [...conditions],
  };
}
