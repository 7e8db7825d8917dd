import type { FieldError } from '@hearth/contract';
import { CHARACTER_FIELDS } from '@hearth/contract';
import type { Problem } from '@hearth/rules';
import { errorsOf, problemText } from '@hearth/rules';

/** Top-level fields of a character (or of the creation form) a problem path may start with. */
const FIELDS = new Set<string>([...CHARACTER_FIELDS, 'presets', 'items']);

/** Where in the request body a rules problem points: a field, or a choice under `options`. */
export function fieldPath(path: string): string {
  const head = path.split('.')[0]!;
  if (head === 'abilities') return `body.attributes${path.slice('abilities'.length)}`;
  if (FIELDS.has(head)) return `body.${path}`;
  return `body.options.${path}`;
}

export function toFieldErrors(problems: readonly Problem[]): FieldError[] {
  return problems.map((found) => ({
    path: fieldPath(found.path),
    message: problemText(found),
    key: found.key,
    ...(found.params ? { params: found.params } : {}),
  }));
}

const identity = (found: Problem) =>
  `${found.path}|${found.key}|${JSON.stringify(found.params ?? {})}`;

/**
 * The errors an update brings that the character did not have before. A character saved under
 * older rules or catalogue entries keeps what it had; the update is refused only for what it
 * breaks. Warnings (choices still open, spells still to prepare) never refuse a save.
 */
export function introducedErrors(before: readonly Problem[], after: readonly Problem[]): Problem[] {
  const had = new Set(errorsOf(before).map(identity));
  return errorsOf(after).filter((found) => !had.has(identity(found)));
}
