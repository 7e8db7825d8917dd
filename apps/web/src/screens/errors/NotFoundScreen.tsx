import { useTranslation } from 'react-i18next';

import './NotFoundScreen.css';

/** Spec §2: the catch-all page shows only '404'. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className="not-found" data-testid="not-found">
      <h1 className="not-found__code">{t('notFound')}</h1>
    </main>
  );
}
