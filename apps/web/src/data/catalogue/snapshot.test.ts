import { describe, expect, it, vi } from 'vitest';

import type { StoredRecord } from '../db/characterDB.ts';
import { entriesById, memoByStores } from './lookups.ts';
import type { StoreLoader } from './snapshot.ts';
import { createSnapshotSource } from './snapshot.ts';

/** A device with some stores in memory; counts what it was asked to read. */
function fakeDevice(initial: Record<string, StoredRecord[]>) {
  const stores = { ...initial };
  const reads: string[][] = [];
  const loader: StoreLoader = (names) => {
    reads.push([...names]);
    return Promise.resolve(
      Object.fromEntries(names.map((name) => [name, [...(stores[name] ?? [])]])),
    );
  };
  return { stores, reads, loader };
}

const fireball = { id: 'fireball', level: 3 };
const shield = { id: 'shield', level: 1 };

describe('the catalogue snapshot', () => {
  it('is read once, shared by every reader, and stable while nothing changes', async () => {
    const device = fakeDevice({ spells: [fireball] });
    const source = createSnapshotSource(device.loader);
    expect(source.get()).toBeUndefined();

    const [first, second] = await Promise.all([source.load(), source.load()]);

    expect(first).toBe(second);
    expect(source.get()).toBe(first);
    expect(device.reads).toHaveLength(1);
    expect(first.entries.spells).toEqual([fireball]);
    // Every store is there, empty when the device has none of it yet.
    expect(first.entries.beasts).toEqual([]);
    expect(Object.isFrozen(first.entries.spells)).toBe(true);
  });

  it('publishes one new snapshot per store change, sharing the unchanged stores', async () => {
    const device = fakeDevice({ spells: [fireball], items: [{ id: 'rope' }] });
    const source = createSnapshotSource(device.loader);
    const before = await source.load();
    const listener = vi.fn();
    source.subscribe(listener);

    device.stores.spells = [fireball, shield];
    await source.refresh(['spells']);

    expect(listener).toHaveBeenCalledTimes(1);
    const after = source.get()!;
    expect(after).not.toBe(before);
    expect(after.entries.spells).toEqual([fireball, shield]);
    expect(after.entries.items).toBe(before.entries.items);
    expect(device.reads.at(-1)).toEqual(['spells']);
  });

  it('re-reads a store that changed while the first load was under way', async () => {
    const device = fakeDevice({ spells: [fireball] });
    const source = createSnapshotSource(device.loader);
    const loading = source.load();
    device.stores.spells = [shield];
    const refreshed = source.refresh(['spells']);
    await loading;
    await refreshed;
    expect(source.get()!.entries.spells).toEqual([shield]);
  });

  it('reads nothing on a change before anyone read the catalogue', async () => {
    const device = fakeDevice({ spells: [fireball] });
    const source = createSnapshotSource(device.loader);
    await source.refresh(['spells']);
    expect(device.reads).toHaveLength(0);
  });

  it('starts afresh after a reset, ignoring a load begun before it', async () => {
    const device = fakeDevice({ spells: [fireball] });
    const source = createSnapshotSource(device.loader);
    const stale = source.load();
    source.reset();
    await stale;
    expect(source.get()).toBeUndefined();
    device.stores.spells = [shield];
    expect((await source.load()).entries.spells).toEqual([shield]);
  });
});

describe('look-ups per snapshot', () => {
  it('builds a store map by id once per store content', () => {
    const spells = Object.freeze([fireball, shield]);
    expect(entriesById(spells).get('shield')).toBe(shield);
    expect(entriesById(spells)).toBe(entriesById(spells));
    expect(entriesById([fireball])).not.toBe(entriesById(spells));
  });

  it('derives again only when one of its stores changed', () => {
    const derive = vi.fn((spells: readonly StoredRecord[], items: readonly StoredRecord[]) => ({
      count: spells.length + items.length,
    }));
    const memo = memoByStores(derive);
    const spells = [fireball];
    const items = [{ id: 'rope' }];
    const first = memo(spells, items);
    expect(memo(spells, items)).toBe(first);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(memo(spells, [])).toEqual({ count: 1 });
    expect(derive).toHaveBeenCalledTimes(2);
  });
});

describe('the catalogue snapshot in the interface language', () => {
  function language(initial: string) {
    let current = initial;
    const listeners = new Set<() => void>();
    return {
      get: () => current,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next: string) {
        current = next;
        for (const listener of listeners) listener();
      },
    };
  }
  const wolf = { id: 'wolf', title: 'Wolf', cr: 0.25 };
  const mole = { id: 'mole', title: 'Mole', cr: 0 };
  const longsword = { id: 'longsword', title: 'Longsword' };
  const titlesRu = [
    { id: 'beasts', titles: { wolf: 'Волк' } },
    { id: 'items', titles: { longsword: 'Длинный меч' } },
  ];

  it('titles entries in Russian where the device holds a title, in English where not', async () => {
    const device = fakeDevice({ beasts: [wolf, mole], items: [longsword], 'titles-ru': titlesRu });
    const snapshot = await createSnapshotSource(device.loader, language('ru')).load();
    expect(snapshot.entries.beasts).toEqual([
      { id: 'wolf', title: 'Волк', title_en: 'Wolf', cr: 0.25 },
      mole,
    ]);
    expect(snapshot.entries.items).toEqual([
      { id: 'longsword', title: 'Длинный меч', title_en: 'Longsword' },
    ]);
  });

  it('switches the titles with the language at once, without reading the device again', async () => {
    const device = fakeDevice({ beasts: [wolf], 'titles-ru': titlesRu });
    const lang = language('en');
    const source = createSnapshotSource(device.loader, lang);
    const english = await source.load();
    expect(english.entries.beasts).toEqual([wolf]);
    const listener = vi.fn();
    source.subscribe(listener);

    lang.set('ru');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(source.get()!.entries.beasts[0]).toMatchObject({ title: 'Волк' });
    lang.set('en');
    expect(source.get()!.entries.beasts).toEqual([wolf]);
    expect(device.reads).toHaveLength(1);
  });

  it('keeps the titled arrays of the stores a sync did not replace', async () => {
    const device = fakeDevice({ beasts: [wolf], spells: [fireball], 'titles-ru': titlesRu });
    const source = createSnapshotSource(device.loader, language('ru'));
    const before = await source.load();
    device.stores.spells = [fireball, shield];
    await source.refresh(['spells']);
    expect(source.get()!.entries.beasts).toBe(before.entries.beasts);
  });

  it('titles the stores as soon as a sync brought the titles', async () => {
    const device = fakeDevice({ beasts: [wolf] });
    const source = createSnapshotSource(device.loader, language('ru'));
    expect((await source.load()).entries.beasts).toEqual([wolf]);
    device.stores['titles-ru'] = titlesRu;
    await source.refresh(['titles-ru']);
    expect(source.get()!.entries.beasts[0]).toMatchObject({ title: 'Волк', title_en: 'Wolf' });
  });
});
