import type { NoteFormat } from '@hearth/contract';
import { NOTE_CONTENT_MAX } from '@hearth/contract';

import { invalidField } from '../errors/app-error.ts';
import { cleanNoteHtml } from './clean-html.ts';

/**
 * The content to store for a note of `format`: html cleaned on the server, whatever the client
 * did (another client, or a crafted request, may send anything); markdown as written, since the
 * client renders it with an html-escaping renderer. Either is refused past the length limit;
 * cleaning can lengthen html a little (each link gains its rel), so the limit is checked on
 * what would be stored. `field` is where the content came from, for the error.
 */
export function storedContent(content: string, format: NoteFormat, field = 'body.content'): string {
  const stored = format === 'html' ? cleanNoteHtml(content) : content;
  if (stored.length > NOTE_CONTENT_MAX) {
    throw invalidField(field, `Content must be at most ${NOTE_CONTENT_MAX} characters`);
  }
  return stored;
}
