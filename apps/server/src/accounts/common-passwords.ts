import { ACCOUNT_SECURITY_MESSAGES } from '@hearth/contract';

import { invalidField } from '../errors/app-error.ts';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The ~49 000 most common passwords of zxcvbn-ts's list (lower-case). Loaded on first use
 * (about 30 ms, 400 kB) rather than at start, so a server that never sees a password change
 * never pays for it; kept for the life of the process.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/**
 * Whether `password` is on the common-password list. Case is ignored: the list is lower-case,
 * and "Password1" is guessed as early as "password1".
 *
 * @example await isCommonPassword('Sunshine1') // true
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** Refuses a common password with 400 VALIDATION on `path` (e.g. `body.password`). */
export async function refuseCommonPassword(password: string, path: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw invalidField(path, ACCOUNT_SECURITY_MESSAGES.passwordTooCommon);
  }
}
