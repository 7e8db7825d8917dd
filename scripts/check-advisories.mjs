// `npm run advisories:check`: fails when package-lock.json holds a version that a high or
// critical advisory of the committed snapshot (security/advisories.json) covers. Offline on
// purpose: CI must not pass or fail with the registry's audit endpoint. Refresh the snapshot with
// `npm run advisories:update`.
//
//   node scripts/check-advisories.mjs [--lockfile package-lock.json] [--advisories security/advisories.json]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { describeMatch, judge, lockedPackages, matchAdvisories } from './advisories.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    lockfile: { type: 'string', default: resolve(root, 'package-lock.json') },
    advisories: { type: 'string', default: resolve(root, 'security/advisories.json') },
  },
});

const lockfile = JSON.parse(readFileSync(values.lockfile, 'utf8'));
const snapshot = JSON.parse(readFileSync(values.advisories, 'utf8'));
const packages = lockedPackages(lockfile);
const { failing, reported } = judge(matchAdvisories(packages, snapshot.advisories));

for (const match of reported) console.warn(`advisory: ${describeMatch(match)}`);
for (const match of failing) console.error(`ADVISORY: ${describeMatch(match)}`);
console.log(
  `advisories: ${packages.length} locked packages checked against ${snapshot.advisories.length} ` +
    `advisories (snapshot of ${snapshot.updated}): ${failing.length} high or critical, ` +
    `${reported.length} lower`,
);
if (failing.length > 0) {
  console.error('Upgrade the packages above (or pin a fixed version with "overrides").');
  process.exit(1);
}
