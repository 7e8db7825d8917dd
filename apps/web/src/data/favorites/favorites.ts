import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { Favorite, FavoriteType } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { i18n, loadNamespaces } from '../../i18n/index.ts';
import { api } from '../api/client.ts';
import { idempotent } from '../api/idempotency.ts';
import { getToken } from '../session.ts';
import { useCurrentUser } from '../user.ts';
import { addFavoriteCall, removeFavoriteCall } from './favoriteCalls.ts';
import { favoriteKeys, favoriteMatches, favoritesQuery } from './favoriteKeys.ts';

export { favoriteKeys, favoritesFirst, useStarredIds } from './favoriteKeys.ts';

/** The store texts of platform §8, in the user's language. */
async function failureToast(key: 'load' | 'set' | 'remove') {
  await loadNamespaces(['favorites']).catch(() => undefined);
  toast.error(i18n.t(`favorites:failed.${key}`));
}

/** The signed-in user's favourites (TanStack Query); nothing for a visitor. */
export function useFavorites() {
  const user = useCurrentUser();
  const query = useQuery({
    ...favoritesQuery(user?.id ?? ''),
    enabled: user !== null && getToken() !== null,
  });
  const failedAt = query.errorUpdatedAt;
  useEffect(() => {
    if (failedAt > 0) void failureToast('load');
  }, [failedAt]);
  return query;
}

export interface FavoriteTarget {
  type: FavoriteType;
  /** The catalogue entry's id. */
  id: string;
  /** A character's favourite; null (the default): the account's. */
  characterId?: string | null;
}

let temporaryId = 0;

/**
 * Stars or unstars a catalogue entry at once (optimistic); on failure the star goes back and
 * the toast of platform §8 says so.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const key = favoriteKeys.user(user?.id ?? '');
  return useMutation({
    mutationFn: async ({ target, current }: { target: FavoriteTarget; current?: Favorite }) => {
      if (current) {
        await api.call(removeFavoriteCall, { params: { id: current.id } });
        return null;
      }
      return api.call(
        addFavoriteCall,
        {
          body: {
            id: target.id,
            type: target.type,
            ...(target.characterId ? { characterId: target.characterId } : {}),
          },
        },
        idempotent(),
      );
    },
    onMutate: async ({ target, current }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorite[]>(key);
      const placeholder: Favorite = {
        id: `pending-${(temporaryId += 1)}`,
        entity_type: target.type,
        entity_id: target.id,
        characterId: target.characterId ?? null,
        created_at: new Date().toISOString(),
      };
      queryClient.setQueryData<Favorite[]>(key, (list = []) =>
        current ? list.filter((favorite) => favorite.id !== current.id) : [...list, placeholder],
      );
      return { previous, placeholder };
    },
    onSuccess: (saved, _variables, context) => {
      if (!saved) return;
      queryClient.setQueryData<Favorite[]>(key, (list = []) => [
        ...list.filter(
          (favorite) => favorite.id !== context.placeholder.id && favorite.id !== saved.id,
        ),
        saved,
      ]);
    },
    onError: (_error, { current }, context) => {
      queryClient.setQueryData(key, context?.previous);
      void failureToast(current ? 'remove' : 'set');
    },
  });
}

/** One entry's star: whether it is starred, and the toggle (held while a change is on its way). */
export function useFavorite(target: FavoriteTarget) {
  const user = useCurrentUser();
  const { data } = useFavorites();
  const toggle = useToggleFavorite();
  const characterId = target.characterId ?? null;
  const current = data?.find(
    (favorite) =>
      favorite.entity_id === target.id && favoriteMatches(favorite, target.type, characterId),
  );
  const busy = toggle.isPending || (current?.id.startsWith('pending-') ?? false);
  return {
    /** Favourites are an account's: a visitor has none. */
    available: user !== null && getToken() !== null,
    starred: current !== undefined,
    busy,
    toggle: () => {
      if (!busy) toggle.mutate({ target, ...(current ? { current } : {}) });
    },
  };
}
