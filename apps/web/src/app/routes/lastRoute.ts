import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { readStorage, STORAGE_KEYS, writeStorage } from '../../data/storage.ts';

/** Only same-app paths are restored: never a protocol-relative or absolute URL. */
function isAppPath(path: string | null): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//');
}

/** Remembers the route the user lands on (path and query); `remember` false skips it. */
export function useRememberRoute(remember: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (remember) writeStorage(STORAGE_KEYS.lastRoute, pathname + search);
  }, [remember, pathname, search]);
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
