import { ACCOUNT_SECURITY_MESSAGES, AUTH_MESSAGES } from '@hearth/contract';

import { errorCodeOf } from '../../i18n/errorText.ts';

type AuthKey = keyof typeof AUTH_MESSAGES;
type SecurityKey = keyof typeof ACCOUNT_SECURITY_MESSAGES;

/** A field's message: a key of the auth texts when we know the server's text, else the text. */
export type FieldMessageKey = `validation.${AuthKey}` | `passwordErrors.${SecurityKey}`;
export type FieldMessage = { key: FieldMessageKey } | { text: string };

export type PasswordFormField = 'current_password' | 'new_password' | 'password';
export type ServerFieldErrors = Partial<Record<PasswordFormField, FieldMessage>>;

const FIELDS: readonly PasswordFormField[] = ['current_password', 'new_password', 'password'];

/** The server speaks the contract's English texts; the screen shows their translations. */
function messageOf(text: string): FieldMessage {
  for (const [key, value] of Object.entries(ACCOUNT_SECURITY_MESSAGES)) {
    if (value === text) return { key: `passwordErrors.${key as SecurityKey}` };
  }
  for (const [key, value] of Object.entries(AUTH_MESSAGES)) {
    if (value === text) return { key: `validation.${key as AuthKey}` };
  }
  return { text };
}

function isPasswordFormField(name: string): name is PasswordFormField {
  return (FIELDS as readonly string[]).includes(name);
}

/**
 * The field errors of a refused password change or reset, by field: a VALIDATION answer
 * names them in `details.fields` ("body.new_password"); a WRONG_CREDENTIALS answer can only
 * be about the current password. Anything else is not a field's problem (empty result).
 */
export function passwordFieldErrors(error: unknown): ServerFieldErrors {
  const code = errorCodeOf(error);
  if (code === 'WRONG_CREDENTIALS') {
    return { current_password: { key: 'passwordErrors.currentPasswordWrong' } };
  }
  if (code !== 'VALIDATION') return {};
  const fields = (error as { data?: { details?: { fields?: unknown } } }).data?.details?.fields;
  if (!Array.isArray(fields)) return {};
  const found: ServerFieldErrors = {};
  for (const field of fields as { path?: unknown; message?: unknown }[]) {
    if (typeof field.path !== 'string' || typeof field.message !== 'string') continue;
    const name = field.path.replace(/^body\./, '');
    // The first problem of a field is the one to fix first.
    if (isPasswordFormField(name) && !found[name]) found[name] = messageOf(field.message);
  }
  return found;
}

/** The text to show under a field; `translate` looks a key up in the auth texts. */
export function fieldText(
  message: FieldMessage | undefined,
  translate: (key: FieldMessageKey) => string,
): string | undefined {
  if (!message) return undefined;
  return 'key' in message ? translate(message.key) : message.text;
}
