import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { BackIcon } from './icons.tsx';

import './PageHeader.css';

/** A screen's title bar with a back button (to the start when there is no history). */
export function PageHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry: the app was opened right here.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <header className="page-header">
      <button type="button" className="icon-button" aria-label={t('back')} onClick={goBack}>
        <BackIcon />
      </button>
      <h1 className="page-header__title">{title}</h1>
    </header>
  );
}
