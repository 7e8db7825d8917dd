/**
 * The account rules and texts of spec platform §5 as plain values, without zod: the schemas in
 * auth.ts and account-security.ts are built from them, and a client can check a form with them
 * without loading a schema library (the web app's sign-in page).
 */

/** Client and server validation texts of spec platform §5, shared so both say the same. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be less than 64 characters',
  tokenMissing: 'Token not found',
} as const;

export const PASSWORD_MIN = 8;
/** Fewer than 64 characters (spec §5): 63 at most. */
export const PASSWORD_MAX = 63;

/** The longest address accepted. */
export const EMAIL_MAX = 254;
// A general address pattern: something@something.tld, no spaces; the mail server is the real judge.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors of password and session management (account-security.ts, issue 15). */
export const ACCOUNT_SECURITY_MESSAGES = {
  /** Field error on `current_password` when it does not match. */
  currentPasswordWrong: 'The current password is wrong',
  /** Field error on a new password found in the common-password list. */
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess',
  /** Field error when the new password equals the current one. */
  passwordUnchanged: 'The new password must differ from the current one',
} as const;

/** How long a password-reset link stays usable. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
