import type { ReactNode, TouchEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { OfflineIcon } from './icons.tsx';

import './PullToRefresh.css';

/**
 * Spec §9: the pull follows the finger at half speed (ratio 0.5), up to 120, and triggers at
 * 115 — a deliberate pull of some 230 px, so scrolling back to the top does not refresh.
 */
export const PULL_TRIGGER = 115;
export const PULL_MAX = 120;
export const PULL_RATIO = 0.5;

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  /** Offline the pull is blocked and shows why. */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Pull-to-refresh (spec §4): only from the top of the page, triggered by a long enough pull,
 * blocked while offline and while a refresh runs; a failed refresh is only logged.
 */
export function PullToRefresh({ onRefresh, disabled = false, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  const onTouchStart = (event: TouchEvent) => {
    start.current = window.scrollY <= 0 && !refreshing ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    const distance = ((event.touches[0]?.clientY ?? start.current) - start.current) * PULL_RATIO;
    setPull(Math.max(0, Math.min(PULL_MAX, distance)));
  };
  const onTouchEnd = () => {
    const pulled = pull;
    start.current = null;
    setPull(0);
    if (pulled < PULL_TRIGGER || disabled || refreshing) return;
    setRefreshing(true);
    onRefresh()
      .catch((error: unknown) => console.warn('Refresh failed', error))
      .finally(() => setRefreshing(false));
  };

  const showing = refreshing || pull > 0;
  return (
    <div
      className="pull-to-refresh-area"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    >
      {showing && (
        <div
          className="pull-to-refresh"
          style={{ height: refreshing ? 48 : pull * 0.4 }}
          role="status"
          aria-live="polite"
        >
          {disabled ? (
            <span className="pull-to-refresh__offline">
              <OfflineIcon /> {t('network.refreshOffline')}
            </span>
          ) : (
            <span className={refreshing ? 'pull-to-refresh__spinner' : 'pull-to-refresh__arrow'}>
              {refreshing
                ? t('refreshing')
                : pull >= PULL_TRIGGER
                  ? t('releaseToRefresh')
                  : t('pullToRefresh')}
            </span>
          )}
        </div>
      )}
      {children}
    </div>
  );
}
