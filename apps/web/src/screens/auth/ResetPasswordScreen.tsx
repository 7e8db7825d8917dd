import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { SwitchField } from '../../components/form/SwitchField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { HearthMark } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { resetPassword } from '../../data/auth/accountSecurity.ts';
import { useSession } from '../../data/session.ts';
import { errorCodeOf } from '../../i18n/errorText.ts';
import { isServerUnavailable } from './AuthForm.tsx';
import { handoffEmail } from './emailHandoff.ts';
import type { FieldMessage } from './passwordErrors.ts';
import { fieldText, passwordFieldErrors } from './passwordErrors.ts';
import { newPasswordError } from './validation.ts';

import './Auth.css';

type Outcome = { done: 'reset'; email: string } | { done: 'invalid' } | null;

/** The dead-link state: the server's INVALID_LINK text and the way to a fresh link. */
function InvalidLink() {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const { token } = useSession();
  return (
    <section className="auth__notice" aria-labelledby="reset-invalid" data-testid="reset-invalid">
      <h2 id="reset-invalid" className="auth__notice-title">
        {t('reset.invalidTitle')}
      </h2>
      <p role="alert">{tError('INVALID_LINK')}</p>
      {/* /forgot-password is for guests; a signed-in user changes the password in settings. */}
      {token ? (
        <Link className="button button--primary" to="/settings">
          {t('reset.toSettings')}
        </Link>
      ) : (
        <Link className="button button--primary" to="/forgot-password" replace>
          {t('reset.requestNew')}
        </Link>
      )}
    </section>
  );
}

/** /reset-password/:token (open): sets a new password with the e-mailed link. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation(['auth', 'routes']);
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<FieldMessage | undefined>();
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordError(password);
    setError(found && { key: `validation.${found}` });
    if (found) return;
    setBusy(true);
    setUnavailable(false);
    try {
      setOutcome({ done: 'reset', email: await resetPassword(token, password) });
    } catch (failure) {
      const onField = passwordFieldErrors(failure).password;
      if (isServerUnavailable(failure)) setUnavailable(true);
      else if (errorCodeOf(failure) === 'INVALID_LINK') setOutcome({ done: 'invalid' });
      else if (onField) setError(onField);
      else toast.error(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="auth">
      <header className="auth__header">
        <HearthMark className="auth__mark" />
        <h1 className="auth__title">{t('routes:title.resetPassword')}</h1>
        {!outcome && <p className="auth__lead">{t('reset.lead')}</p>}
      </header>
      {outcome?.done === 'invalid' && <InvalidLink />}
      {outcome?.done === 'reset' && (
        <section className="auth__notice" aria-labelledby="reset-done" data-testid="reset-done">
          <h2 id="reset-done" className="auth__notice-title">
            {t('reset.success')}
          </h2>
          <p role="status">{t('reset.successText')}</p>
          <Link
            className="button button--primary"
            to="/login"
            state={handoffEmail(outcome.email)}
            replace
          >
            {t('reset.toLogin')}
          </Link>
        </section>
      )}
      {!outcome && (
        <form className="auth__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label={t('reset.newPassword')}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
            error={fieldText(error, (key) => t(key))}
          />
          <SwitchField label={t('reset.showPassword')} checked={shown} onCheckedChange={setShown} />
          {unavailable && (
            <p className="auth__alert" role="alert">
              {t('serverUnavailable')}
            </p>
          )}
          <button type="submit" className="button button--primary auth__submit" disabled={busy}>
            {t('reset.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
