import { createHash } from 'node:crypto';

import { APP_VERSION } from '../app-version.ts';

/**
 * Version-based ETags for a character and its sheet, so that a client re-reading an unchanged
 * character gets an empty 304. The app version is part of both: an upgrade may answer the
 * same stored record differently (new defaults, new derived numbers).
 */

/** A character's record changes exactly when its `version` moves (every write bumps it). */
export function characterEtag(row: { id: string; version: number }): string {
  return `"c-${row.version}-${digest([row.id, APP_VERSION])}"`;
}

/** What a sheet is derived from besides the record: each carried stack and its containers. */
export interface SheetInputs {
  character: { id: string; version: number };
  /** Each carried stack's id and version, its inventory's, and its custom item's. */
  items: readonly {
    id: string;
    version: number;
    inventoryVersion: number;
    customVersion: number | null;
  }[];
  /** The catalogue's store versions (an admin's edit changes the rules the sheet reads). */
  catalogueVersions: Record<string, string>;
}

/** A sheet's ETag: it changes when the record, a carried stack or the catalogue does. */
export function sheetEtag(inputs: SheetInputs): string {
  const items = inputs.items
    .map(
      (item) => `${item.id}:${item.version}:${item.inventoryVersion}:${item.customVersion ?? ''}`,
    )
    .sort();
  const catalogue = Object.entries(inputs.catalogueVersions)
    .map(([store, version]) => `${store}:${version}`)
    .sort();
  const fingerprint = digest([inputs.character.id, APP_VERSION, ...items, ...catalogue]);
  return `"s-${inputs.character.version}-${fingerprint}"`;
}

function digest(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 16);
}

/** Whether `If-None-Match` names this ETag (weak or strong, in a list, or `*`). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
