import type { addFavorite, listFavorites, removeFavorite } from '@hearth/contract';

import { callByPath } from '../api/bootCalls.ts';

/** The favourites calls (platform §7), by method and path only (favoriteCalls.test.ts checks). */
export const listFavoritesCall = callByPath<typeof listFavorites>('GET', '/favorites');
export const addFavoriteCall = callByPath<typeof addFavorite>('POST', '/favorites');
export const removeFavoriteCall = callByPath<typeof removeFavorite>('DELETE', '/favorites/:id');
