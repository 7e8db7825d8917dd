import type { FastifyInstance } from 'fastify';

import { addFavorite, listFavorites, removeFavorite } from '@hearth/contract';

import * as favorites from '../../favorites/favorites.ts';
import { idempotent } from '../../http/idempotency.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/**
 * Favourites (platform §7): catalogue entries a user starred, for the account or one of their
 * characters. Ownership is checked in favorites/load-favorite.ts (and load-character.ts for the
 * character named); every change runs in idempotent(), the catalogue read before it.
 */
export async function favoriteRoutes(app: FastifyInstance) {
  registerEndpoint(app, listFavorites, async ({ query, request }) =>
    favorites.listFavorites(app.database.db, request.user!, query),
  );

  registerEndpoint(app, addFavorite, async ({ body, request }) => {
    favorites.refuseUnknownEntry(await app.content.rules(), body.type, body.id);
    return idempotent(app, request, (db) =>
      favorites.addFavorite(db, request.user!, body, app.now()),
    );
  });

  registerEndpoint(app, removeFavorite, async ({ params, request }) =>
    idempotent(app, request, (db) => favorites.removeFavorite(db, request.user!, params.id)),
  );
}
