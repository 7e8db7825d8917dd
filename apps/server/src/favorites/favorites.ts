import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';

import type { AddFavoriteBody, Favorite, FavoriteType } from '@hearth/contract';
import { FAVORITES_PER_USER_MAX } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';

import { loadCharacterFor } from '../characters/load-character.ts';
import type { Database } from '../db/index.ts';
import { favorites, users } from '../db/schema/index.ts';
import { AppError, invalidField } from '../errors/app-error.ts';
import { toFavoriteView } from './favorite-view.ts';
import type { FavoriteRow } from './load-favorite.ts';
import { loadFavoriteFor } from './load-favorite.ts';

type User = { id: string };

/** The catalogue store each kind of favourite names an entry of. */
const STORE_OF = {
  beast: 'beasts',
  spell: 'spells',
  item: 'items',
} as const satisfies Record<FavoriteType, keyof RulesCatalogue>;

/**
 * Refuses a favourite of an entry the catalogue does not have: a star on nothing would show
 * as a broken row on every device. Read before the transaction (idempotent() reads nothing
 * outside it).
 */
export function refuseUnknownEntry(catalogue: RulesCatalogue, type: FavoriteType, id: string) {
  if (!catalogue[STORE_OF[type]].has(id)) {
    throw invalidField('body.id', `There is no ${type} "${id}" in the catalogue`);
  }
}

/** The user's favourites, oldest first; of one of their characters and of one kind if asked. */
export async function listFavorites(
  db: Database,
  user: User,
  filter: { characterId?: string | undefined; type?: FavoriteType | undefined },
): Promise<Favorite[]> {
  if (filter.characterId !== undefined) await loadCharacterFor(db, user, filter.characterId);
  const rows = await db
    .select()
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, user.id),
        filter.characterId !== undefined
          ? eq(favorites.characterId, filter.characterId)
          : undefined,
        filter.type !== undefined ? eq(favorites.entityType, filter.type) : undefined,
      ),
    )
    .orderBy(asc(favorites.createdAt), asc(favorites.id));
  return rows.map(toFavoriteView);
}

async function findSame(
  db: Database,
  user: User,
  body: z.output<typeof AddFavoriteBody>,
): Promise<FavoriteRow | undefined> {
  const [row] = await db
    .select()
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, user.id),
        body.characterId
          ? eq(favorites.characterId, body.characterId)
          : isNull(favorites.characterId),
        eq(favorites.entityType, body.type),
        eq(favorites.entityId, body.id),
      ),
    );
  return row;
}

/** Refuses a new favourite past the cap; holds the user's row so two at once cannot both fit. */
async function refuseOverCap(db: Database, user: User): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
  const [row] = await db
    .select({ n: count() })
    .from(favorites)
    .where(eq(favorites.userId, user.id));
  if ((row?.n ?? 0) >= FAVORITES_PER_USER_MAX) {
    throw new AppError(
      'CONFLICT',
      `At most ${FAVORITES_PER_USER_MAX} favourites: remove some before adding more`,
    );
  }
}

/**
 * Stars a catalogue entry (checked by the caller with {@link refuseUnknownEntry}) for the user,
 * or for one of their characters. Already starred: the same favourite, unchanged.
 */
export async function addFavorite(
  db: Database,
  user: User,
  body: z.output<typeof AddFavoriteBody>,
  now: Date,
): Promise<Favorite> {
  if (body.characterId) await loadCharacterFor(db, user, body.characterId);
  const existing = await findSame(db, user, body);
  if (existing) return toFavoriteView(existing);
  await refuseOverCap(db, user);
  const [created] = await db
    .insert(favorites)
    .values({
      userId: user.id,
      characterId: body.characterId ?? null,
      entityType: body.type,
      entityId: body.id,
      createdAt: now,
      updatedAt: now,
    })
    // The unique key settles a star made at the same moment elsewhere: that one is kept.
    .onConflictDoNothing()
    .returning();
  const row = created ?? (await findSame(db, user, body));
  return toFavoriteView(row!);
}

/** Removes one of the user's favourites. */
export async function removeFavorite(
  db: Database,
  user: User,
  id: string,
): Promise<{ id: string }> {
  const favorite = await loadFavoriteFor(db, user, id);
  await db.delete(favorites).where(eq(favorites.id, favorite.id));
  return { id: favorite.id };
}
