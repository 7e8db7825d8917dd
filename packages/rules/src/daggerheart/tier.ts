/**
 * The tier of a level (SRD "Leveling Up"): 1 at level 1, 2 at 2–4, 3 at 5–7, 4 at 8–10.
 *
 * @example dhTierOf(5) // 3
 */
export function dhTierOf(level: number): 1 | 2 | 3 | 4 {
  if (level >= 8) return 4;
  if (level >= 5) return 3;
  if (level >= 2) return 2;
  return 1;
}
