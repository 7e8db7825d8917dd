import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The overlay layers; index.html declares them, and they are created when missing (tests). */
export type PortalLayer = 'drawers' | 'modals' | 'toasts';

export const PORTAL_LAYERS: readonly PortalLayer[] = ['drawers', 'modals', 'toasts'];

export function portalRoot(layer: PortalLayer): HTMLElement {
  let root = document.getElementById(layer);
  if (!root) {
    root = document.createElement('div');
    root.id = layer;
    document.body.append(root);
  }
  return root;
}

/** Makes sure every layer exists, in stacking order, before the first overlay opens. */
export function ensurePortalRoots(): void {
  for (const layer of PORTAL_LAYERS) portalRoot(layer);
}

export function Portal({ layer, children }: { layer: PortalLayer; children: ReactNode }) {
  return createPortal(children, portalRoot(layer));
}
