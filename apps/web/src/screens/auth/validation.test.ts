import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { AUTH_MESSAGES, Email, Password } from '@hearth/contract';

import type { AuthMessageKey } from './validation.ts';
import { emailError, newPasswordError, validateCredentials } from './validation.ts';

/** What the contract's zod schema says of a value, as the screen's message key. */
function schemaAnswer(schema: z.ZodType, value: string): AuthMessageKey | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message;
  return (Object.entries(AUTH_MESSAGES).find(([, text]) => text === message)?.[0] ??
    'unknown') as AuthMessageKey;
}

const EMAILS = [
  '',
  '   ',
  'ada@example.com',
  '  ada@example.com  ',
  'ada@example',
  'ada example@x.com',
  '@example.com',
  'ada@@example.com',
  'ада@пример.рф',
  `${'a'.repeat(244)}@example.com`,
  `${'a'.repeat(243)}@example.com`,
  'a@b.c',
  'ada@example.com\n',
  `${'😀'.repeat(242)}@example.com`,
  `${'😀'.repeat(243)}@example.com`,
];

const PASSWORDS = [
  '',
  ' ',
  'short',
  '1234567',
  '12345678',
  'x'.repeat(63),
  'x'.repeat(64),
  '😀'.repeat(4),
  '😀'.repeat(8),
  '😀'.repeat(63),
  '😀'.repeat(64),
  'e\u0301'.repeat(4),
];

describe('sign-in and registration checks without the schema library', () => {
  it.each(EMAILS)('judge the address %j as the contract does', (email) => {
    expect(emailError(email)).toBe(schemaAnswer(Email, email));
  });

  it.each(PASSWORDS)('judge the new password %j as the contract does', (password) => {
    expect(newPasswordError(password)).toBe(schemaAnswer(Password, password));
  });

  it('ask only for a password on login, and for a valid one on registration', () => {
    expect(validateCredentials('login', 'ada@example.com', 'short')).toEqual({});
    expect(validateCredentials('login', 'ada@example.com', '')).toEqual({
      password: 'passwordRequired',
    });
    expect(validateCredentials('register', 'nope', 'short')).toEqual({
      email: 'emailInvalid',
      password: 'passwordTooShort',
    });
  });
});
