import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { compileCatalogue, ContentError } from './compile.ts';
import { BUILD_DIR, ENTRIES_DIR } from './paths.ts';

try {
  const catalogue = compileCatalogue(ENTRIES_DIR);
  rmSync(BUILD_DIR, { recursive: true, force: true });
  mkdirSync(BUILD_DIR, { recursive: true });
  for (const bundle of Object.values(catalogue)) {
    writeFileSync(join(BUILD_DIR, `${bundle.store}.json`), JSON.stringify(bundle));
  }
  const total = Object.values(catalogue).reduce((sum, b) => sum + b.entries.length, 0);
  console.log(
    `content: ${total} entries in ${Object.keys(catalogue).length} stores → ${BUILD_DIR}`,
  );
} catch (error) {
  if (error instanceof ContentError) {
    console.error(`content: invalid entry ${error.message}`);
    process.exit(1);
  }
  throw error;
}
