import { describe, expect, it } from 'vitest';

import { mergeBase, mergeEdits, withinDebounce } from './merge.ts';

describe('merging waiting edits', () => {
  it('lets later edits win per field and keeps fields only the earlier one changed', () => {
    const merged = mergeEdits(
      { body: { name: 'Ada', hp: { current: 5 } } },
      { body: { hp: { current: 3 }, conditions: ['prone'] } },
    );
    expect(merged.body).toEqual({ name: 'Ada', hp: { current: 3 }, conditions: ['prone'] });
  });

  it('keeps the earliest base of a field, and takes the later base for a field it adds', () => {
    const base = mergeBase(
      { body: { hp: { current: 9 } }, base: { hp: { current: 10 } } },
      { base: { hp: { current: 9 }, conditions: [] } },
    );
    // hp: the value before the first tap (10), so the server applies 10 → last value once.
    expect(base).toEqual({ hp: { current: 10 }, conditions: [] });
  });

  it('does not invent a base for a field the earlier edit changed without one', () => {
    const base = mergeBase({ body: { name: 'A' } }, { base: { name: 'A', ac_mod: 0 } });
    expect(base).toEqual({ ac_mod: 0 });
    expect(mergeBase({ body: { name: 'A' } }, {})).toBeUndefined();
  });

  it("uses a kind's own body merge when it has one", () => {
    const merged = mergeEdits(
      { body: { item_data: { a: 1 } } },
      { body: { item_data: { b: 2 } } },
      (earlier, later) => ({
        ...earlier,
        ...later,
        item_data: { ...(earlier.item_data as object), ...(later.item_data as object) },
      }),
    );
    expect(merged.body).toEqual({ item_data: { a: 1, b: 2 } });
  });

  it('merges an edit inside the debounce window only', () => {
    expect(withinDebounce(1000, 1499, 500)).toBe(true);
    expect(withinDebounce(1000, 1500, 500)).toBe(false);
  });
});
