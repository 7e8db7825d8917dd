import { describe, expect, it } from 'vitest';

import {
  getBackgrounds,
  getBeasts,
  getClasses,
  getContent,
  getDhArmor,
  getDhCards,
  getDhClasses,
  getDhItems,
  getDhWeapon,
  getFeatures,
  getItems,
  getPresets,
  getRules,
  getSpecies,
  getSpells,
  getTitlesRu,
  getVersions,
} from '@hearth/contract';

import { CATALOGUE_ENDPOINTS, getVersionsCall } from './endpoints.ts';

describe('catalogue endpoints', () => {
  it('match the contract by method and path', () => {
    const contract = {
      rules: getRules,
      species: getSpecies,
      classes: getClasses,
      backgrounds: getBackgrounds,
      features: getFeatures,
      spells: getSpells,
      items: getItems,
      presets: getPresets,
      beasts: getBeasts,
      content: getContent,
      'dh-cards': getDhCards,
      'dh-classes': getDhClasses,
      'dh-armor': getDhArmor,
      'dh-weapon': getDhWeapon,
      'dh-items': getDhItems,
      'titles-ru': getTitlesRu,
    };
    expect(Object.keys(CATALOGUE_ENDPOINTS).sort()).toEqual(Object.keys(contract).sort());
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
