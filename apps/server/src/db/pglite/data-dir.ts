import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { extractTar } from './tar.ts';
import { DEFAULT_TEMPLATE_FILE, ensureInitdbTemplate } from './template.ts';

/**
 * Makes `dir` hold a PostgreSQL cluster: an existing one is left alone, otherwise the initdb
 * template is unpacked into a sibling directory and renamed into place, so an interrupted
 * first start never leaves half a cluster behind.
 */
export async function preparePgliteDataDir(
  dir: string,
  templateFile: string = DEFAULT_TEMPLATE_FILE,
): Promise<'existing' | 'created'> {
  if (existsSync(join(dir, 'PG_VERSION'))) return 'existing';
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(
      `${dir} is not empty but holds no PostgreSQL cluster. Move it away or choose another DATA_DIR.`,
    );
  }
  const template = await ensureInitdbTemplate(templateFile);
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  extractTar(template.file, partial);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return 'created';
}
