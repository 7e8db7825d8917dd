import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { FavoriteType } from '@hearth/contract';

import type { FavoriteTarget } from '../../data/favorites/favorites.ts';
import {
  favoritesFirst,
  useFavorite,
  useFavorites as useFavoritesLoaded,
  useStarredIds,
} from '../../data/favorites/favorites.ts';
import { Icon } from '../icons.tsx';

import './FavoriteStar.css';

/**
 * A catalogue entry's star (platform §3 Favorite): tap to star or unstar it, at once; a failure
 * puts it back with the spec's toast. Nothing for a visitor. Lists load it after their first
 * paint (`lazy(() => import(…))`), and order starred entries first with `useStarredIds`.
 *
 * @example <FavoriteStar type="beast" id={beast.id} title={beast.title} />
 */
export function FavoriteStar({ title, ...target }: FavoriteTarget & { title: string }) {
  const { t, ready } = useTranslation('favorites');
  const { starred, busy, toggle, available } = useFavorite(target);
  if (!ready || !available) return null;
  return (
    <button
      type="button"
      className={`icon-button favorite-star${starred ? ' favorite-star--on' : ''}`}
      aria-label={t('star', { title })}
      aria-pressed={starred}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A star inside a row that opens its details: the tap is the star's alone.
        event.stopPropagation();
        toggle();
      }}
    >
      <Icon fill={starred ? 'currentColor' : 'none'}>
        <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
      </Icon>
    </button>
  );
}

/** Puts a list's starred entries first (within each group `groupOf` names: a spell level). */
export type FavoriteOrder = <T extends { id: string }>(
  list: readonly T[],
  groupOf?: (entry: T) => unknown,
) => readonly T[];

/**
 * Renders nothing: hands a list the order of its entries with the starred ones first, once the
 * favourites are in and whenever they change. A list loads it with the stars, after its first
 * paint, and keeps its own order until then.
 *
 * @example <FavoritesOrder type="beast" onOrder={setOrder} />
 */
export function FavoritesOrder({
  type,
  characterId = null,
  onOrder,
}: {
  type: FavoriteType;
  characterId?: string | null;
  onOrder: (order: FavoriteOrder) => void;
}) {
  useFavoritesLoaded();
  const starred = useStarredIds(type, characterId);
  // The list's callback may be a new function on every render: only a change of the stars counts.
  const report = useRef(onOrder);
  useEffect(() => {
    report.current = onOrder;
  });
  useEffect(() => {
    report.current((list, groupOf) => favoritesFirst(list, starred, groupOf));
  }, [starred]);
  return null;
}

export default FavoriteStar;
