import type { CSSProperties } from 'react';

import type { NotePaletteColor } from '../../data/notes/noteLimits.ts';
import { NOTE_COLORS } from '../../data/notes/noteLimits.ts';

export function isPaletteColor(color: string | null): color is NotePaletteColor {
  return color !== null && (NOTE_COLORS as readonly string[]).includes(color);
}

/** The CSS colour of a note's colour: its theme variable, or the user's own `#rrggbb`. */
export function noteHue(color: string | null): string | null {
  if (color === null) return null;
  if (isPaletteColor(color)) return `var(--note-${color})`;
  return /^#[0-9a-f]{6}$/i.test(color) ? color : null;
}

/** The style that tints a card or the editor (Notes.css mixes the hue into the surface). */
export function tintStyle(color: string | null): CSSProperties | undefined {
  const hue = noteHue(color);
  return hue ? ({ '--note-hue': hue } as CSSProperties) : undefined;
}
