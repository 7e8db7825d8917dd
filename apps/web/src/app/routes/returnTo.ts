/**
 * An invite link opened while signed out: the guard sends the visitor to /login, and signing in
 * (or up, then in, in the same tab) brings them back to it rather than to the usual start.
 * Kept for the tab only (sessionStorage): a link followed long ago must not hijack a sign-in.
 */
const KEY = 'hearth.returnTo';
const RETURNABLE = /^\/j\/[^/?#]+$/;

export function rememberReturn(path: string): void {
  if (!RETURNABLE.test(path)) return;
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Not kept: the visitor lands on the usual page after signing in.
  }
}

/** The link to come back to after signing in, once; null when there is none. */
export function takeReturn(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return path && RETURNABLE.test(path) ? path : null;
  } catch {
    return null;
  }
}
