import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { takeReturn } from '../../app/routes/returnTo.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { signIn, signUp } from '../../data/auth/auth.ts';
import { getSession } from '../../data/session.ts';
import { errorCodeOf } from '../../i18n/errorText.ts';
import { emailFromState, handoffEmail } from './emailHandoff.ts';
import { ResendModal } from './ResendModal.tsx';
import { useWaitAlert } from './useWaitAlert.ts';
import type { FieldErrors } from './validation.ts';
import { validateCredentials } from './validation.ts';
import { VerifyNotice } from './VerifyNotice.tsx';

/** No answer at all, or the server failing: the spec's 'Server is not available' text. */
export function isServerUnavailable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (status === 0 || status >= 500);
}

/**
 * After login: back to the invite link that sent the visitor here, else the active character's
 * sheet, else home (spec §2).
 */
export function afterLoginPath(): string {
  return takeReturn() ?? (getSession().characterId ? '/character' : '/home');
}

export function AuthForm({ mode }: { mode: 'login' | 'register' }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  // Pre-filled when coming from the forgot-password or reset page.
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const wait = useWaitAlert();
  const [resendFor, setResendFor] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ email: string; resent: boolean } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials(mode, email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    setUnavailable(false);
    wait.clear();
    const credentials = { email: email.trim(), password };
    try {
      if (mode === 'register') {
        const sentTo = await signUp(credentials);
        toast.success(t('registered'));
        setNotice({ email: sentTo, resent: false });
      } else {
        await signIn(credentials);
        void navigate(afterLoginPath(), { replace: true });
      }
    } catch (error) {
      if (isServerUnavailable(error)) setUnavailable(true);
      else if (errorCodeOf(error) === 'NOT_VERIFIED') setResendFor(credentials.email);
      else if (!wait.show(error)) toast.error(error);
    } finally {
      setBusy(false);
    }
  };

  if (notice) {
    return <VerifyNotice {...notice} onBack={() => setNotice(null)} />;
  }

  return (
    <form className="auth__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email && t(`validation.${errors.email}`)}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        value={password}
        onValueChange={setPassword}
        error={errors.password && t(`validation.${errors.password}`)}
      />
      {mode === 'login' && (
        <Link className="auth__forgot" to="/forgot-password" state={handoffEmail(email)}>
          {t('forgot.link')}
        </Link>
      )}
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
        {t(mode === 'login' ? 'login' : 'register')}
      </button>
      <Link className="auth__switch" to={mode === 'login' ? '/register' : '/login'} replace>
        {t(mode === 'login' ? 'toRegister' : 'toLogin')}
      </Link>
      <ResendModal
        email={resendFor}
        onClose={() => setResendFor(null)}
        onSent={(sentTo) => {
          setResendFor(null);
          setNotice({ email: sentTo, resent: true });
        }}
      />
    </form>
  );
}
