import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { HearthMark } from './icons.tsx';
import { PageHeader } from './PageHeader.tsx';

import './Placeholder.css';

/** Stands in for every screen that is not built yet; says which screen it is. */
export function Placeholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <main className="page placeholder" data-testid="placeholder">
      <PageHeader title={title} />
      <div className="placeholder__card">
        <HearthMark className="placeholder__mark" />
        <p>{t('placeholder.body')}</p>
        <Link className="button" to="/">
          {t('placeholder.home')}
        </Link>
      </div>
    </main>
  );
}
