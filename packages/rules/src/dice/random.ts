/**
 * Randomness is an input: every roll takes a source returning numbers in [0, 1), like
 * `Math.random`. Tests pass {@link fixedRolls} to get the rolls they want.
 */
export type RandomSource = () => number;

/**
 * One die: 1 to `sides`.
 *
 * @example rollDie(6, () => 0.99) // 6
 */
export function rollDie(sides: number, random: RandomSource): number {
  const value = Math.floor(random() * sides) + 1;
  return Math.min(sides, Math.max(1, value));
}

/** Several dice of one size, each result kept (in rolling order). */
export function rollDice(count: number, sides: number, random: RandomSource): number[] {
  return Array.from({ length: count }, () => rollDie(sides, random));
}

/**
 * A source that yields the given die faces in order (for dice of `sides` faces), then repeats.
 *
 * @example rollDice(2, 6, fixedRolls([3, 5], 6)) // [3, 5]
 */
export function fixedRolls(faces: readonly number[], sides: number): RandomSource {
  let index = 0;
  return () => {
    const face = faces[index % faces.length]!;
    index += 1;
    return (face - 0.5) / sides;
  };
}
