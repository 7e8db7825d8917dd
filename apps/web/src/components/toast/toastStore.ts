import { createStore } from '../../data/createStore.ts';
import { errorCodeOf, errorMessageOf, retryAfterOf } from '../../i18n/errorText.ts';

/** Spec §9: at most 3 toasts on screen; the rest wait; each stays 4 seconds. */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 4000;
/**
 * A toast with an action (Undo) stays longer than the spec's 4 s for messages: the player must
 * read it and reach the button, and what it undoes is otherwise lost.
 */
export const ACTION_TOAST_DURATION_MS = 8000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  /** Already translated by the caller, or the raw message of an error. */
  message: string;
  /** Error code, translated when shown so a language switch applies to it too. */
  code?: string;
  /** The wait a RATE_LIMITED answer named, said in the text ("Try again in 40 seconds"). */
  retryAfterS?: number;
  /** A button on the toast (Undo); pressing it runs the action and closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  /** Already translated. */
  label: string;
  run: () => void;
}

const toasts = createStore<readonly Toast[]>([]);
let nextId = 1;

export const subscribeToasts = toasts.subscribe;
export const getToasts = toasts.get;

export function showToast(
  type: ToastType,
  message: string,
  code?: string,
  action?: ToastAction,
  retryAfterS?: number,
): number {
  const id = nextId++;
  toasts.set([
    ...toasts.get(),
    {
      id,
      type,
      message,
      ...(code ? { code } : {}),
      ...(action ? { action } : {}),
      ...(retryAfterS !== undefined ? { retryAfterS } : {}),
    },
  ]);
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
  /** A message with a button: `toast.action('HP 12 → 5', { label: 'Undo', run: undo })`. */
  action: (message: string, action: ToastAction) => showToast('info', message, undefined, action),
  warning: (message: string) => showToast('warning', message),
  error: (error: unknown) =>
    showToast(
      'error',
      errorMessageOf(error) ?? '',
      errorCodeOf(error),
      undefined,
      retryAfterOf(error),
    ),
};
