import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { DB_NAME, DB_VERSION } from './characterDB.ts';
import { openCharacterDB } from './openCharacterDB.ts';
import { CONTENT_STORES, STORE_NAMES } from './stores.ts';

const SPEC_STORES = [
  'content',
  'spells',
  'classes',
  'species',
  'backgrounds',
  'features',
  'items',
  'presets',
  'beasts',
  'rules',
  'sources',
  'dh-cards',
  'dh-classes',
  'dh-armor',
  'dh-weapon',
  'dh-items',
  'titles-ru',
];

function nativeOpen(name: string, version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

describe('characterDB', () => {
  afterEach(async () => {
    await Dexie.delete(DB_NAME);
  });

  it('opens with one store per content type plus the device stores', async () => {
    const db = await openCharacterDB();
    expect(Object.values(CONTENT_STORES)).toEqual(SPEC_STORES);
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        ...SPEC_STORES,
        'characters',
        'inventories',
        'characterData',
        'versions',
        'dh_characters',
      ].sort(),
    );
    expect(Object.keys(STORE_NAMES)).toHaveLength(22);
    db.close();
  });

  it('is version 4.5, stored natively as 45 (the spec 4.3, the second system, the titles)', async () => {
    const db = await openCharacterDB();
    expect(db.verno).toBe(DB_VERSION);
    db.close();
    const native = await nativeOpen(DB_NAME);
    expect(native.version).toBe(45);
    native.close();
  });

  it('reads and writes through camelCase keys', async () => {
    const db = await openCharacterDB();
    await db.store('dhCards').put({ id: 'book-of-ava', level: 1 });
    expect(await db.table('dh-cards').get('book-of-ava')).toEqual({ id: 'book-of-ava', level: 1 });
    await db.versions.put({ store: 'spells', version: 'abc123' });
    expect((await db.versions.get('spells'))?.version).toBe('abc123');
    db.close();
  });

  it('upgrades a 4.3 database in place, keeping what it holds', async () => {
    const old = new Dexie(DB_NAME);
    old.version(4.3).stores({ characters: 'id', versions: 'store' });
    await old.open();
    await old.table('characters').put({ id: 'c1', name: 'Kept' });
    old.close();
    const db = await openCharacterDB();
    expect(await db.store('characters').get('c1')).toEqual({ id: 'c1', name: 'Kept' });
    await db.store('dhCharacters').put({ id: '1700000000000', name: 'Marlow' });
    expect((await db.table('dh_characters').get('1700000000000'))?.name).toBe('Marlow');
    await db.store('titlesRu').put({ id: 'spells', titles: { fireball: 'Огненный шар' } });
    expect((await db.table('titles-ru').get('spells'))?.titles).toEqual({
      fireball: 'Огненный шар',
    });
    db.close();
  });

  it('rebuilds the database when it cannot be opened', async () => {
    // A database left by a newer build: Dexie refuses to open a higher version.
    const newer = await nativeOpen(DB_NAME, 990);
    newer.close();
    const db = await openCharacterDB();
    expect(db.isOpen()).toBe(true);
    expect(db.tables).toHaveLength(22);
    db.close();
  });
});
