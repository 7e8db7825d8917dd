import { MESSAGE_TEXTS, PROBLEM_TEXTS } from '@hearth/rules';

import type { RulesTexts } from './resources.ts';

/** The rules package's English `{name}` slots as i18next's `{{name}}`. */
const toI18next = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');

/**
 * The English texts of the rules' problem and message keys come from the rules package itself,
 * so a new rule brings its text along; other languages translate the same keys in `rules.json`.
 */
export function englishRulesTexts(): RulesTexts {
  return { problems: nest(PROBLEM_TEXTS), messages: nest(MESSAGE_TEXTS) };
}

/** Dotted keys (`choice.incomplete`) become nested objects, as i18next looks them up. */
function nest(table: Record<string, string>): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(table)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      node = (node[part] ??= {}) as Record<string, unknown>;
    }
    node[parts.at(-1)!] = toI18next(text);
  }
  return tree;
}
