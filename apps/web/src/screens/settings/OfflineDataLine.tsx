import { useTranslation } from 'react-i18next';

import type { PersistenceApi } from '../../data/device/persistentStorage.ts';
import { usePersistentStorage } from '../../data/device/persistentStorage.ts';

/**
 * One line saying whether the browser keeps this device's offline copies (issue 19): browsers
 * may evict a site's data when space is low unless it was granted persistent storage.
 */
export function OfflineDataLine({ storage }: { storage?: PersistenceApi }) {
  const { t } = useTranslation('settings');
  const persistence = usePersistentStorage(storage);
  return (
    <p className="settings__line" data-testid="offline-data">
      <span className="settings__line-label">{t('offlineData.label')}</span>{' '}
      <span>{t(`offlineData.${persistence}`)}</span>
    </p>
  );
}
