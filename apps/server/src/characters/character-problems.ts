import type { FieldError } from '@hearth/contract';
import { CHARACTER_FIELDS } from '@hearth/contract';
import type { Problem, RulesCatalogue } from '@hearth/rules';
import { englishNames, problemSentence, problemText } from '@hearth/rules';

export { introducedErrors } from '@hearth/rules';

/** Top-level fields of a character (or of the creation form) a problem path may start with. */
const FIELDS = new Set<string>([...CHARACTER_FIELDS, 'presets', 'items']);

/** Where in the request body a rules problem points: a field, or a choice under `options`. */
export function fieldPath(path: string): string {
  const head = path.split('.')[0]!;
  if (head === 'abilities') return `body.attributes${path.slice('abilities'.length)}`;
  if (FIELDS.has(head)) return `body.${path}`;
  return `body.options.${path}`;
}

/**
 * Field errors of rules problems: the path in the body, the reason in English words with the
 * catalogue's names ('Lifedrinker: Needs Warlock level 9'), and the key with its parameters
 * (ids) for the app to say it in the player's language.
 */
export function toFieldErrors(
  problems: readonly Problem[],
  catalogue: RulesCatalogue,
): FieldError[] {
  const names = englishNames(catalogue);
  return problems.map((found) => ({
    path: fieldPath(found.path),
    message: problemSentence(found, names, (key, params) => problemText({ key, params })),
    key: found.key,
    ...(found.params ? { params: found.params } : {}),
  }));
}
