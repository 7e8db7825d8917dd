import { describe, expect, it } from 'vitest';

import { addFavorite, listFavorites, removeFavorite } from '@hearth/contract';

import { addFavoriteCall, listFavoritesCall, removeFavoriteCall } from './favoriteCalls.ts';
import { favoritesFirst } from './favoriteKeys.ts';

describe('favourites', () => {
  it('calls match the contract', () => {
    for (const [light, full] of [
      [listFavoritesCall, listFavorites],
      [addFavoriteCall, addFavorite],
      [removeFavoriteCall, removeFavorite],
    ] as const) {
      expect([light.method, light.path]).toEqual([full.method, full.path]);
    }
  });

  it('puts starred entries first within each group, keeping the order otherwise', () => {
    const spells = [
      { id: 'a', level: 0 },
      { id: 'b', level: 0 },
      { id: 'c', level: 0 },
      { id: 'd', level: 1 },
      { id: 'e', level: 1 },
    ];
    const ordered = favoritesFirst(spells, new Set(['c', 'e']), (spell) => spell.level);
    expect(ordered.map((spell) => spell.id)).toEqual(['c', 'a', 'b', 'e', 'd']);
    expect(favoritesFirst(spells, new Set(['e'])).map((spell) => spell.id)).toEqual([
      'e',
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(favoritesFirst(spells, new Set())).toBe(spells);
  });
});
