/**
 * Fired once the first screen is rendered (by the router's layout, or by the landing page when
 * it runs without the router); background work (catalogue sync) waits for it.
 */
export const APP_READY_EVENT = 'hearth:app-ready';

export function announceAppReady(): void {
  window.dispatchEvent(new Event(APP_READY_EVENT));
}
