/**
 * Something the player can fix, found by a validator: where (`abilities.str`, `languages`),
 * what (a message key the app translates under `rules.`), and the numbers the message needs.
 * Validators return lists of these, never throw.
 */
export interface Problem {
  path: string;
  key: string;
  params?: Record<string, number | string>;
}

export const problem = (path: string, key: string, params?: Problem['params']): Problem =>
  params ? { path, key, params } : { path, key };
