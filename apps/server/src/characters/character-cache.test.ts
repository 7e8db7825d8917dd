import { describe, expect, it } from 'vitest';

import { createCharacterCache } from './character-cache.ts';
import type { CharacterRow } from './characters-repository.ts';

function row(id: string, userId: string, version = 1): CharacterRow {
  return { id, userId, version } as CharacterRow;
}

describe('the cache of recent characters', () => {
  it('keeps a character read with a current stamp', () => {
    const cache = createCharacterCache();
    cache.set(row('a', 'alice'), undefined, cache.begin('alice'));
    expect(cache.get('a')?.row.version).toBe(1);
  });

  it('keeps nothing from a read that overlapped a write of its user', () => {
    const cache = createCharacterCache();
    const stamp = cache.begin('alice');
    cache.forgetUser('alice');
    cache.set(row('a', 'alice'), undefined, stamp);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps a read that overlapped only another user’s write', () => {
    const cache = createCharacterCache();
    const stamp = cache.begin('alice');
    cache.forgetUser('bob');
    cache.set(row('a', 'alice'), undefined, stamp);
    expect(cache.get('a')).toBeDefined();
  });

  it('forgets every character of a user, and only theirs', () => {
    const cache = createCharacterCache();
    cache.set(row('a1', 'alice'), [], cache.begin('alice'));
    cache.set(row('a2', 'alice'), undefined, cache.begin('alice'));
    cache.set(row('b1', 'bob'), undefined, cache.begin('bob'));
    cache.forgetUser('alice');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toBeDefined();
    expect(cache.size).toBe(1);
  });

  it('refuses every overlapping read once too many users were tracked', () => {
    const cache = createCharacterCache();
    const stamp = cache.begin('alice');
    for (let user = 0; user <= 10_000; user += 1) cache.forgetUser(`user-${user}`);
    cache.set(row('a', 'alice'), undefined, stamp);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used character beyond its bound', () => {
    const cache = createCharacterCache({ maxEntries: 2 });
    cache.set(row('a', 'alice'), undefined, cache.begin('alice'));
    cache.set(row('b', 'alice'), undefined, cache.begin('alice'));
    cache.get('a');
    cache.set(row('c', 'alice'), undefined, cache.begin('alice'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('trusts a kept character for a few seconds only', () => {
    let now = 0;
    const cache = createCharacterCache({ ttlMs: 5_000, monotonicMs: () => now });
    cache.set(row('a', 'alice'), undefined, cache.begin('alice'));
    now = 4_999;
    expect(cache.get('a')).toBeDefined();
    now = 5_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps the stacks a sheet read fetched when the record alone is read again', () => {
    const cache = createCharacterCache();
    cache.set(row('a', 'alice'), [], cache.begin('alice'));
    cache.set(row('a', 'alice'), undefined, cache.begin('alice'));
    expect(cache.get('a')?.carried).toEqual([]);
  });
});
