import type { DerivedCharacter } from '@hearth/rules';
import { levelChangeHitPoints, recommendedHitPoints } from '@hearth/rules';

/**
 * Hit points the character's features add beyond its hit dice (Dwarven Toughness, Draconic
 * Resilience, flat maximum bonuses): the rules' recommended maximum less the hit-dice part.
 */
function featureHitPoints(sheet: DerivedCharacter): number {
  const dice = sheet.hitDice.flatMap((entry) => Array<number>(entry.total).fill(entry.die));
  return sheet.hp.recommended - recommendedHitPoints(dice, sheet.abilities.con.score.value);
}

/**
 * The HP change a level change offers (spec §4): |(⌈die / 2⌉ + 1 + CON modifier) × Δlevel|,
 * plus what features add per level, found by deriving the character at the target level.
 */
export function suggestedHitPointChange(
  hitDie: number,
  now: DerivedCharacter,
  atTarget: DerivedCharacter | undefined,
  from: number,
  to: number,
): number {
  if (from === to) return 0;
  const perLevel = atTarget
    ? (featureHitPoints(atTarget) - featureHitPoints(now)) / (to - from)
    : 0;
  return Math.round(
    levelChangeHitPoints(hitDie, now.abilities.con.score.value, from, to, perLevel),
  );
}
