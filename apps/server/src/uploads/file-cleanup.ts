import { and, eq, inArray, or } from 'drizzle-orm';

import { UPLOADED_IMAGE_URL } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { campaigns, characters, presets, uploads, users } from '../db/schema/index.ts';

/** The prefix an upload is served under; its file name follows (`<uuid>.webp`). */
export const UPLOADS_URL_PREFIX = '/api/uploads/';

/** The stored file name behind one of our upload URLs, or null for anything else. */
export function uploadFileNameOf(url: string | null | undefined): string | null {
  if (!url || !UPLOADED_IMAGE_URL.test(url)) return null;
  return url.slice(UPLOADS_URL_PREFIX.length);
}

/**
 * Whether anything of the owner's still shows the upload. Only the character avatar takes
 * uploads today; the other picture fields are checked too, so that a file is never removed
 * while any record could still point at it.
 */
async function isReferenced(db: Database, userId: string, url: string): Promise<boolean> {
  const places = [
    db
      .select({ id: characters.id })
      .from(characters)
      .where(and(eq(characters.userId, userId), eq(characters.avatar, url))),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.avatarId, url))),
    db
      .select({ id: presets.id })
      .from(presets)
      .where(and(eq(presets.userId, userId), eq(presets.icon, url))),
    db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        and(eq(campaigns.ownerId, userId), or(eq(campaigns.image, url), eq(campaigns.avatar, url))),
      ),
  ];
  for (const place of places) {
    if ((await place.limit(1)).length > 0) return true;
  }
  return false;
}

/**
 * Called in a transaction after a record stopped showing these URLs (a character deleted, its
 * avatar replaced): each upload of the owner's that nothing of theirs references any more loses
 * its row, and its file name is answered, to be removed once the transaction has committed
 * ({@link UploadFiles.remove}). The row is locked before the references are counted, and
 * {@link holdUpload} takes the same lock when a record starts showing an upload, so an avatar
 * set at the same moment on another character either is counted or finds the upload gone.
 */
export async function releaseUploads(
  db: Database,
  userId: string,
  urls: readonly (string | null | undefined)[],
): Promise<string[]> {
  const released: string[] = [];
  for (const url of new Set(urls)) {
    const name = uploadFileNameOf(url);
    if (!name || !url) continue;
    const [upload] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.path, name), eq(uploads.userId, userId)))
      .for('update');
    if (!upload || (await isReferenced(db, userId, url))) continue;
    await db.delete(uploads).where(eq(uploads.id, upload.id));
    released.push(name);
  }
  return released;
}

/**
 * Called in a transaction that makes a record of the user's show `url`: holds the upload's row
 * until the commit, so a concurrent release counts this new reference instead of removing the
 * file under it. Answers false when `url` is not an image the user has stored (never uploaded,
 * another user's, or released meanwhile): a record must not show a file that is, or will be,
 * gone. Anything that is not an upload URL is not this function's concern (true).
 */
export async function holdUpload(
  db: Database,
  userId: string,
  url: string | null | undefined,
): Promise<boolean> {
  const name = uploadFileNameOf(url);
  if (!name) return true;
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.path, name), eq(uploads.userId, userId)))
    .for('key share');
  return rows.length > 0;
}

/** Every file name of the user's uploads, deleting their rows (account deletion). */
export async function releaseAllUploadsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(eq(uploads.userId, userId))
    .returning({ path: uploads.path });
  return rows.map((row) => row.path);
}

/** Which of these file names still have an upload row (the sweeper keeps those). */
export async function namesWithRows(db: Database, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(inArray(uploads.path, [...names]));
  return new Set(rows.map((row) => row.path));
}

/** Whether an upload row still names this file (it is served only then). */
export async function isStoredUpload(db: Database, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.path, name))
    .limit(1);
  return rows.length > 0;
}
