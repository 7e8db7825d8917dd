import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { HearthMark } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { verifyEmail } from '../../data/auth/auth.ts';
import { errorCodeOf, errorMessageOf, translateError } from '../../i18n/errorText.ts';

import './Auth.css';

/** /verify/:token: confirms the address from the e-mail link, then points to login. */
export default function VerifyScreen() {
  const { t } = useTranslation(['auth', 'routes']);
  const { t: tError } = useTranslation(['common', 'errors']);
  const { token = '' } = useParams();
  const result = useQuery({
    queryKey: ['verify', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
  });

  return (
    <main className="auth auth--verify" data-testid="verify-result">
      <HearthMark className="auth__mark" />
      <h1 className="eyebrow eyebrow--accent">{t('routes:title.verify')}</h1>
      {result.isPending && <p role="status">{t('verify.checking')}</p>}
      {result.isSuccess && (
        <>
          <h2 className="auth__title">{t('verify.success')}</h2>
          <p className="auth__lead">{t('verify.successText', { email: result.data.email })}</p>
        </>
      )}
      {result.isError && (
        <>
          <h2 className="auth__title">{t('verify.failure')}</h2>
          <p className="auth__lead" role="alert">
            {translateError(tError, errorCodeOf(result.error), errorMessageOf(result.error))}
          </p>
        </>
      )}
      {!result.isPending && (
        <Link className="button button--primary auth__submit" to="/login">
          {t('verify.toLogin')}
        </Link>
      )}
    </main>
  );
}
