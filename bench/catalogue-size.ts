// Size of each catalogue store as the API serves it (JSON of the bundle), raw and gzip, and
// the whole catalogue's transfer. Target (issue 4): the whole catalogue well under 1 MB gzip.
import { gzipSync } from 'node:zlib';

import { loadCatalogue } from '@hearth/content';

const TARGET_KB = 1024;

const rows = Object.values(loadCatalogue()).map((bundle) => {
  const json = Buffer.from(JSON.stringify({ data: bundle }));
  return {
    store: bundle.store,
    entries: bundle.entries.length,
    raw: json.length,
    gzip: gzipSync(json).length,
  };
});
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

console.log('store            entries      raw KB    gzip KB');
for (const row of rows) {
  console.log(
    `${row.store.padEnd(16)} ${String(row.entries).padStart(7)} ${kb(row.raw)}   ${kb(row.gzip)}`,
  );
}
const raw = rows.reduce((sum, row) => sum + row.raw, 0);
const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
const ok = gzip / 1024 < TARGET_KB;
console.log(
  `${'total'.padEnd(16)} ${String(rows.reduce((s, r) => s + r.entries, 0)).padStart(7)} ${kb(raw)}   ${kb(gzip)}  (target < ${TARGET_KB} KB gzip) ${ok ? 'OK' : 'OVER'}`,
);
process.exit(ok ? 0 : 1);
