import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../config.ts';
import type { UploadFiles } from '../uploads/upload-files.ts';
import { uploadFiles } from '../uploads/upload-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored upload files: removal after a commit, and the sweep that retries it. */
    uploadFiles: UploadFiles;
  }
}

export interface UploadFilesPluginOptions {
  config: Config;
  /** Removes one file; tests inject failures to see the sweep retry. */
  removeFile?: (path: string) => Promise<void>;
}

/**
 * Makes `app.uploadFiles` available and sweeps at start-up and every few minutes, so a file
 * whose removal failed (or whose owner went while the server was down) does not stay served.
 */
export const uploadFilesPlugin = fp(
  async (app: FastifyInstance, options: UploadFilesPluginOptions) => {
    const { dir, sweepEveryS, sweepGraceS } = options.config.uploads;
    const files = uploadFiles({
      dir,
      db: app.database.db,
      log: app.log,
      graceMs: sweepGraceS * 1000,
      ...(options.removeFile ? { removeFile: options.removeFile } : {}),
    });
    app.decorate('uploadFiles', files);

    const sweep = () =>
      files.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void sweep();
      timer = setInterval(() => void sweep(), sweepEveryS * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'hearth-upload-files', dependencies: ['hearth-database'] },
);
