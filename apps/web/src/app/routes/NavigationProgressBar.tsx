import { useTranslation } from 'react-i18next';

import './NavigationProgress.css';

/** The thin bar at the top while the next screen's code loads (with or without the router). */
export function NavigationProgressBar() {
  const { t } = useTranslation();
  return <div className="nav-progress" role="progressbar" aria-label={t('navigating')} />;
}
