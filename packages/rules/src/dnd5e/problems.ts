/**
 * Something the player can fix, found by a validator: where (`abilities.str`, `languages`),
 * what (a message key the app translates under `rules.`), and the numbers the message needs.
 * Validators return lists of these, never throw.
 */
import type { ProblemKey } from './texts.ts';

export interface Problem {
  path: string;
  key: ProblemKey;
  params?: Record<string, number | string>;
  /** `warning`: something not done yet (a choice still open, spells still to prepare). The
   * character may be saved like this; everything else is invalid data and refused. */
  severity?: 'warning';
}

export const problem = (path: string, key: ProblemKey, params?: Problem['params']): Problem =>
  params ? { path, key, params } : { path, key };

/** Something left to do rather than something wrong (see {@link Problem.severity}). */
export const warning = (path: string, key: ProblemKey, params?: Problem['params']): Problem => ({
  ...problem(path, key, params),
  severity: 'warning',
});

/** The problems that make a character invalid (warnings left out). */
export const errorsOf = (problems: readonly Problem[]): Problem[] =>
  problems.filter((found) => found.severity !== 'warning');
