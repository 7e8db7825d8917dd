import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { OfflineIcon } from '../components/icons.tsx';
import { toast } from '../components/toast/toastStore.ts';
import { useOnline } from '../data/network/useOnline.ts';

import './ConnectionStatus.css';

/**
 * Says when the connection drops or returns: a toast on each change and a small badge
 * while offline. Nothing on start, so an offline launch does not greet with a warning twice.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const previous = useRef(online);

  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    if (online) toast.success(t('network.backOnline'));
    else toast.warning(t('network.wentOffline'));
  }, [online, t]);

  if (online) return null;
  return (
    <div className="connection-status" role="status" data-testid="offline-badge">
      <OfflineIcon />
      <span>{t('network.offline')}</span>
    </div>
  );
}
