import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { Favorite, FavoriteType } from '@hearth/contract';

import { api } from '../api/client.ts';
import { getToken } from '../session.ts';
import { useCurrentUser } from '../user.ts';
import { listFavoritesCall } from './favoriteCalls.ts';

/**
 * The part of the favourites a list page needs on its first load: the query's key and how it
 * is read, and the starred ids for the list's order. The stars themselves (the toggle, its
 * texts and toasts) come after the list's first paint (FavoriteStar.tsx).
 */
export const favoriteKeys = {
  all: ['favorites'] as const,
  user: (userId: string) => ['favorites', userId] as const,
};

/** Every favourite of the signed-in user (the account's and each character's), oldest first. */
export function favoritesQuery(userId: string) {
  return {
    queryKey: favoriteKeys.user(userId),
    queryFn: () => api.call(listFavoritesCall, {}),
    staleTime: 5 * 60_000,
  };
}

/** Whether a favourite is of this kind and of `characterId` (null: the account's own). */
export function favoriteMatches(
  favorite: Favorite,
  type: FavoriteType,
  characterId: string | null,
): boolean {
  return favorite.entity_type === type && favorite.characterId === characterId;
}

/**
 * Ids of the starred entries of one kind, from the cache only: the stars' code loads them
 * after the first paint, and the list reorders when they arrive. Empty for a visitor.
 */
export function useStarredIds(
  type: FavoriteType,
  characterId: string | null = null,
): ReadonlySet<string> {
  const user = useCurrentUser();
  const { data } = useQuery({
    ...favoritesQuery(user?.id ?? ''),
    enabled: false,
  });
  return useMemo(
    () =>
      new Set(
        user && getToken()
          ? (data ?? [])
              .filter((favorite) => favoriteMatches(favorite, type, characterId))
              .map((favorite) => favorite.entity_id)
          : [],
      ),
    [data, user, type, characterId],
  );
}

/**
 * Starred entries first, each run of entries of one group (a spell level) on its own; the
 * order is otherwise kept. The same array when nothing is starred.
 */
export function favoritesFirst<T extends { id: string }>(
  list: readonly T[],
  starred: ReadonlySet<string>,
  groupOf: (entry: T) => unknown = () => null,
): readonly T[] {
  if (starred.size === 0) return list;
  const result: T[] = [];
  let start = 0;
  for (let index = 1; index <= list.length; index += 1) {
    if (index < list.length && groupOf(list[index]!) === groupOf(list[start]!)) continue;
    const run = list.slice(start, index);
    result.push(
      ...run.filter((entry) => starred.has(entry.id)),
      ...run.filter((entry) => !starred.has(entry.id)),
    );
    start = index;
  }
  return result;
}
