import { useTranslation } from 'react-i18next';

import { useRouteMeta } from '../../app/routes/useRouteMeta.ts';
import { Placeholder } from '../../components/Placeholder.tsx';

/** Every route whose screen is not built yet renders this, titled after the route. */
export default function PlaceholderScreen() {
  const { t } = useTranslation('routes');
  const meta = useRouteMeta();
  return <Placeholder title={t(`title.${meta?.id ?? 'notFound'}`)} />;
}
