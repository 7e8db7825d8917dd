// `npm run bench`: runs every benchmark in its own process and prints their figures.
// Each script prints its own measurements and targets; a script exits non-zero when it misses one.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = [
  ['Server start, restart and idle memory (embedded PGlite)', 'server.ts'],
  ['Landing page JavaScript', 'bundle-size.ts'],
  ['Main-thread long tasks while pages load', 'main-thread.ts'],
  ['Lighthouse per route, first and repeat visit', 'lighthouse.ts'],
  ['Catalogue transfer per store', 'catalogue-size.ts'],
  ['Sheet derivation (rules engine)', 'derive.ts'],
  ['Spell list filtering', 'spell-filter.ts'],
  ['Item and creature list filtering (full lists)', 'catalogue-filter.ts'],
  ['Reads and updates at scale (PostgreSQL, 1 000 000 characters)', 'scale.ts'],
  ['API throughput beside a hello-world (autocannon, PostgreSQL and PGlite)', 'api.ts'],
  ['Sheet tap to paint and long tasks (4× CPU slow-down)', 'tap-to-paint.ts'],
  ['Outbox replay: 1000 queued edits merged and sent (embedded PGlite)', 'outbox-replay.ts'],
] as const;

const only = process.argv.slice(2);
let failed = 0;
for (const [title, file] of BENCHMARKS) {
  if (only.length > 0 && !only.some((name) => file.includes(name))) continue;
  console.log(`\n== ${title} (${file})`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(file, import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) failed += 1;
}
console.log(
  failed === 0 ? '\nAll benchmarks within target.' : `\n${failed} benchmark(s) missed a target.`,
);
process.exit(failed === 0 ? 0 : 1);
