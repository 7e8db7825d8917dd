import { describe, expect, it } from 'vitest';

import { createSheetCache } from './sheet-cache.ts';

describe('the sheet cache', () => {
  it('answers what was kept under an ETag, and nothing for another', () => {
    const cache = createSheetCache(100);
    cache.set('"s-1-a"', '{"data":1}');
    expect(cache.get('"s-1-a"')).toBe('{"data":1}');
    expect(cache.get('"s-2-a"')).toBeUndefined();
  });

  it('drops the least recently used answers once over its budget of characters', () => {
    const cache = createSheetCache(30);
    cache.set('a', 'x'.repeat(10));
    cache.set('b', 'y'.repeat(10));
    cache.get('a'); // a is now more recent than b
    cache.set('c', 'z'.repeat(10));
    cache.set('d', 'w'.repeat(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('x'.repeat(10));
    expect(cache.get('c')).toBe('z'.repeat(10));
    expect(cache.get('d')).toBe('w'.repeat(10));
    expect(cache.size).toBe(3);
  });

  it('counts a replaced answer once, and keeps none larger than the whole budget', () => {
    const cache = createSheetCache(20);
    cache.set('a', 'x'.repeat(10));
    cache.set('a', 'y'.repeat(10));
    cache.set('b', 'z'.repeat(10));
    expect(cache.get('a')).toBe('y'.repeat(10));
    expect(cache.get('b')).toBe('z'.repeat(10));
    cache.set('huge', 'h'.repeat(21));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
