import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorCodeOf, errorText, retryAfterOf } from '../../i18n/errorText.ts';

/**
 * A RATE_LIMITED answer on a sign-in, register or forgot-password form. Said in the form
 * rather than in a 4-second toast: the user needs to read how long to wait, and the text goes
 * once the wait is over (the server's `retry_after_s`), when trying again can work.
 */
export function useWaitAlert() {
  const { t } = useTranslation(['common', 'errors']);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const seconds = retryAfterOf(error);
    if (seconds === undefined) return;
    const timer = window.setTimeout(() => setError(null), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [error]);

  return {
    /** Shows a RATE_LIMITED error and answers true; any other is left to the caller. */
    show(failure: unknown): boolean {
      if (errorCodeOf(failure) !== 'RATE_LIMITED') return false;
      setError(failure);
      return true;
    },
    clear: () => setError(null),
    /** "Too many attempts. Try again in 40 seconds.", or null when there is nothing to wait for. */
    text: error ? errorText(t, error) : null,
  };
}
