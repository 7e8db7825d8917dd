import { describe, expect, it } from 'vitest';

import { hasPermissions } from './permissions.ts';

describe('hasPermissions', () => {
  it.each([
    [[1, 4], [1], true],
    [[1, 4], [1, 4], true],
    [[1], [1, 4], false],
    [[], [1], false],
    [[], [], true],
  ])('user %j, required %j → %s', (held, required, expected) => {
    expect(hasPermissions({ permissions: held }, required)).toBe(expected);
  });

  it('gives an anonymous visitor nothing but the empty requirement', () => {
    expect(hasPermissions(null, [1])).toBe(false);
    expect(hasPermissions(undefined, [])).toBe(true);
  });
});
