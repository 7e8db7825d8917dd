import type { Note } from '@hearth/contract';

import { NOTE_PREVIEW_LENGTH } from './noteLimits.ts';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The words of a markdown text, without its syntax (headings, lists, emphasis, links…). */
export function markdownToPlain(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, '')
    .replace(/^\s*(?:[-*_]\s*){3,}$/gm, ' ')
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, ' ')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?!\s)(.+?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1');
}

/** The text of an html fragment (the server's cleaned html), tags dropped, entities read. */
export function htmlToPlain(html: string): string {
  return decodeEntities(
    html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '),
  );
}

/**
 * The list's preview of a note (platform §2, §9): its plain text on one line, cut at 100
 * characters (an ellipsis says there is more).
 */
export function notePreview(note: Pick<Note, 'content' | 'format'>): string {
  const plain = (note.format === 'html' ? htmlToPlain(note.content) : markdownToPlain(note.content))
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(plain);
  if (characters.length <= NOTE_PREVIEW_LENGTH) return plain;
  return `${characters.slice(0, NOTE_PREVIEW_LENGTH).join('').trimEnd()}…`;
}
