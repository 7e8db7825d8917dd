import type { Table } from 'dexie';
import Dexie from 'dexie';

import type { StoreKey } from './stores.ts';
import { SCHEMA, STORE_NAMES } from './stores.ts';

export const DB_NAME = 'characterDB';

/**
 * The spec's version is 4.3. Dexie takes decimal versions and opens IndexedDB at
 * round(version × 10), so 4.3 is native IndexedDB version 43 — what a database written
 * by the original app would carry. Later schema changes go up in tenths: 4.4 (44) adds the
 * second system's `dh-items` catalogue store and its device-only `dh_characters`; 4.5 (45)
 * the `titles-ru` store of translated catalogue titles.
 */
export const DB_VERSION = 4.5;

/** A stored record: the key plus whatever the feature keeps; features narrow the type. */
export type StoredRecord = { [field: string]: unknown };

/** One row of `versions`: the content version (hash) a catalogue store was loaded at. */
export interface StoreVersion {
  store: string;
  version: string;
}

export class CharacterDB extends Dexie {
  constructor(name: string = DB_NAME) {
    super(name);
    this.version(DB_VERSION).stores(SCHEMA);
  }

  /** A store by its camelCase key, e.g. `db.store('dhCards')` for `dh-cards`. */
  store(key: StoreKey): Table<StoredRecord, string> {
    return this.table(STORE_NAMES[key]);
  }

  get versions(): Table<StoreVersion, string> {
    return this.table(STORE_NAMES.versions);
  }
}
