import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A screen that failed to load or render — most often a chunk gone after an update.
 * Spec §8: navigation errors are only logged; the user gets a way out.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  return (
    <main className="page" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p style={{ margin: 'var(--space-4) 0', color: 'var(--color-muted)' }}>
        {t('routeError.body')}
      </p>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('routeError.reload')}
      </button>
    </main>
  );
}
