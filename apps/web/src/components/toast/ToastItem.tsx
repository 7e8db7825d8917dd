import type { ComponentType } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { translateError } from '../../i18n/errorText.ts';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons.tsx';
import type { Toast, ToastType } from './toastStore.ts';
import { ACTION_TOAST_DURATION_MS, dismissToast, TOAST_DURATION_MS } from './toastStore.ts';

const ICONS: Record<ToastType, ComponentType> = {
  success: SuccessIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
};

/** One toast: closes on a click anywhere on it, or 4 s after it came into view. */
export function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation(['common', 'errors']);
  const { id, type, action } = toast;
  const duration = action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS;

  useEffect(() => {
    // Mounting is the moment it becomes visible: a queued toast gets its full time.
    const timer = window.setTimeout(() => dismissToast(id), duration);
    return () => window.clearTimeout(timer);
  }, [id, duration]);

  const text =
    type === 'error'
      ? translateError(t, toast.code, toast.message, toast.retryAfterS)
      : toast.message;
  const Icon = ICONS[type];
  return (
    <div
      className={`toast toast--${type}`}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-type={type}
      onClick={() => dismissToast(id)}
    >
      <span className="toast__icon">
        <Icon />
      </span>
      <p className="toast__message">{text}</p>
      {action && (
        <button
          type="button"
          className="button button--ghost toast__action"
          onClick={(event) => {
            event.stopPropagation();
            action.run();
            dismissToast(id);
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" className="icon-button toast__close" aria-label={t('toasts.dismiss')}>
        <CloseIcon />
      </button>
    </div>
  );
}
