import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';

/** What can be starred: catalogue entries of these stores (platform §3: beast is one). */
export const FAVORITE_TYPES = ['beast', 'spell', 'item'] as const;
export const FavoriteType = z.enum(FAVORITE_TYPES);
export type FavoriteType = z.infer<typeof FavoriteType>;

/** Favourites a user may keep, over all their characters. */
export const FAVORITES_PER_USER_MAX = 5000;

const RowId = z.string().min(1).max(100);
const CatalogueSlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be a catalogue id');

/**
 * A starred catalogue entry (platform §3: id, entity_type, entity_id, characterId). `characterId`
 * is null for a favourite of the account rather than of one character.
 */
export const Favorite = z
  .object({
    id: z.string(),
    entity_type: FavoriteType,
    entity_id: z.string(),
    characterId: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Favorite' });
export type Favorite = z.infer<typeof Favorite>;

/**
 * `GET favorites`: the user's favourites, oldest first. `characterId` narrows them to that
 * character's (one of the user's own); `type` to one kind. Without `characterId` every
 * favourite of the user comes back, the account's and each character's.
 */
export const ListFavoritesQuery = z.object({
  characterId: RowId.optional(),
  type: FavoriteType.optional(),
});

export const listFavorites = defineEndpoint({
  method: 'GET',
  path: '/favorites',
  summary: 'Your favourites, optionally of one character or one kind',
  tags: ['favorites'],
  query: ListFavoritesQuery,
  response: z.array(Favorite),
});

/**
 * `POST favorites` (platform §7: id, type, characterId): stars a catalogue entry, for one of the
 * user's characters or (without `characterId`) for the account. Starring what is already starred
 * answers the same favourite: a retried or doubled tap is not an error.
 */
export const AddFavoriteBody = z
  .object({
    /** The catalogue entry's id. */
    id: CatalogueSlug,
    type: FavoriteType,
    characterId: RowId.nullable().optional(),
  })
  .strict();
export type AddFavoriteBody = z.input<typeof AddFavoriteBody>;

export const addFavorite = defineEndpoint({
  method: 'POST',
  path: '/favorites',
  summary: 'Star a beast, spell or item (starring it again answers the same favourite)',
  tags: ['favorites'],
  body: AddFavoriteBody,
  response: Favorite,
});

export const removeFavorite = defineEndpoint({
  method: 'DELETE',
  path: '/favorites/:id',
  summary: 'Remove one of your favourites (by the favourite’s id)',
  tags: ['favorites'],
  params: z.object({ id: RowId }),
  response: z.object({ id: z.string() }),
});
