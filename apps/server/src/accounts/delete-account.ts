import { eq } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import { users } from '../db/schema/index.ts';
import { releaseAllUploadsOf } from '../uploads/file-cleanup.ts';

/**
 * Erases an account in one transaction: every table holding the user's data references users
 * with ON DELETE CASCADE. The user's upload rows go too; their file names join `released`, for
 * the caller to remove once the transaction has committed.
 */
export async function deleteAccountData(
  db: Database,
  userId: string,
  released: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    // The user's row first: an upload being recorded holds it (the quota check), so its row
    // is either committed before the list below is read, or never written.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    released.push(...(await releaseAllUploadsOf(tx, userId)));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
