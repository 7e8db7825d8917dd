import type { z } from 'zod';

import { AUTH_MESSAGES, Email, Password } from '@hearth/contract';

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;
export type FieldErrors = Partial<Record<'email' | 'password', AuthMessageKey>>;

/** The contract's English texts are the source; the screen shows their i18n keys. */
function keyOf(message: string | undefined): AuthMessageKey {
  const entry = Object.entries(AUTH_MESSAGES).find(([, text]) => text === message);
  return (entry?.[0] as AuthMessageKey | undefined) ?? 'emailInvalid';
}

function firstError(schema: z.ZodType, value: string): AuthMessageKey | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : keyOf(result.error.issues[0]?.message);
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
  const emailError = firstError(Email, email);
  if (emailError) errors.email = emailError;
  const passwordError =
    mode === 'register'
      ? firstError(Password, password)
      : password
        ? undefined
        : ('passwordRequired' as const);
  if (passwordError) errors.password = passwordError;
  return errors;
}

/** Spec §5's password rules, for any form that sets a new password (change, reset). */
export function newPasswordError(password: string): AuthMessageKey | undefined {
  return firstError(Password, password);
}

/** A well-formed address, for forms that ask only for an e-mail (forgot password). */
export function emailError(email: string): AuthMessageKey | undefined {
  return firstError(Email, email);
}
