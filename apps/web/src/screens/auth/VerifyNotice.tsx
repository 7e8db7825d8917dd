import { useTranslation } from 'react-i18next';

import { Link } from '../../components/link/RouterLink.tsx';

/** 'Verify your email' after registration or a resent link, with the way back to login. */
export function VerifyNotice({
  email,
  resent,
  onBack,
}: {
  email: string;
  resent: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <section className="auth__notice" data-testid="verify-notice" aria-labelledby="verify-notice">
      <h2 id="verify-notice" className="auth__notice-title">
        {t('verifyNotice.title')}
      </h2>
      <p role="status">{t(resent ? 'verifyNotice.resent' : 'verifyNotice.text', { email })}</p>
      <Link className="button button--primary" to="/login" replace onClick={onBack}>
        {t('verifyNotice.back')}
      </Link>
    </section>
  );
}
