/**
 * A signed modifier: +3, −1, +0 (as the fifth-edition sheet writes them; its helper lives in a
 * module that loads that system's catalogue, which these pages never need).
 */
export function signed(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : `+${value}`;
}
