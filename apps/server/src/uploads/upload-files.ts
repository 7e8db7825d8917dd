import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../db/index.ts';
import { namesWithRows } from './file-cleanup.ts';

/** How stored upload files are named: `<uuid>.webp`; nothing else in the folder is touched. */
export const UPLOAD_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export interface UploadFilesOptions {
  dir: string;
  db: Database;
  log: FastifyBaseLogger;
  /**
   * A file without a row is only swept once it is this old: an upload writes its file before
   * its row, and the row of an upload in flight must have time to arrive.
   */
  graceMs: number;
  /** Removes one file; tests inject failures. */
  removeFile?: (path: string) => Promise<void>;
}

export interface UploadFiles {
  /**
   * Removes the files of released uploads; call it after the transaction that released them
   * has committed. A failure is logged, not thrown: the row is already gone, so the sweep
   * removes the file later.
   */
  remove(names: readonly string[]): Promise<void>;
  /** Removes the files old enough that no upload row names any more; answers how many. */
  sweep(): Promise<number>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The stored image files under `DATA_DIR/uploads` and their removal. */
export function uploadFiles(options: UploadFilesOptions): UploadFiles {
  const { dir, db, log } = options;
  const removeFile = options.removeFile ?? unlink;

  async function removeOne(name: string): Promise<boolean> {
    try {
      await removeFile(join(dir, name));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      log.warn(
        { err: error, file: name },
        'an upload file could not be removed; the sweep retries',
      );
      return false;
    }
  }

  async function oldEnough(name: string, before: number): Promise<boolean> {
    const info = await stat(join(dir, name)).catch(() => null);
    return info !== null && info.isFile() && info.mtimeMs <= before;
  }

  return {
    async remove(names) {
      for (const name of names) {
        if (UPLOAD_FILE_NAME.test(name)) await removeOne(name);
      }
    },

    async sweep() {
      const entries = await readdir(dir).catch(() => [] as string[]);
      // File times are the wall clock's, whatever clock the app was given.
      const before = Date.now() - options.graceMs;
      const candidates: string[] = [];
      for (const name of entries) {
        if (UPLOAD_FILE_NAME.test(name) && (await oldEnough(name, before))) candidates.push(name);
      }
      const kept = await namesWithRows(db, candidates);
      let removed = 0;
      for (const name of candidates) {
        if (!kept.has(name) && (await removeOne(name))) removed += 1;
      }
      if (removed > 0) log.info({ removed }, 'swept upload files nothing refers to');
      return removed;
    },
  };
}

/**
 * Runs `work` (which commits a transaction) with a list its transaction adds released file
 * names to, then removes those files: only once the commit has happened, never for a
 * transaction that threw and rolled back.
 */
export async function removingReleasedFiles<T>(
  files: UploadFiles,
  work: (released: string[]) => Promise<T>,
): Promise<T> {
  const released: string[] = [];
  const result = await work(released);
  await files.remove(released);
  return result;
}
