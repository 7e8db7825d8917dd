/**
 * A user who never picked an avatar colour wears the theme's accent, so it changes with the
 * theme; the profile offers it as the first swatch and the theme preview paints its avatar with
 * it, so the colour on screen is always one the player can choose.
 */
export const DEFAULT_AVATAR_COLOR = 'var(--color-accent)';

/** The fixed colours offered beside the theme's own. */
export const AVATAR_COLORS = [
  '#e05d44',
  '#f2a541',
  '#4caf7d',
  '#3fa7d6',
  '#7a5cc7',
  '#d6579f',
  '#8d6e63',
  '#607d8b',
] as const;
