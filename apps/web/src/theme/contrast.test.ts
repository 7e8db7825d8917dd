import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { SCHEMES, THEMES } from './themes.ts';

/*
 * Colour pairs the shared controls paint, checked in every palette: a label the same colour as
 * its button (Settings' Delete account) or a radio ring nobody can see would pass every
 * component test, so the palettes themselves are read here.
 */
const folder = join(dirname(fileURLToPath(import.meta.url)), 'palettes');
// Vitest hands CSS imports over empty, so the files are read as text.
const sources = readdirSync(folder)
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(folder, file), 'utf8'));

type Palette = Record<string, string>;

/** `--color-*` values of each `:root[data-theme='…'][data-scheme='…']` block. */
function readPalettes(): Map<string, Palette> {
  const palettes = new Map<string, Palette>();
  const block = /:root\[data-theme='([a-z]+)'\]\[data-scheme='([a-z]+)'\]\s*\{([^}]*)\}/g;
  for (const css of sources) {
    for (const [, theme, scheme, body] of css.matchAll(block)) {
      const colours: Palette = {};
      for (const [, name, value] of body!.matchAll(/--(color-[a-z0-9-]+):\s*(#[0-9a-f]{6})/gi))
        colours[name!] = value!.toLowerCase();
      palettes.set(`${theme}/${scheme}`, colours);
    }
  }
  return palettes;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const palettes = readPalettes();
const names = THEMES.flatMap((theme) => SCHEMES.map((scheme) => `${theme}/${scheme}`));

describe('palette contrast', () => {
  it('reads every theme in both schemes', () => {
    expect([...palettes.keys()].sort()).toEqual([...names].sort());
  });

  it.each(names)('%s: a danger button keeps its label readable', (name) => {
    const colours = palettes.get(name)!;
    // Filled: the text is the page background (--color-on-danger in themes.css).
    expect(contrast(colours['color-bg']!, colours['color-danger']!)).toBeGreaterThanOrEqual(4.5);
    // Outlined, on a card: the text is the danger colour itself.
    expect(contrast(colours['color-danger']!, colours['color-surface']!)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it.each(names)('%s: an empty radio ring stands out from a card', (name) => {
    const colours = palettes.get(name)!;
    // Non-text contrast (WCAG 1.4.11) for the ring drawn in --color-muted.
    expect(contrast(colours['color-muted']!, colours['color-surface']!)).toBeGreaterThanOrEqual(3);
    expect(contrast(colours['color-accent']!, colours['color-surface']!)).toBeGreaterThanOrEqual(3);
  });
});
