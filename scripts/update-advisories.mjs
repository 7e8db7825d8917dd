// `npm run advisories:update`: asks the npm registry's bulk advisory endpoint about every
// locked version and merges the answer into security/advisories.json, which
// `npm run advisories:check` (and CI) then read offline. Commit the refreshed snapshot.
// Leaves the snapshot untouched when the registry cannot be asked.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { bulkQuery, lockedPackages, mergeAdvisories } from './advisories.mjs';

const BULK_URL = 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';
const root = resolve(import.meta.dirname, '..');
const snapshotPath = resolve(root, 'security/advisories.json');

const lockfile = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8'));
const snapshot = JSON.parse(readFileSync(snapshotPath, 'utf8'));

const response = await fetch(BULK_URL, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(bulkQuery(lockedPackages(lockfile))),
  signal: AbortSignal.timeout(60_000),
});
if (!response.ok) {
  console.error(`${BULK_URL} answered ${response.status}: the snapshot is unchanged.`);
  process.exit(1);
}
const advisories = mergeAdvisories(snapshot.advisories, await response.json());
const updated = new Date().toISOString().slice(0, 10);
writeFileSync(
  snapshotPath,
  `${JSON.stringify({ ...snapshot, updated, source: BULK_URL, advisories }, null, 2)}\n`,
);
console.log(`${snapshotPath}: ${advisories.length} advisories (was ${snapshot.advisories.length})`);
