import { useTranslation } from 'react-i18next';

import { AppFooter } from '../../components/AppFooter.tsx';
import { HearthMark } from '../../components/icons.tsx';
import { AppLink } from '../../components/link/AppLink.tsx';
import { useSession } from '../../data/session.ts';

import './LandingScreen.css';

/** What works today, and what is planned: the page promises nothing the app does not do. */
const FEATURES = [
  'sheet',
  'wizard',
  'inventory',
  'catalogue',
  'campaigns',
  'notes',
  'beasts',
  'daggerheart',
  'offline',
] as const;
const COMING = ['sync'] as const;

/**
 * The root page. With a session the hero continues the adventure (/m, the spec's target of
 * Continue) and offers the character list; without one it starts it on /home (where a
 * visitor can play without an account) and offers sign-in and registration.
 */
export default function LandingScreen() {
  const { t } = useTranslation(['landing', 'common']);
  const { token } = useSession();
  return (
    <main className="landing">
      <section className="landing__hero">
        <HearthMark className="landing__mark" />
        <p className="landing__kicker eyebrow eyebrow--accent">{t('kicker')}</p>
        <h1 className="landing__name">{t('common:appName')}</h1>
        <p className="landing__title">{t('title')}</p>
        <p className="landing__text">{t('text')}</p>
        <div className="landing__actions">
          {token ? (
            <>
              <AppLink className="button button--primary landing__cta" to="/m">
                {t('continue')}
              </AppLink>
              <AppLink className="button" to="/list">
                {t('characters')}
              </AppLink>
            </>
          ) : (
            <>
              <AppLink className="button button--primary landing__cta" to="/home">
                {t('start')}
              </AppLink>
              <div className="landing__secondary">
                <AppLink className="button" to="/login">
                  {t('signIn')}
                </AppLink>
                <AppLink className="button" to="/register">
                  {t('register')}
                </AppLink>
              </div>
            </>
          )}
        </div>
      </section>
      <section className="landing__features" aria-labelledby="landing-features">
        <h2 id="landing-features" className="visually-hidden">
          {t('featuresTitle')}
        </h2>
        <ul>
          {FEATURES.map((feature) => (
            <li key={feature}>{t(`features.${feature}`)}</li>
          ))}
        </ul>
      </section>
      <section className="landing__coming" aria-labelledby="landing-coming">
        <h2 id="landing-coming" className="eyebrow">
          {t('comingTitle')}
        </h2>
        <ul>
          {COMING.map((feature) => (
            <li key={feature}>{t(`coming.${feature}`)}</li>
          ))}
        </ul>
      </section>
      {/* SRD 5.2 is CC BY 4.0: its attribution belongs where the content is presented. */}
      <section className="landing__credits" aria-labelledby="landing-credits">
        <h2 id="landing-credits" className="eyebrow">
          {t('creditsTitle')}
        </h2>
        <p lang="en">{t('srd')}</p>
        <AppLink to="/about">{t('credits')}</AppLink>
      </section>
      <AppFooter />
    </main>
  );
}
