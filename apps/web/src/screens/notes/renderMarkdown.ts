import { micromark } from 'micromark';
import { gfmTable, gfmTableHtml } from 'micromark-extension-gfm-table';
import { gfmTaskListItem, gfmTaskListItemHtml } from 'micromark-extension-gfm-task-list-item';

import { cleanHtml } from './safeHtml.ts';

/**
 * A markdown note as html: CommonMark with tables and task lists. micromark escapes raw html
 * and drops javascript: links by default (left so: nothing a note holds ever runs), and its
 * output goes through the same allowlist as html notes before it reaches the page.
 */
export function renderMarkdown(markdown: string): string {
  const html = micromark(markdown, {
    extensions: [gfmTable(), gfmTaskListItem()],
    htmlExtensions: [gfmTableHtml(), gfmTaskListItemHtml()],
  });
  return cleanHtml(html, { taskLists: true });
}
