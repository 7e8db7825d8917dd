/** The markdown toolbar's actions (bold, italic, heading, list, checklist, link). */
export type FormatKind = 'bold' | 'italic' | 'heading' | 'list' | 'checklist' | 'link';

export interface Edit {
  value: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

const WRAPS: Partial<Record<FormatKind, [string, string]>> = {
  bold: ['**', '**'],
  italic: ['_', '_'],
};

const LINE_PREFIXES: Partial<Record<FormatKind, string>> = {
  heading: '## ',
  list: '- ',
  checklist: '- [ ] ',
};

/**
 * Puts markdown syntax around the selection (bold, italic, a link) or at the start of each of
 * its lines (heading, list, checklist). With nothing selected, `placeholder` is inserted and
 * selected, so typing replaces it. A second tap on a wrapped selection unwraps it.
 */
export function applyFormat(
  value: string,
  start: number,
  end: number,
  kind: FormatKind,
  placeholder: string,
): Edit {
  const selected = value.slice(start, end);
  const wrap = WRAPS[kind];
  if (wrap) {
    const [open, close] = wrap;
    if (
      value.slice(start - open.length, start) === open &&
      value.slice(end, end + close.length) === close
    ) {
      return {
        value: value.slice(0, start - open.length) + selected + value.slice(end + close.length),
        start: start - open.length,
        end: end - open.length,
      };
    }
    const text = selected || placeholder;
    return {
      value: value.slice(0, start) + open + text + close + value.slice(end),
      start: start + open.length,
      end: start + open.length + text.length,
    };
  }
  if (kind === 'link') {
    const text = selected || placeholder;
    const url = 'https://';
    const inserted = `[${text}](${url})`;
    // The address is selected: it is what is still to be written.
    const urlStart = start + text.length + 3;
    return {
      value: value.slice(0, start) + inserted + value.slice(end),
      start: urlStart,
      end: urlStart + url.length,
    };
  }
  const prefix = LINE_PREFIXES[kind]!;
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const block = value.slice(lineStart, end) || '';
  if (block === '') {
    const inserted = prefix + placeholder;
    return {
      value: value.slice(0, lineStart) + inserted + value.slice(end),
      start: lineStart + prefix.length,
      end: lineStart + inserted.length,
    };
  }
  const lines = block
    .split('\n')
    .map((line) => prefix + line.replace(/^(#{1,6} |- \[[ xX]\] |[-*+] )/, ''));
  const replaced = lines.join('\n');
  return {
    value: value.slice(0, lineStart) + replaced + value.slice(end),
    start: lineStart,
    end: lineStart + replaced.length,
  };
}
