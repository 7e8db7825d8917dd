import type { ContentStoreName } from './endpoints.ts';

type Listener = (stores: readonly ContentStoreName[]) => void;

const listeners = new Set<Listener>();

/** Called with the stores whose contents a sync replaced. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitCatalogueChange(stores: readonly ContentStoreName[]): void {
  if (stores.length === 0) return;
  for (const listener of [...listeners]) listener(stores);
}
