import { useTranslation } from 'react-i18next';

import { HearthMark } from '../../components/icons.tsx';

/**
 * What React shows until the first screen's code is in: the same frame as index.html's static
 * shell (its classes are styled inline there), so the page does not flash from the shell to a
 * spinner and back to a screen.
 */
export function ShellFallback() {
  const { t } = useTranslation();
  return (
    <div className="app-shell" data-testid="loading-screen" role="status" aria-busy="true">
      <div className="app-shell__bar">
        <HearthMark className="app-shell__mark" />
        <span className="app-shell__name">{t('appName')}</span>
      </div>
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
