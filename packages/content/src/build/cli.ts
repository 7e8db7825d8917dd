import { compileCatalogue, ContentError } from './compile.ts';
import { BUILD_DIR, ENTRIES_DIR, TRANSLATIONS_DIR } from './paths.ts';
import { writeBuild } from './write.ts';

try {
  const catalogue = compileCatalogue(ENTRIES_DIR, { translations: TRANSLATIONS_DIR });
  writeBuild(catalogue, BUILD_DIR, ENTRIES_DIR, TRANSLATIONS_DIR);
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
