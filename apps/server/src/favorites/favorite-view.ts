import type { Favorite, FavoriteType } from '@hearth/contract';

import type { FavoriteRow } from './load-favorite.ts';

/** A stored favourite as the API answers it (platform §3). */
export function toFavoriteView(row: FavoriteRow): Favorite {
  return {
    id: row.id,
    // Only the contract's types are ever written (favorites.ts checks them first).
    entity_type: row.entityType as FavoriteType,
    entity_id: row.entityId,
    characterId: row.characterId,
    created_at: row.createdAt.toISOString(),
  };
}
