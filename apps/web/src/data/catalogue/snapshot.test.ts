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
