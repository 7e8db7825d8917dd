import { useId, useLayoutEffect, useSyncExternalStore } from 'react';

import { createStore } from '../../data/createStore.ts';

/** Spec §2: modals start at z-index 400; each one opened on top sits above the last. */
export const MODAL_Z_BASE = 400;
const MODAL_Z_STEP = 10;

const openModals = createStore<readonly string[]>([]);

/** Registers the calling modal while it is mounted and returns its z-index. */
export function useModalZIndex(): number {
  const id = useId();
  useLayoutEffect(() => {
    openModals.set([...openModals.get(), id]);
    return () => openModals.set(openModals.get().filter((other) => other !== id));
  }, [id]);
  const stack = useSyncExternalStore(openModals.subscribe, openModals.get, openModals.get);
  const position = stack.indexOf(id);
  return MODAL_Z_BASE + Math.max(position, 0) * MODAL_Z_STEP;
}
