import { useTranslation } from 'react-i18next';

import type { FavoriteTarget } from '../../data/favorites/favorites.ts';
import { useFavorite } from '../../data/favorites/favorites.ts';
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

export default FavoriteStar;
