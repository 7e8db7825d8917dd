import { useMemo } from 'react';

import type { NoteFormat } from '@hearth/contract';

import { renderMarkdown } from './renderMarkdown.ts';
import { cleanHtml } from './safeHtml.ts';

/**
 * A note's content as the reader sees it: markdown rendered by micromark, or the server's
 * cleaned html. Either way it passes the client's allowlist (safeHtml.ts) before
 * `dangerouslySetInnerHTML`: no script, handler or foreign link of a note ever reaches the page.
 */
export default function RenderedNote({
  content,
  format,
  empty,
}: {
  content: string;
  format: NoteFormat;
  /** Shown when there is nothing to render. */
  empty: string;
}) {
  const html = useMemo(
    () => (format === 'html' ? cleanHtml(content) : renderMarkdown(content)),
    [content, format],
  );
  if (content.trim() === '') return <p className="note-rendered__empty">{empty}</p>;
  return (
    <div
      className="note-rendered"
      data-testid="note-rendered"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
