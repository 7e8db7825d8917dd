import { useTranslation } from 'react-i18next';

import './LoadingScreen.css';

/**
 * Shown until the app is ready (translations, session) and while a route's code loads.
 * index.html carries the same markup, so the page never flashes between the two.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" data-testid="loading-screen" role="status" aria-busy="true">
      <div className="loading-screen__flame" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
