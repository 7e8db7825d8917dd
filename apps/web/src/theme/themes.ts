/** The ten colour themes of the spec, each with a dark and a light scheme (platform §3). */
export const THEMES = [
  'neon',
  'darkember',
  'shadowfell',
  'elemental',
  'parchment',
  'rosegold',
  'nordic',
  'feywild',
  'mechanus',
  'ethereal',
] as const;
export type ThemeId = (typeof THEMES)[number];

export const SCHEMES = ['dark', 'light'] as const;
export type Scheme = (typeof SCHEMES)[number];

export const DEFAULT_THEME: ThemeId = 'neon';
export const DEFAULT_SCHEME: Scheme = 'dark';

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function isScheme(value: unknown): value is Scheme {
  return value === 'dark' || value === 'light';
}

/**
 * Switches the palette: the CSS custom properties hang off these two attributes.
 * The browser chrome (theme-color) follows the new background so the status bar matches.
 */
export function applyTheme(theme: ThemeId, scheme: Scheme, root = document.documentElement): void {
  root.dataset.theme = theme;
  root.dataset.scheme = scheme;
  const background = getComputedStyle(root).getPropertyValue('--color-bg').trim();
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && background) meta.content = background;
}
