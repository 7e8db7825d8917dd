import type { ReactNode } from 'react';

import './MarkdownText.css';

/** One block of a description: a paragraph, a list, or a table. */
export type MarkdownBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] };

const LIST_ITEM = /^\s*[-*] /;
const TABLE_RULE = /^\s*\|[\s:|-]+\|\s*$/;

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * The blocks of the small markdown catalogue descriptions use: paragraphs (separated by blank
 * lines), runs of `- ` items (a list right under its lead-in line too), and `|` tables.
 */
export function markdownBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length > 1 && lines.every((line) => line.trim().startsWith('|'))) {
      const [head = [], ...rows] = lines.filter((line) => !TABLE_RULE.test(line)).map(cells);
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    let open: MarkdownBlock | undefined;
    for (const line of lines) {
      if (LIST_ITEM.test(line)) {
        const item = line.replace(LIST_ITEM, '').trim();
        if (open?.kind === 'list') open.items.push(item);
        else blocks.push((open = { kind: 'list', items: [item] }));
      } else if (open?.kind === 'paragraph') {
        open.text += `\n${line.trim()}`;
      } else {
        blocks.push((open = { kind: 'paragraph', text: line.trim() }));
      }
    }
  }
  return blocks;
}

/** `**bold**` and `*italic*` inside a line, as text and elements. */
function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    if (match[1] !== undefined) parts.push(<strong key={at}>{match[1]}</strong>);
    else parts.push(<em key={at}>{match[2]}</em>);
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * A catalogue description, shown with its paragraphs, lists, tables and emphasis. Nothing in it
 * becomes HTML (React escapes every piece), so a description can never inject markup.
 */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      {markdownBlocks(text).map((block, index) => {
        if (block.kind === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, at) => (
                <li key={at}>{inline(item)}</li>
              ))}
            </ul>
          );
        }
        if (block.kind === 'table') {
          return (
            <div key={index} className="markdown__table">
              <table>
                <thead>
                  <tr>
                    {block.head.map((cell, at) => (
                      <th key={at}>{inline(cell)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row, rowIndex) => (
                    <tr key={rowIndex}>
                      {row.map((cell, at) => (
                        <td key={at}>{inline(cell)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }
        return <p key={index}>{inline(block.text)}</p>;
      })}
    </div>
  );
}
