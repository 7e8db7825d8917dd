import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ChevronIcon, OfflineIcon } from '../components/icons.tsx';
import { toast } from '../components/toast/toastStore.ts';
import { useOnline } from '../data/network/useOnline.ts';
import { OfflineModal } from './OfflineModal.tsx';

import './ConnectionStatus.css';

/**
 * Says when the connection drops or returns: a toast on each change and, while offline, a bar
 * at the top of the page that opens the 'Offline mode' modal. The bar sits in the page's flow
 * (never floating over it), so it cannot cover a button or squeeze a title. Nothing on start,
 * so an offline launch does not greet with a warning twice.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const previous = useRef(online);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    if (online) toast.success(t('network.backOnline'));
    else toast.warning(t('network.wentOffline'));
  }, [online, t]);

  return (
    <>
      {!online && (
        <button
          type="button"
          className="connection-status"
          data-testid="offline-badge"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <span className="connection-status__state">
            <OfflineIcon />
            {t('network.offline')}
          </span>
          <span className="connection-status__more">
            {t('network.needsLink')}
            <ChevronIcon />
          </span>
        </button>
      )}
      {/* Stays open when the connection returns meanwhile: the player is reading it. */}
      <OfflineModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
