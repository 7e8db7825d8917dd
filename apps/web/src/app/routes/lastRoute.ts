import { readStorage, STORAGE_KEYS, writeStorage } from '../../data/storage.ts';

/** Only same-app paths are restored: never a protocol-relative or absolute URL. */
function isAppPath(path: string | null): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//');
}

/** Remembers the route the user is on (path and query), restored on the next start. */
export function rememberRoute(path: string): void {
  writeStorage(STORAGE_KEYS.lastRoute, path);
}

/** The path the app will open at: the address, or at the root the route restored on start. */
export function startingPath(): string {
  const { pathname } = window.location;
  if (pathname !== '/') return pathname;
  const saved = readStorage(STORAGE_KEYS.lastRoute);
  return isAppPath(saved) ? new URL(saved, window.location.origin).pathname : pathname;
}

/**
 * Spec §2: on start, once the session is initialised, the last visited route is restored.
 * Only when the app opens at the root — a deep link or a reload elsewhere wins. Runs before
 * the router is created, so the landing never flashes. Returns the restored path.
 */
export function restoreLastRoute(): string | null {
  if (window.location.pathname !== '/') return null;
  const saved = readStorage(STORAGE_KEYS.lastRoute);
  if (!isAppPath(saved) || saved === '/') return null;
  window.history.replaceState(window.history.state, '', saved);
  return saved;
}
