import { createStore } from '../createStore.ts';

/** Spec §9: the connection is re-checked every 5 seconds. */
export const NETWORK_POLL_MS = 5000;

/** Answers whether the server can be reached right now; never throws. */
export type ReachabilityProbe = () => Promise<boolean>;

export interface OnlineMonitor {
  /** True when the browser has a network and the last probe reached the server. */
  get(): boolean;
  subscribe(listener: () => void): () => void;
  start(): void;
  stop(): void;
  /** Probes now; the poll and the `online` event use this too. */
  check(): Promise<boolean>;
  /**
   * A call could not reach the server (issue 19): the app is offline at once, without waiting
   * for the next poll, and the server is probed again now to learn when it is back. Ignored
   * while the monitor is stopped. Optional so a test's hand-made monitor need not have it.
   */
  reportUnreachable?(): void;
}

/**
 * The online/offline signal (spec §4): the browser's online and offline events plus a
 * poll of the server. `offline` wins at once; `online` only counts once the server answers.
 *
 * A call that cannot reach the server says so (`reportUnreachable`, from the API client): the
 * app goes offline at once instead of at the next poll.
 *
 * The offline outbox (`data/outbox/`) subscribes to this monitor; this module knows nothing
 * about it.
 */
export function createOnlineMonitor(
  probe: ReachabilityProbe,
  intervalMs: number = NETWORK_POLL_MS,
): OnlineMonitor {
  // No navigator when the build prerenders the first screens (build/firstScreens.tsx).
  const online = createStore(typeof navigator === 'undefined' || navigator.onLine);
  let timer: ReturnType<typeof setInterval> | undefined;
  // Answers of probes started before the latest offline event are stale.
  let generation = 0;

  async function check(): Promise<boolean> {
    if (!navigator.onLine) {
      online.set(false);
      return false;
    }
    const started = generation;
    const reachable = await probe().catch(() => false);
    if (started === generation) online.set(reachable && navigator.onLine);
    return online.get();
  }

  let reprobe: Promise<boolean> | null = null;
  function reportUnreachable(): void {
    // A stopped monitor tracks nothing (as it hears no events and polls nothing).
    if (timer === undefined) return;
    // Probes already on their way started before this failure: their answer is stale.
    generation += 1;
    online.set(false);
    // Many calls failing together probe once.
    reprobe ??= check().finally(() => {
      reprobe = null;
    });
  }

  const onOnline = () => void check();
  const onOffline = () => {
    generation += 1;
    online.set(false);
  };
  const poll = () => {
    // A hidden tab does not need to know; it re-checks when it becomes visible again.
    if (document.visibilityState !== 'hidden') void check();
  };

  return {
    get: online.get,
    subscribe: online.subscribe,
    check,
    reportUnreachable,
    start() {
      if (timer !== undefined) return;
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      document.addEventListener('visibilitychange', poll);
      timer = setInterval(poll, intervalMs);
      void check();
    },
    stop() {
      if (timer === undefined) return;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', poll);
      clearInterval(timer);
      timer = undefined;
      generation += 1;
    },
  };
}
