import { createStore } from '../../data/createStore.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../data/storage.ts';

/** Spec §9: the install prompt shows this long after load. */
export const INSTALL_PROMPT_DELAY_MS = 3000;
/** Spec §9: after a decline the prompt stays away this long. */
export const INSTALL_DECLINE_SNOOZE_MS = 3 * 24 * 60 * 60 * 1000;

/** Chromium's install event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** What the prompt offers: the browser's own install dialog, the manual steps on iOS, or nothing. */
export type InstallOffer = 'prompt' | 'ios' | null;

const captured = createStore<BeforeInstallPromptEvent | null>(null);
export const subscribeInstallEvent = captured.subscribe;
export const getInstallEvent = captured.get;

let listening = false;

/**
 * Keeps the browser's `beforeinstallprompt` for our own prompt (and stops its mini-infobar).
 * Called first thing in main.tsx: the event can fire before any screen's code has loaded.
 */
export function listenForInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured.set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => captured.set(null));
}

/** Installed and opened from the home screen: nothing to offer. */
export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (win.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/**
 * Safari on an iPhone or iPad: no install event there, the player adds the app by hand
 * (Share → Add to Home Screen). An iPad asking for the desktop site says "Macintosh" but has touch.
 */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios =
    /iP(hone|ad|od)/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

export function declinedAt(): number | null {
  const stored = Number(readStorage(STORAGE_KEYS.installDeclined));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/** The player said not now: the prompt stays away for three days. */
export function declineInstall(now = Date.now()): void {
  writeStorage(STORAGE_KEYS.installDeclined, String(now));
}

/** Declined within the last 3 days. */
export function isInstallSnoozed(now = Date.now(), declined = declinedAt()): boolean {
  return declined !== null && now - declined < INSTALL_DECLINE_SNOOZE_MS;
}

export interface InstallState {
  event: BeforeInstallPromptEvent | null;
  standalone: boolean;
  iosSafari: boolean;
  snoozed: boolean;
}

/** Spec §2, §9: what to offer, if anything, once the 3 s have passed. */
export function installOfferFor(state: InstallState): InstallOffer {
  if (state.standalone || state.snoozed) return null;
  if (state.event) return 'prompt';
  return state.iosSafari ? 'ios' : null;
}

/**
 * Opens the browser's install dialog. The event serves once, so it is let go; a dismissal
 * counts as a decline. Install errors are only logged (spec §8).
 */
export async function promptInstall(now: () => number = Date.now): Promise<void> {
  const event = captured.get();
  if (!event) return;
  captured.set(null);
  try {
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'dismissed') declineInstall(now());
  } catch (error) {
    console.warn('The install prompt failed.', error);
  }
}
