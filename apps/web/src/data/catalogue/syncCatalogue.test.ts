import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../test/mockFetch.ts';
import type { CharacterDB } from '../db/characterDB.ts';
import { openCharacterDB } from '../db/openCharacterDB.ts';
import { syncCatalogue } from './syncCatalogue.ts';

const DB = 'catalogue-sync-test';

const fireball = { id: 'fireball', name: 'Fireball', level: 3 };
const shield = { id: 'shield', name: 'Shield', level: 1 };
const light = { id: 'light', name: 'Light', level: 0 };

function versions(spells: string, app = '0.1.0') {
  return { body: { versions: { spells, sources: 's1' }, app_version: app } };
}

describe('syncCatalogue', () => {
  let db: CharacterDB;

  beforeEach(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    db = await openCharacterDB(DB);
  });

  afterEach(async () => {
    db.close();
    await Dexie.delete(DB);
    vi.restoreAllMocks();
  });

  it('downloads and stores a store the device does not have, with its version', async () => {
    const mock = mockApi({
      'GET /api/versions': versions('v1'),
      'GET /api/spells': { body: { store: 'spells', version: 'v1', entries: [fireball, shield] } },
    });
    const stored = vi.fn();

    const result = await syncCatalogue({ db, onStoresUpdated: stored });

    expect(result).toEqual({ appVersion: '0.1.0', updated: ['spells'], failed: [] });
    expect(await db.table('spells').toArray()).toEqual([fireball, shield]);
    expect(await db.versions.get('spells')).toEqual({ store: 'spells', version: 'v1' });
    expect(stored.mock.calls).toEqual([[['spells']]]);
    // Only stores with a catalogue endpoint are fetched: `sources` has its own call.
    expect(mock.calls.map((call) => call.path)).toEqual(['/api/versions', '/api/spells']);
  });

  it('downloads the Russian titles only for a Russian interface, and again only when they change', async () => {
    const titles = { id: 'spells', titles: { fireball: 'Огненный шар' } };
    const answers = (version: string) => ({
      'GET /api/versions': {
        body: { versions: { spells: 'v1', 'titles-ru': version }, app_version: '0.1.0' },
      },
      'GET /api/spells': { body: { store: 'spells', version: 'v1', entries: [fireball] } },
      'GET /api/titles-ru': { body: { store: 'titles-ru', version, entries: [titles] } },
    });
    const english = mockApi(answers('t1'));
    await syncCatalogue({ db });
    expect(english.callsTo('GET /api/titles-ru')).toHaveLength(0);
    expect(await db.table('titles-ru').count()).toBe(0);

    const russian = mockApi(answers('t1'));
    const result = await syncCatalogue({ db, titleLanguages: ['ru'] });
    expect(result.updated).toEqual(['titles-ru']);
    expect(await db.table('titles-ru').toArray()).toEqual([titles]);
    expect(russian.callsTo('GET /api/titles-ru')).toHaveLength(1);

    const unchanged = mockApi(answers('t1'));
    await syncCatalogue({ db, titleLanguages: ['ru'] });
    expect(unchanged.callsTo('GET /api/titles-ru')).toHaveLength(0);
  });

  it('downloads nothing when the device is at the server versions', async () => {
    await db.versions.put({ store: 'spells', version: 'v1' });
    await db.table('spells').put(fireball);
    const mock = mockApi({ 'GET /api/versions': versions('v1') });

    const result = await syncCatalogue({ db });

    expect(result.updated).toEqual([]);
    expect(mock.callsTo('GET /api/spells')).toHaveLength(0);
    expect(await db.table('spells').toArray()).toEqual([fireball]);
  });

  it('replaces the whole store on a new version, dropping removed entries', async () => {
    await db.versions.put({ store: 'spells', version: 'v1' });
    await db.table('spells').bulkPut([fireball, shield]);
    mockApi({
      'GET /api/versions': versions('v2'),
      'GET /api/spells': { body: { store: 'spells', version: 'v2', entries: [shield, light] } },
    });

    await syncCatalogue({ db });

    expect(await db.table('spells').toArray()).toEqual([light, shield]);
    expect((await db.versions.get('spells'))?.version).toBe('v2');
  });

  it('keeps the previous content and version when the download fails', async () => {
    await db.versions.put({ store: 'spells', version: 'v1' });
    await db.table('spells').bulkPut([fireball]);
    mockApi({ 'GET /api/versions': versions('v2'), 'GET /api/spells': 'network-error' });

    const stored = vi.fn();
    const result = await syncCatalogue({ db, onStoresUpdated: stored });

    expect(result).toEqual({ appVersion: '0.1.0', updated: [], failed: ['spells'] });
    expect(stored).not.toHaveBeenCalled();
    expect(await db.table('spells').toArray()).toEqual([fireball]);
    expect((await db.versions.get('spells'))?.version).toBe('v1');
  });

  it('keeps the previous content when storing the new one fails half-way', async () => {
    await db.versions.put({ store: 'spells', version: 'v1' });
    await db.table('spells').bulkPut([fireball]);
    // An entry without its key makes bulkPut fail after clear(): the transaction rolls back.
    const broken = { name: 'No id' };
    mockApi({
      'GET /api/versions': versions('v2'),
      'GET /api/spells': { body: { store: 'spells', version: 'v2', entries: [shield, broken] } },
    });

    const result = await syncCatalogue({ db });

    expect(result.failed).toEqual(['spells']);
    expect(await db.table('spells').toArray()).toEqual([fireball]);
    expect((await db.versions.get('spells'))?.version).toBe('v1');
  });

  it('leaves the device data as is when the versions cannot be fetched', async () => {
    await db.versions.put({ store: 'spells', version: 'v1' });
    const mock = mockApi({ 'GET /api/versions': 'network-error' });

    expect(await syncCatalogue({ db })).toEqual({ appVersion: null, updated: [], failed: [] });
    expect(mock.calls).toHaveLength(1);
    expect((await db.versions.get('spells'))?.version).toBe('v1');
    expect(console.warn).toHaveBeenCalled();
  });

  it('updates the stores it can and reports each one, keeping the others when one fails', async () => {
    await db.versions.bulkPut([
      { store: 'spells', version: 'v1' },
      { store: 'items', version: 'i1' },
      { store: 'rules', version: 'r1' },
    ]);
    await db.table('items').put({ id: 'rope' });
    const mock = mockApi({
      'GET /api/versions': {
        body: { versions: { spells: 'v2', items: 'i2', rules: 'r1' }, app_version: '0.1.0' },
      },
      'GET /api/spells': { body: { store: 'spells', version: 'v2', entries: [light] } },
      'GET /api/items': {
        status: 503,
        body: { data: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
      },
    });
    const stored = vi.fn();

    const result = await syncCatalogue({ db, onStoresUpdated: stored });

    expect(result).toEqual({ appVersion: '0.1.0', updated: ['spells'], failed: ['items'] });
    expect(stored.mock.calls).toEqual([[['spells']]]);
    expect(await db.table('spells').toArray()).toEqual([light]);
    expect(await db.table('items').toArray()).toEqual([{ id: 'rope' }]);
    expect((await db.versions.get('items'))?.version).toBe('i1');
    // The rules store is current: not downloaded.
    expect(mock.callsTo('GET /api/rules')).toHaveLength(0);
  });

  it('starts every out-of-date download before storing the first one', async () => {
    const mock = mockApi({
      'GET /api/versions': {
        body: { versions: { spells: 'v1', items: 'i1' }, app_version: '0.1.0' },
      },
      'GET /api/spells': { body: { store: 'spells', version: 'v1', entries: [fireball] } },
      'GET /api/items': { body: { store: 'items', version: 'i1', entries: [{ id: 'rope' }] } },
    });
    const requestedWhenStored: string[][] = [];
    const stored = vi.fn(() => {
      requestedWhenStored.push(mock.calls.map((call) => call.path));
    });

    const result = await syncCatalogue({ db, onStoresUpdated: stored });

    expect(result.updated).toEqual(['items', 'spells']);
    // Downloaded side by side, not one round trip after the other; stored in the stores' order.
    expect(requestedWhenStored[0]).toEqual(['/api/versions', '/api/items', '/api/spells']);
  });

  it('announces the stores stored back to back once, not once per store', async () => {
    mockApi({
      'GET /api/versions': {
        body: { versions: { rules: 'r1', items: 'i1', spells: 'v1' }, app_version: '0.1.0' },
      },
      'GET /api/rules': { body: { store: 'rules', version: 'r1', entries: [{ id: 'prone' }] } },
      'GET /api/items': { body: { store: 'items', version: 'i1', entries: [{ id: 'rope' }] } },
      'GET /api/spells': { body: { store: 'spells', version: 'v1', entries: [fireball] } },
    });
    const stored = vi.fn();

    await syncCatalogue({ db, onStoresUpdated: stored });

    expect(stored.mock.calls).toEqual([[['rules', 'items', 'spells']]]);
  });

  it('announces what is stored before waiting for a slow download', async () => {
    let releaseSpells = () => {};
    const spellsAnswer = new Promise<void>((resolve) => (releaseSpells = resolve));
    const answers: Record<string, unknown> = {
      '/api/versions': { versions: { items: 'i1', spells: 'v1' }, app_version: '0.1.0' },
      '/api/items': { store: 'items', version: 'i1', entries: [{ id: 'rope' }] },
      '/api/spells': { store: 'spells', version: 'v1', entries: [fireball] },
    };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/spells') await spellsAnswer;
      return Response.json({ data: answers[path] });
    });
    const announced: string[][] = [];
    const sync = syncCatalogue({
      db,
      onStoresUpdated: (stores) => {
        announced.push([...stores]);
        // The items are on the device and announced while the spells are still on their way.
        if (stores.includes('items')) releaseSpells();
      },
    });

    expect((await sync).updated).toEqual(['items', 'spells']);
    expect(announced).toEqual([['items'], ['spells']]);
  });

  it('shares one run between concurrent calls', async () => {
    const mock = mockApi({
      'GET /api/versions': versions('v1'),
      'GET /api/spells': { body: { store: 'spells', version: 'v1', entries: [fireball] } },
    });

    const [first, second] = await Promise.all([syncCatalogue({ db }), syncCatalogue({ db })]);

    expect(first).toBe(second);
    expect(mock.callsTo('GET /api/versions')).toHaveLength(1);
    expect(mock.callsTo('GET /api/spells')).toHaveLength(1);
  });

  it('sends the running app version', async () => {
    const mock = mockApi({ 'GET /api/versions': versions('v1') });
    await db.versions.put({ store: 'spells', version: 'v1' });
    await syncCatalogue({ db, appVersion: '9.9.9' });
    expect(mock.fetchMock.mock.calls[0]?.[0]).toContain('v=9.9.9');
  });
});
