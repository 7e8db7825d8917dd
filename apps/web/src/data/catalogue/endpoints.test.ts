import { describe, expect, it } from 'vitest';

import { getRules, getSpells, getVersions } from '@hearth/contract';

import { CATALOGUE_ENDPOINTS, getVersionsCall } from './endpoints.ts';

describe('catalogue endpoints', () => {
  it('match the contract by method and path', () => {
    const contract = { spells: getSpells, rules: getRules };
    for (const [store, endpoint] of Object.entries(CATALOGUE_ENDPOINTS)) {
      const expected = contract[store as keyof typeof contract];
      expect([endpoint.method, endpoint.path]).toEqual([expected.method, expected.path]);
    }
    expect([getVersionsCall.method, getVersionsCall.path]).toEqual([
      getVersions.method,
      getVersions.path,
    ]);
  });
});
