// Reads and writes at scale: `node --import tsx bench/scale.ts` (needs PostgreSQL).
// Starts the real server on a small seeded database (100 users, 1 000 characters) and on a
// large one (issue 16: 100 000 users, 1 000 000 characters, 5 000 000 inventory lines), signs
// in as the same seeded users on both, and measures the character read, sheet and update with
// autocannon. Target: the large database within 1.5x of the small one (requests/s and p99).
//   SCALE_DATABASE=hearth_scale is reused when it exists (seed it with SCALE_KEEP=1
//   bench/seed-scale.ts), otherwise seeded at SCALE (default 1) and dropped afterwards.
//   SCALE_ROUNDS=3 rounds of SCALE_SECONDS=10 s per endpoint, at SCALE_CONNECTIONS=50.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import pg from 'pg';

import { databaseUrlOf, dropDatabase, seedScaleDatabase } from './lib/seed-scale.ts';
import type { BenchIdentity } from './lib/seed-sessions.ts';
import { signInSeededUsers } from './lib/seed-sessions.ts';

const ADMIN_URL = process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LARGE = process.env.SCALE_DATABASE ?? 'hearth_scale';
const SMALL = `${LARGE}_small`;
const SCALE = Number(process.env.SCALE ?? 1);
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 3);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 50);
/** Users 1..100 of either database, ten characters each. */
const BENCH_USERS = 100;
const MAX_RATIO = 1.5;
const SERVER_ENTRY = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Failed requests by what happened: a status code, `errors` or `timeouts`. */
  failures: Record<string, number>;
}

const ENDPOINTS = [
  { name: 'character read', method: 'GET' as const, path: (id: string) => `/api/characters/${id}` },
  {
    name: 'sheet',
    method: 'GET' as const,
    path: (id: string) => `/api/characters/${id}/sheet`,
  },
  {
    name: 'update',
    method: 'POST' as const,
    path: (id: string) => `/api/characters/${id}`,
    // A tap at the table: the fighter takes 5 damage.
    body: JSON.stringify({ hp: { max: 12, temp: 0, current: 7, max_mod: 0 } }),
  },
];

async function databaseExists(name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await admin.end();
  }
}

async function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-scale-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`server on ${url} exited (${child.exitCode})`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${url} did not start`);
}

function failuresOf(result: autocannon.Result): Record<string, number> {
  const failures: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    const count = stats?.count ?? 0;
    if (!code.startsWith('2') && count > 0) failures[code] = count;
  }
  if (result.errors > 0) failures.errors = result.errors;
  if (result.timeouts > 0) failures.timeouts = result.timeouts;
  return failures;
}

/** One autocannon run against one endpoint, cycling through the signed-in users' characters. */
async function measure(
  port: number,
  endpoint: (typeof ENDPOINTS)[number],
  identities: BenchIdentity[],
): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: endpoint.method,
        setupRequest: (request) => {
          const who = identities[next++ % identities.length]!;
          return {
            ...request,
            path: endpoint.path(who.characterId),
            headers: {
              authorization: `Bearer ${who.token}`,
              ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(endpoint.body ? { body: endpoint.body } : {}),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: failuresOf(result),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const spread = (values: number[]) =>
  `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;

// The databases: the small one seeded afresh every run (seconds), the large one reused.
console.log(`Seeding ${SMALL} (100 users, 1 000 characters, 5 000 inventory lines)…`);
await seedScaleDatabase({ adminUrl: ADMIN_URL, name: SMALL, scale: 0.001 });
const reuse = await databaseExists(LARGE);
if (reuse) console.log(`Reusing ${LARGE}.`);
else {
  console.log(`Seeding ${LARGE} at scale ${SCALE}…`);
  await seedScaleDatabase({ adminUrl: ADMIN_URL, name: LARGE, scale: SCALE, log: console.log });
}
const databases = [
  { label: 'small', url: databaseUrlOf(ADMIN_URL, SMALL) },
  { label: 'large', url: databaseUrlOf(ADMIN_URL, LARGE) },
];
const identities = await Promise.all(
  databases.map((database) => signInSeededUsers(database.url, BENCH_USERS)),
);
const servers = [];
for (const database of databases) servers.push(await startServer(database.url));

// Rounds alternate between the databases so that the machine's changing load hits both alike.
const runs = new Map<string, Figures[]>();
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const endpoint of ENDPOINTS) {
      for (const [index, database] of databases.entries()) {
        const key = `${endpoint.name}/${database.label}`;
        const figures = await measure(servers[index]!.port, endpoint, identities[index]!);
        runs.set(key, [...(runs.get(key) ?? []), figures]);
      }
    }
  }
} finally {
  for (const { child } of servers) child.kill('SIGTERM');
  await dropDatabase(ADMIN_URL, SMALL);
  if (!reuse && process.env.SCALE_KEEP !== '1') await dropDatabase(ADMIN_URL, LARGE);
}

// Each round measures small and large back to back, so the verdict uses each round's own ratio
// (median over the rounds): on a shared machine the load drifts between rounds far more than
// within one, and pairing cancels most of it.
console.log(
  `\n${ROUNDS} rounds of ${SECONDS} s at ${CONNECTIONS} connections; medians (range of rounds); ` +
    `slow-down: median of each round's large-vs-small ratio; load average ${loadavg()[0]!.toFixed(1)}`,
);
console.log(
  `  ${'endpoint'.padEnd(15)} ${'small req/s'.padStart(16)} ${'large req/s'.padStart(16)} ` +
    `${'p99 small'.padStart(10)} ${'p99 large'.padStart(10)} ${'slow-down req/s'.padStart(16)} ` +
    `${'p99'.padStart(6)}  ${'target'.padEnd(9)} verdict`,
);
let missed = 0;
for (const endpoint of ENDPOINTS) {
  const [small, large] = databases.map((database) =>
    runs.get(`${endpoint.name}/${database.label}`)!,
  ) as [Figures[], Figures[]];
  const rpsSlowDown = median(small.map((f, round) => f.rps / Math.max(large[round]!.rps, 1)));
  const p99SlowDown = median(large.map((f, round) => f.p99 / Math.max(small[round]!.p99, 1)));
  const failed = (values: Figures[], label: string) => {
    const total: Record<string, number> = {};
    for (const f of values) {
      for (const [what, count] of Object.entries(f.failures))
        total[what] = (total[what] ?? 0) + count;
    }
    const listed = Object.entries(total).map(([what, count]) => `${count} × ${what}`);
    return listed.length > 0 ? ` ${label}: ${listed.join(', ')}` : '';
  };
  const failures = failed(small, 'failed on small') + failed(large, 'failed on large');
  const ok = rpsSlowDown <= MAX_RATIO && p99SlowDown <= MAX_RATIO && failures === '';
  if (!ok) missed += 1;
  const rps = (values: Figures[]) =>
    `${Math.round(median(values.map((f) => f.rps)))} (${spread(values.map((f) => f.rps))})`;
  const p99 = (values: Figures[]) => `${median(values.map((f) => f.p99))} ms`;
  console.log(
    `  ${endpoint.name.padEnd(15)} ${rps(small).padStart(16)} ${rps(large).padStart(16)} ` +
      `${p99(small).padStart(10)} ${p99(large).padStart(10)} ` +
      `${`${rpsSlowDown.toFixed(2)}x`.padStart(16)} ${`${p99SlowDown.toFixed(2)}x`.padStart(6)}  ` +
      `${`<= ${MAX_RATIO}x`.padEnd(9)} ${ok ? 'ok' : 'MISSED'}` +
      failures,
  );
}
process.exit(missed === 0 ? 0 : 1);
