import type { Problem } from './problems.ts';
import { errorsOf } from './problems.ts';

const identity = (found: Problem) =>
  `${found.path}|${found.key}|${JSON.stringify(found.params ?? {})}`;

/**
 * The errors a change brings that the character did not have before: what the server refuses a
 * save for, and what the app checks before it offers a change. A character saved under older
 * rules or catalogue entries keeps what it had; warnings (choices still open, spells still to
 * prepare) never count.
 *
 * @example introducedErrors(before.problems, after.problems) // [] when the change breaks nothing
 */
export function introducedErrors(before: readonly Problem[], after: readonly Problem[]): Problem[] {
  const had = new Set(errorsOf(before).map(identity));
  return errorsOf(after).filter((found) => !had.has(identity(found)));
}
