import type { StoreBundle } from '@hearth/content';
import { versionOf } from '@hearth/content';

/** An admin's edit of one catalogue entry, as stored in `content_entries`. */
export interface OverlayRow {
  id: string;
  data: Record<string, unknown>;
  deleted: boolean;
}

/**
 * The store as served: bundled entries replaced or hidden by the overlay rows, new ones added,
 * sorted by id as the compiler sorts them. Without rows the bundle is served as built, keeping
 * its version; with rows the version is the hash of what is served, so it changes exactly when
 * the content does, on every instance alike.
 */
export function applyOverlay(base: StoreBundle, rows: readonly OverlayRow[]): StoreBundle {
  if (rows.length === 0) return base;
  const byId = new Map<string, unknown>();
  for (const entry of base.entries) byId.set((entry as { id: string }).id, entry);
  for (const row of rows) {
    if (row.deleted) byId.delete(row.id);
    else byId.set(row.id, row.data);
  }
  const entries = [...byId.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, entry]) => entry);
  return { store: base.store, version: versionOf(entries), entries };
}
