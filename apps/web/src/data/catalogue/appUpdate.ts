import { trackGoal } from '../analytics.ts';
import { createStore } from '../createStore.ts';

/** The running build's version (root package.json, injected at build time). */
export const APP_VERSION: string = __APP_VERSION__;

/** How long an update waits for a new service worker to take over before reloading anyway. */
export const SW_ACTIVATE_TIMEOUT_MS = 5000;

const FORCED_UPDATE_KEY = 'hearth.forcedUpdate';

/** The newer version offered to the user, or null when there is nothing to offer. */
const offered = createStore<string | null>(null);
export const subscribeUpdateOffer = offered.subscribe;
export const getUpdateOffer = offered.get;

export function dismissUpdateOffer(): void {
  offered.set(null);
}

function majorMinor(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** An update is forced when the major or minor version differs; a patch only asks. */
export function isForcedUpdate(running: string, server: string): boolean {
  return majorMinor(running) !== majorMinor(server);
}

function waitForActivation(worker: ServiceWorker, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const onChange = () => {
      if (worker.state !== 'activated' && worker.state !== 'redundant') return;
      clearTimeout(timer);
      worker.removeEventListener('statechange', onChange);
      resolve();
    };
    worker.addEventListener('statechange', onChange);
    onChange();
  });
}

/**
 * Asks the registered service worker (vite-plugin-pwa registers it, `autoUpdate`: a new one
 * skips waiting) to fetch the new build and waits, briefly, for it to take over. Without a
 * registration (development, no support) there is nothing to refresh.
 */
export async function refreshServiceWorker(timeoutMs = SW_ACTIVATE_TIMEOUT_MS): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) return;
    await registration.update();
    const incoming = registration.installing ?? registration.waiting;
    if (incoming) await waitForActivation(incoming, timeoutMs);
  } catch (error) {
    console.warn('Service worker could not be refreshed; reloading anyway.', error);
  }
}

export interface UpdateOptions {
  forced?: boolean;
  reload?: () => void;
  refresh?: () => Promise<void>;
}

/** Spec §4: refresh the service worker, then reload; the analytics goals go first. */
export async function updateApp({
  forced = false,
  reload = () => window.location.reload(),
  refresh = refreshServiceWorker,
}: UpdateOptions = {}): Promise<void> {
  dismissUpdateOffer();
  await trackGoal('update-app');
  if (forced) await trackGoal('update-app-force');
  await refresh();
  reload();
}

/**
 * Compares the server's app version with the running one: the same does nothing, a patch
 * offers the update (a non-blocking prompt), a different major.minor updates at once.
 */
export async function checkAppVersion(
  serverVersion: string | null,
  { running = APP_VERSION, ...options }: UpdateOptions & { running?: string } = {},
): Promise<void> {
  if (!serverVersion || serverVersion === running) return;
  // A reload that did not bring the new build (the worker kept the old one) must not loop:
  // the second time in a session the update is offered instead.
  const alreadyForced = sessionStorage.getItem(FORCED_UPDATE_KEY) === serverVersion;
  if (isForcedUpdate(running, serverVersion) && !alreadyForced) {
    sessionStorage.setItem(FORCED_UPDATE_KEY, serverVersion);
    await updateApp({ ...options, forced: true });
    return;
  }
  offered.set(serverVersion);
}
