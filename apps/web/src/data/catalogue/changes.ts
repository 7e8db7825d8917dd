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

/** The query key of one store's device copy. */
export function catalogueQueryKey(store: ContentStoreName) {
  return ['catalogue', store] as const;
}

/** The query key of the per-store entry counts (refetched after any sync). */
export const CATALOGUE_COUNTS_KEY = ['catalogue-counts'] as const;

/** The query key of the catalogue indexed for the rules engine (refetched after any sync). */
export const RULES_CATALOGUE_KEY = ['catalogue', '#rules-index'] as const;
