import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { PASSWORD_RESET_TTL_MINUTES } from '@hearth/contract';

import { TextField } from '../../components/form/TextField.tsx';
import { HearthMark } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { requestPasswordReset } from '../../data/auth/accountSecurity.ts';
import { useClientConfig } from '../../data/config.ts';
import { isServerUnavailable } from './AuthForm.tsx';
import { emailFromState, handoffEmail } from './emailHandoff.ts';
import { useWaitAlert } from './useWaitAlert.ts';
import type { AuthMessageKey } from './validation.ts';
import { emailError } from './validation.ts';

import './Auth.css';

/**
 * /forgot-password (guest-only): asks for the address and sends a reset link. The answer
 * never says whether an account exists, so neither does the confirmation.
 */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation(['auth', 'routes']);
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [error, setError] = useState<AuthMessageKey | undefined>();
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const wait = useWaitAlert();
  // The server's own lifetime (PASSWORD_RESET_TTL_MINUTES); the default while config is
  // loading or the server cannot be reached.
  const linkMinutes =
    useClientConfig().data?.password_reset_ttl_minutes ?? PASSWORD_RESET_TTL_MINUTES;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) return;
    setBusy(true);
    setUnavailable(false);
    wait.clear();
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      if (isServerUnavailable(failure)) setUnavailable(true);
      else if (!wait.show(failure)) toast.error(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="auth">
      <header className="auth__header">
        <HearthMark className="auth__mark" />
        <h1 className="auth__title">{t('routes:title.forgotPassword')}</h1>
        {!sentTo && <p className="auth__lead">{t('forgot.lead')}</p>}
      </header>
      {sentTo ? (
        <section className="auth__notice" aria-labelledby="forgot-sent" data-testid="forgot-sent">
          <h2 id="forgot-sent" className="auth__notice-title">
            {t('forgot.sentTitle')}
          </h2>
          <p role="status">{t('forgot.sent', { email: sentTo, count: linkMinutes })}</p>
          <Link className="button button--primary" to="/login" state={handoffEmail(sentTo)} replace>
            {t('forgot.back')}
          </Link>
        </section>
      ) : (
        <form className="auth__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onValueChange={setEmail}
            error={error && t(`validation.${error}`)}
          />
          {unavailable && (
            <p className="auth__alert" role="alert">
              {t('serverUnavailable')}
            </p>
          )}
          {wait.text && (
            <p className="auth__alert" role="alert" data-testid="wait-alert">
              {wait.text}
            </p>
          )}
          <button type="submit" className="button button--primary auth__submit" disabled={busy}>
            {t('forgot.send')}
          </button>
          <Link className="auth__switch" to="/login" state={handoffEmail(email)} replace>
            {t('forgot.back')}
          </Link>
        </form>
      )}
    </main>
  );
}
