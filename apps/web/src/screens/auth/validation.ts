import type { AUTH_MESSAGES } from '@hearth/contract';
import { EMAIL_MAX, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@hearth/contract';

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;
export type FieldErrors = Partial<Record<'email' | 'password', AuthMessageKey>>;

/*
 * The contract's `Email` and `Password` rules, checked with its plain values rather than its zod
 * schemas: the sign-in page then needs no schema library (about 25 KB gzip). validation.test.ts
 * holds both to the same answers.
 */

/** Lengths in Unicode code points, as the schemas count them (an emoji is one, not two). */
function codePoints(text: string): number {
  return [...text].length;
}

function emailProblem(email: string): AuthMessageKey | undefined {
  const address = email.trim();
  if (!address) return 'emailRequired';
  if (codePoints(address) > EMAIL_MAX || !EMAIL_PATTERN.test(address)) return 'emailInvalid';
  return undefined;
}

function passwordProblem(password: string): AuthMessageKey | undefined {
  if (!password) return 'passwordRequired';
  const length = codePoints(password);
  if (length < PASSWORD_MIN) return 'passwordTooShort';
  if (length > PASSWORD_MAX) return 'passwordTooLong';
  return undefined;
}

/**
 * Spec §5: registration checks e-mail and password before calling the server. Login only
 * needs both filled in and a well-formed address; the server judges the password.
 */
export function validateCredentials(
  mode: 'login' | 'register',
  email: string,
  password: string,
): FieldErrors {
  const errors: FieldErrors = {};
  const emailError = emailProblem(email);
  if (emailError) errors.email = emailError;
  const passwordError =
    mode === 'register'
      ? passwordProblem(password)
      : password
        ? undefined
        : ('passwordRequired' as const);
  if (passwordError) errors.password = passwordError;
  return errors;
}

/** Spec §5's password rules, for any form that sets a new password (change, reset). */
export function newPasswordError(password: string): AuthMessageKey | undefined {
  return passwordProblem(password);
}

/** A well-formed address, for forms that ask only for an e-mail (forgot password). */
export function emailError(email: string): AuthMessageKey | undefined {
  return emailProblem(email);
}
