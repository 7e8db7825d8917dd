import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Catalogue } from './compile.ts';
import { entriesFingerprint } from './fingerprint.ts';

/**
 * Writes one bundle file per store and the manifest that says which entries (and title
 * overlays) they came from.
 */
export function writeBuild(
  catalogue: Catalogue,
  buildDir: string,
  entriesDir: string,
  translationsDir?: string,
): void {
  rmSync(buildDir, { recursive: true, force: true });
  mkdirSync(buildDir, { recursive: true });
  for (const bundle of Object.values(catalogue)) {
    writeFileSync(join(buildDir, `${bundle.store}.json`), JSON.stringify(bundle));
  }
  writeFileSync(
    join(buildDir, 'manifest.json'),
    JSON.stringify({ entries: entriesFingerprint(entriesDir, translationsDir) }),
  );
}
