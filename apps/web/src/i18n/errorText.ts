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
 * The whole seconds the server asked to wait before trying again (`details.retry_after_s` of
 * a 429 RATE_LIMITED or a 503), or undefined when it named no wait.
 */
export function retryAfterOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { data } = error as { data?: { details?: { retry_after_s?: unknown } } };
  const seconds = data?.details?.retry_after_s;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : undefined;
}

/**
 * "Too many attempts. Try again in 40 seconds / 3 minutes": seconds under a minute, else
 * whole minutes rounded up, so the user never comes back too early.
 */
export function waitText(t: TFunction<['common', 'errors']>, seconds: number): string {
  if (seconds < 60) return t('errors:RATE_LIMITED_WAIT.seconds', { count: seconds });
  return t('errors:RATE_LIMITED_WAIT.minutes', { count: Math.ceil(seconds / 60) });
}

/**
 * Spec §8: error toasts translate the code through the error dictionary and fall back to
 * the raw message. Codes with a dot (CHAR.NOT_FOUND) are nested objects in errors.json.
 * A RATE_LIMITED answer that says how long to wait says it to the user too.
 */
export function translateError(
  t: TFunction<['common', 'errors']>,
  code: string | undefined,
  message?: string,
  retryAfterS?: number,
): string {
  if (code === 'RATE_LIMITED' && retryAfterS !== undefined) return waitText(t, retryAfterS);
  // The code comes from the server at run time, so it cannot be a compile-time checked key.
  const key = `errors:${code}` as 'errors:unknown';
  if (code && t(key, { defaultValue: '' })) return t(key);
  return message || t('errors:unknown');
}

/** The text of anything thrown, as a toast or an inline alert shows it. */
export function errorText(t: TFunction<['common', 'errors']>, error: unknown): string {
  return translateError(t, errorCodeOf(error), errorMessageOf(error), retryAfterOf(error));
}
