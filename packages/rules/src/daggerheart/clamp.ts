/** A whole number within min…max (max below min counts as min). */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(min, value), Math.max(min, max));
}
