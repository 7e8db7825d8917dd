// Validates the named entry files against their store's schema without compiling the rest:
// `node --import tsx packages/content/src/build/check.ts <file.json>...`
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';

import { STORE_SCHEMAS } from '../schemas/index.ts';
import { isCatalogueStore } from '../stores.ts';

let failures = 0;
for (const file of process.argv.slice(2)) {
  const store = basename(dirname(file));
  const schema = isCatalogueStore(store) ? STORE_SCHEMAS[store] : undefined;
  if (!schema) {
    console.error(`${file}: no schema for store "${store}"`);
    failures += 1;
    continue;
  }
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    const id = parsed.success ? (parsed.data as { id?: string }).id : undefined;
    if (!parsed.success) {
      const issues = parsed.error.issues.map(
        (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
      );
      console.error(`${file}: ${issues.join('; ')}`);
      failures += 1;
    } else if (id !== undefined && id !== basename(file, '.json')) {
      console.error(`${file}: id "${id}" differs from the file name`);
      failures += 1;
    }
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    failures += 1;
  }
}
console.log(failures === 0 ? 'all valid' : `${failures} invalid file(s)`);
process.exit(failures === 0 ? 0 : 1);
