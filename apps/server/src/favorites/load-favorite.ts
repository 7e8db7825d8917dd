import { eq } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import { favorites } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';

export type FavoriteRow = typeof favorites.$inferSelect;

/**
 * The one place a favourite's ownership is checked: another user's favourite answers the same
 * 'Favorite not found' as one that does not exist.
 */
export async function loadFavoriteFor(
  db: Database,
  user: { id: string },
  id: string,
): Promise<FavoriteRow> {
  const [row] = await db.select().from(favorites).where(eq(favorites.id, id));
  if (!row || row.userId !== user.id) throw new AppError('NOT_FOUND', 'Favorite not found');
  return row;
}
