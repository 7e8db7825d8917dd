import { createStore } from '../../data/createStore.ts';
import { errorCodeOf, errorMessageOf } from '../../i18n/errorText.ts';

/** Spec §9: at most 3 toasts on screen; the rest wait; each stays 4 seconds. */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 4000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  /** Already translated by the caller, or the raw message of an error. */
  message: string;
  /** Error code, translated when shown so a language switch applies to it too. */
  code?: string;
}

const toasts = createStore<readonly Toast[]>([]);
let nextId = 1;

export const subscribeToasts = toasts.subscribe;
export const getToasts = toasts.get;

export function showToast(type: ToastType, message: string, code?: string): number {
  const id = nextId++;
  toasts.set([...toasts.get(), { id, type, message, ...(code ? { code } : {}) }]);
  return id;
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((item) => item.id !== id));
}

export function clearToasts(): void {
  toasts.set([]);
}

/**
 * The app-wide toast API; callable outside React (query error handlers, the outbox).
 *
 * @example
 * toast.success(t('notes:saved'));
 * toast.error(apiError); // translated through the error dictionary by its code
 */
export const toast = {
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  warning: (message: string) => showToast('warning', message),
  error: (error: unknown) => showToast('error', errorMessageOf(error) ?? '', errorCodeOf(error)),
};
