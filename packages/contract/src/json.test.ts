import { describe, expect, it } from 'vitest';

import { ItemOptions } from './api/inventories.ts';
import { boundedJsonObject, jsonLimitProblem } from './json.ts';

const limits = { depth: 3, stringLength: 5, values: 10 };

describe('jsonLimitProblem', () => {
  it.each([
    [{ a: [1, 'x', { b: null }] }, null],
    [{ a: [[[1]]] }, { path: ['a', 0, 0], message: 'Nested more than 3 levels deep' }],
    [{ a: ['ok', 'too long'] }, { path: ['a', 1], message: 'Longer than 5 characters' }],
    [{ 'long key': 1 }, { path: ['long key'], message: 'Key longer than 5 characters' }],
    [
      { a: Array.from({ length: 20 }, () => 1) },
      { path: ['a', 8], message: 'More than 10 values' },
    ],
  ])('judges %j', (value, expected) => {
    expect(jsonLimitProblem(value, limits)).toEqual(expected);
  });

  it('walks any depth without overflowing the call stack', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(jsonLimitProblem({ deep }, limits)?.message).toBe('Nested more than 3 levels deep');
  });
});

describe('boundedJsonObject', () => {
  it('reports the problem at its path inside the field', () => {
    const schema = boundedJsonObject(limits);
    const result = schema.safeParse({ a: { b: { c: {} } } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['a', 'b', 'c'] });
    expect(schema.safeParse({ a: { b: 'fine' } }).success).toBe(true);
  });

  it("bounds an inventory item's options", () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 8; level += 1) deep = { deep };
    expect(ItemOptions.safeParse({ deep }).success).toBe(false);
    expect(ItemOptions.safeParse({ colour: 'red', tags: ['a', 'b'] }).success).toBe(true);
    expect(ItemOptions.safeParse({ note: 'x'.repeat(1001) }).success).toBe(false);
  });
});
