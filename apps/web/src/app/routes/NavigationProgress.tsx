import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

import './NavigationProgress.css';

/** A thin bar at the top while the next screen's code loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className="nav-progress" role="progressbar" aria-label={t('navigating')} />;
}
