// Writes the PGlite initdb template: `node --import tsx template-cli.ts [file]`.
// - With a file: the child process of ensureInitdbTemplate(). Running initdb here keeps its
//   ~800 MB peak out of the server, whose memory would otherwise stay high until a garbage
//   collection that an idle server may never run.
// - Without: `npm run build -w @hearth/server` prepares the default cache ahead of time, so
//   that even an installation's very first start skips initdb.
import { existsSync } from 'node:fs';

import { DEFAULT_TEMPLATE_FILE, writeInitdbTemplate } from './template.ts';

const file = process.argv[2] ?? DEFAULT_TEMPLATE_FILE;
if (existsSync(file)) {
  console.log(`PGlite initdb template already prepared: ${file}`);
} else {
  await writeInitdbTemplate(file);
  console.log(`PGlite initdb template prepared: ${file}`);
}
