import { trackGoal } from '../analytics.ts';
import { createStore } from '../createStore.ts';
import { hasUnsentEdits } from '../outbox/unsent.ts';

/** The running build's version (root package.json, injected at build time). */
export const APP_VERSION: string = __APP_VERSION__;

/** How long an update waits for a new service worker to take over before reloading anyway. */
export const SW_ACTIVATE_TIMEOUT_MS = 5000;

const FORCED_UPDATE_KEY = 'hearth.forcedUpdate';

/** A newer version offered to the user; `forced` when it could not be installed at once. */
export interface UpdateOffer {
  version: string;
  forced: boolean;
}

const offered = createStore<UpdateOffer | null>(null);
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

function waitForState(
  worker: ServiceWorker,
  states: readonly ServiceWorkerState[],
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      worker.removeEventListener('statechange', onChange);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const onChange = () => {
      if (states.includes(worker.state) || worker.state === 'redundant') done();
    };
    worker.addEventListener('statechange', onChange);
    onChange();
  });
}

/**
 * Asks the registered service worker to fetch the new build, tells the new worker to take over
 * (pwa.config.ts: it waits for this SKIP_WAITING message, never taking over by itself) and
 * waits, briefly, until it has. Without a registration (development, no support) there is
 * nothing to refresh.
 */
export async function refreshServiceWorker(timeoutMs = SW_ACTIVATE_TIMEOUT_MS): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) return;
    await registration.update();
    const installing = registration.installing;
    if (installing) await waitForState(installing, ['installed', 'activated'], timeoutMs);
    const waiting = registration.waiting;
    if (!waiting) return;
    waiting.postMessage({ type: 'SKIP_WAITING' });
    await waitForState(waiting, ['activated'], timeoutMs);
  } catch (error) {
    console.warn('Service worker could not be refreshed; reloading anyway.', error);
  }
}

/** What an update waits for: the signed-in account's edits reaching the server. */
export interface UnsentEditsGuard {
  /** Tries to send every waiting edit; resolves when done (sent, refused or offline). */
  send(): Promise<void>;
  /** Whether edits of the signed-in account are still unsent. */
  remain(): boolean;
}

/**
 * The outbox (data/outbox/outbox.ts): its runner comes only when something waits, so the update
 * prompt, which the landing page shows too, does not bring the runner and the API client with it.
 */
const outboxGuard: UnsentEditsGuard = {
  send: () => import('../outbox/outbox.ts').then(({ flushOutbox }) => flushOutbox()),
  remain: () => hasUnsentEdits(),
};

export interface UpdateOptions {
  forced?: boolean;
  /** The version being installed, offered again when edits hold the update back. */
  version?: string;
  reload?: () => void;
  refresh?: () => Promise<void>;
  edits?: UnsentEditsGuard;
}

/** Sends what waits; true when nothing of the signed-in account is left unsent. */
async function editsAllSent(edits: UnsentEditsGuard): Promise<boolean> {
  if (!edits.remain()) return true;
  try {
    await edits.send();
  } catch (error) {
    console.warn('Edits could not be sent before the update.', error);
  }
  return !edits.remain();
}

/**
 * Spec §4: refresh the service worker, then reload; the analytics goals go first. Never while
 * edits are unsent (issue 19): they are sent first, and when some remain (offline, refused) the
 * update stays on offer instead. Returns whether the app is reloading.
 */
export async function updateApp({
  forced = false,
  version = getUpdateOffer()?.version,
  reload = () => window.location.reload(),
  refresh = refreshServiceWorker,
  edits = outboxGuard,
}: UpdateOptions = {}): Promise<boolean> {
  const wasForced = forced || getUpdateOffer()?.forced === true;
  if (!(await editsAllSent(edits))) {
    if (version) offered.set({ version, forced: wasForced });
    return false;
  }
  dismissUpdateOffer();
  await trackGoal('update-app');
  if (wasForced) await trackGoal('update-app-force');
  await refresh();
  reload();
  return true;
}

/**
 * Compares the server's app version with the running one: the same does nothing, a patch
 * offers the update (a non-blocking prompt), a different major.minor updates at once — unless
 * edits are still unsent, then it is offered (marked forced) until they are.
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
    if (!(await editsAllSent(options.edits ?? outboxGuard))) {
      offered.set({ version: serverVersion, forced: true });
      return;
    }
    sessionStorage.setItem(FORCED_UPDATE_KEY, serverVersion);
    await updateApp({ ...options, version: serverVersion, forced: true });
    return;
  }
  // An offer already marked forced stays so.
  if (getUpdateOffer()?.version !== serverVersion) {
    offered.set({ version: serverVersion, forced: false });
  }
}
