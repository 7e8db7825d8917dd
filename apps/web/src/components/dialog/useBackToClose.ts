import { useCallback, useEffect, useEffectEvent, useRef } from 'react';

/** Marks our history entries; its value is the overlay's depth in the stack of overlays. */
const OVERLAY_KEY = 'hearthOverlay';

function depthOf(state: unknown): number {
  const depth = (state as Record<string, unknown> | null)?.[OVERLAY_KEY];
  return typeof depth === 'number' ? depth : 0;
}

/**
 * The browser back action closes the overlay (spec §2: drawers close on back). While it is
 * open, an entry for the same URL is pushed — the router's own state is kept inside it, so
 * React Router sees no navigation. Back pops that entry and the overlay closes. Closing any
 * other way goes back too, so no stale entry is left behind.
 *
 * Returns the function every close control should call.
 */
export function useBackToClose(onClose: () => void): () => void {
  const depth = useRef(0);
  const closeFromHistory = useEffectEvent(onClose);

  useEffect(() => {
    // StrictMode runs this twice; the second run finds its entry already on top.
    if (depth.current === 0 || depthOf(window.history.state) !== depth.current) {
      depth.current = depthOf(window.history.state) + 1;
      const state = { ...(window.history.state as object | null), [OVERLAY_KEY]: depth.current };
      window.history.pushState(state, '');
    }
    const onPopState = () => {
      // Popping to a shallower entry means our entry is gone: back was pressed.
      if (depthOf(window.history.state) < depth.current) closeFromHistory();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return useCallback(() => {
    if (depthOf(window.history.state) === depth.current) window.history.back();
    else onClose();
  }, [onClose]);
}
