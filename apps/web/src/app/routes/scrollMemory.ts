import { useLayoutEffect } from 'react';
import type { Location } from 'react-router';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** What the window does when the location changes. */
export type ScrollMove = { kind: 'top' } | { kind: 'keep' } | { kind: 'restore'; y: number };

/**
 * A new page opens at the top; Back and Forward return to where that entry was left; a replace
 * on the same path (a tab, a filter, closing a summary) leaves the reader where they are.
 */
export function scrollMove(
  type: NavigationType,
  from: string | null,
  to: string,
  saved: number | undefined,
): ScrollMove {
  if (type === NavigationType.Pop) return saved ? { kind: 'restore', y: saved } : { kind: 'top' };
  if (type === NavigationType.Replace && from === to) return { kind: 'keep' };
  return { kind: 'top' };
}

const STORAGE_KEY = 'hearth.scroll';
/**
 * A page that stops growing before it is tall enough (its content changed) is given up on after
 * this long without growing; a page still drawing its sections (a slow phone) is waited for, up
 * to the hard limit.
 */
const RESTORE_IDLE_MS = 3000;
const RESTORE_MAX_MS = 15_000;

/** Positions by history entry (`location.key`); kept for the tab's life across reloads. */
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(raw) ? (raw as [string, number][]) : [];
  } catch {
    return [];
  }
}

function persist() {
  try {
    // The newest hundred entries are plenty for Back; older ones are dropped.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
  } catch {
    // Private mode or a full quota: positions stay in memory for this visit only.
  }
}

/**
 * Whether a restore attempt ends: the window reached `y`, or the page stopped growing for
 * RESTORE_IDLE_MS, or RESTORE_MAX_MS passed since Back (times in ms from one clock).
 */
export function restoreEnds(at: {
  y: number;
  scrollY: number;
  now: number;
  started: number;
  grewAt: number;
}): boolean {
  if (Math.abs(at.scrollY - at.y) < 1) return true;
  return at.now - at.grewAt > RESTORE_IDLE_MS || at.now - at.started > RESTORE_MAX_MS;
}

/**
 * Scrolls the window back to `y` as the page grows: screens draw their lists after the route
 * has rendered (catalogue, device store), so one scrollTo would stop short at an empty page.
 * The reader scrolling or typing ends the attempt.
 */
function restore(y: number): () => void {
  let frame = 0;
  const started = performance.now();
  let grewAt = started;
  let height = document.documentElement.scrollHeight;
  // Off-screen cards are laid out at their real height while restoring (see CharacterPage.css).
  document.documentElement.dataset.scrollRestoring = '';
  const stop = () => {
    cancelAnimationFrame(frame);
    delete document.documentElement.dataset.scrollRestoring;
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    window.scrollTo(0, y);
    const now = performance.now();
    const nextHeight = document.documentElement.scrollHeight;
    if (nextHeight !== height) {
      height = nextHeight;
      grewAt = now;
    }
    if (restoreEnds({ y, scrollY: window.scrollY, now, started, grewAt })) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}

let previousPath: string | null = null;

/** The window's scroll position follows history: see `scrollMove`. */
export function useScrollMemory() {
  const location: Location = useLocation();
  const type = useNavigationType();

  useLayoutEffect(() => {
    // The browser's own restoration would fight this one on Back.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);

  // A layout effect, so the listener is gone before a shorter next page clamps the scroll.
  useLayoutEffect(() => {
    const key = location.key;
    const save = () => positions.set(key, Math.round(window.scrollY));
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    const move = scrollMove(type, previousPath, location.pathname, positions.get(location.key));
    previousPath = location.pathname;
    if (move.kind === 'restore') return restore(move.y);
    if (move.kind === 'top') window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.pathname, type]);
}
