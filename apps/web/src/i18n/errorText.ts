import type { TFunction } from 'i18next';

/**
 * The error code of anything thrown: an `ApiError` from the contract (its `data.code`) or
 * any object with a string `code`. Duck-typed on purpose: importing the contract here would
 * pull its schemas into the first screen's bundle.
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, data } = error as { code?: unknown; data?: { code?: unknown } };
  if (typeof code === 'string') return code;
  if (data && typeof data.code === 'string') return data.code;
  return undefined;
}

/** The raw text of an error, used when the dictionary has no entry for its code. */
export function errorMessageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object') {
    // A raw error envelope keeps its text in data.message.
    const { message, data } = error as { message?: unknown; data?: { message?: unknown } };
    if (typeof message === 'string') return message;
    if (data && typeof data.message === 'string') return data.message;
  }
  return undefined;
}

/**
 * Spec §8: error toasts translate the code through the error dictionary and fall back to
 * the raw message. Codes with a dot (CHAR.NOT_FOUND) are nested objects in errors.json.
 */
export function translateError(
  t: TFunction<['common', 'errors']>,
  code: string | undefined,
  message?: string,
): string {
  // The code comes from the server at run time, so it cannot be a compile-time checked key.
  const key = `errors:${code}` as 'errors:unknown';
  if (code && t(key, { defaultValue: '' })) return t(key);
  return message || t('errors:unknown');
}
