/**
 * The contract's note constants, copied: importing them from the contract would bring its zod
 * schemas into the notes chunk. noteCalls.test.ts checks them against the contract.
 */

/** Characters of a note's content shown in the list (platform §9). */
export const NOTE_PREVIEW_LENGTH = 100;
/** Longest title, in characters. */
export const NOTE_TITLE_MAX = 200;
/** Longest content, in characters. */
export const NOTE_CONTENT_MAX = 100_000;
/** The palette a note may be tinted with (the contract's NOTE_COLORS). */
export const NOTE_COLORS = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'gray',
] as const;
export type NotePaletteColor = (typeof NOTE_COLORS)[number];
