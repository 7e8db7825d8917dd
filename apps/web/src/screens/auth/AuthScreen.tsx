import { useTranslation } from 'react-i18next';

import { useRouteMeta } from '../../app/routes/useRouteMeta.ts';
import { AppFooter } from '../../components/AppFooter.tsx';
import { HearthMark } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { useSession } from '../../data/session.ts';
import { AuthForm } from './AuthForm.tsx';
import { SocialButtons } from './SocialButtons.tsx';

import './Auth.css';

/**
 * /login and /register (spec §2): one page, the mode read from the route. Signed-in users
 * see Continue and Show characters under it; visitors see Begin.
 */
export default function AuthScreen() {
  const { t } = useTranslation(['auth', 'routes']);
  const mode = useRouteMeta()?.id === 'register' ? 'register' : 'login';
  const { token } = useSession();
  return (
    <main className="auth">
      <header className="auth__header">
        <HearthMark className="auth__mark" />
        <h1 className="auth__title">{t(`routes:title.${mode}`)}</h1>
        <p className="auth__lead">{t(mode === 'login' ? 'loginLead' : 'registerLead')}</p>
      </header>
      {/* Keyed by mode: switching pages starts a fresh form and forgets the verify notice. */}
      <AuthForm key={mode} mode={mode} />
      <SocialButtons />
      <Link className="button button--ghost auth__guest" to="/home">
        {t('playWithout')}
      </Link>
      {token ? (
        <div className="auth__footer">
          <p className="auth__hint">{t('signedIn')}</p>
          <Link className="button button--primary" to="/m">
            {t('continue')}
          </Link>
          <Link className="button" to="/list">
            {t('showCharacters')}
          </Link>
        </div>
      ) : (
        <div className="auth__footer">
          <Link className="button" to="/home">
            {t('begin')}
          </Link>
        </div>
      )}
      <AppFooter />
    </main>
  );
}
