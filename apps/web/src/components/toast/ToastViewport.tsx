import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { Portal } from '../portal/Portal.tsx';
import { ToastItem } from './ToastItem.tsx';
import { getToasts, MAX_VISIBLE_TOASTS, subscribeToasts } from './toastStore.ts';

import './Toast.css';

/** Shows the first three toasts; the others wait in order until one closes. */
export function ToastViewport() {
  const { t } = useTranslation();
  const all = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const visible = all.slice(0, MAX_VISIBLE_TOASTS);
  return (
    <Portal layer="toasts">
      <section className="toasts" aria-label={t('toasts.region')} data-testid="toasts">
        {visible.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </section>
    </Portal>
  );
}
