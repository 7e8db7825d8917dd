// API throughput benchmark: `node --import tsx bench/api.ts`.
// autocannon on loopback (BENCH_API_CONNECTIONS, default 50; BENCH_API_DURATION_S seconds per
// run, default 10) against a bare Fastify hello-world, then the real server on PostgreSQL (a
// throwaway database on BENCH_API_POSTGRES, dropped after) and on embedded PGlite (a temporary
// DATA_DIR). BENCH_API_DATABASES=postgres or =pglite runs one of them. Each server is a child
// process, as in production; BENCH_API_NODE_ARGS go to its node (e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it), and BENCH_API_SCENARIOS=read,sheet
// runs only the scenarios whose name contains one of the words. Each measured run follows
// BENCH_API_WARMUP_S seconds (default 2) of the same load, not counted: a running server has its
// hot paths compiled by the JIT, and a cold one is not what we want to measure. Exits non-zero
// when a target is missed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import type { ApiFixture } from './lib/api-fixture.ts';
import { createApiFixture } from './lib/api-fixture.ts';
import { freePort } from './lib/free-port.ts';
import { startHelloWorld } from './lib/hello-world.ts';
import type { LoadFigures, LoadOptions } from './lib/load.ts';
import { load } from './lib/load.ts';
import { startServer } from './lib/server-process.ts';

const durationS = Number(process.env.BENCH_API_DURATION_S ?? 10);
const warmUpS = Number(process.env.BENCH_API_WARMUP_S ?? 2);
const connections = Number(process.env.BENCH_API_CONNECTIONS ?? 50);
const postgresServer = process.env.BENCH_API_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';
const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const databases = (process.env.BENCH_API_DATABASES ?? 'postgres,pglite').split(',');
/** BENCH_API_SCENARIOS=read,sheet runs only the scenarios whose name contains one of these. */
const only = process.env.BENCH_API_SCENARIOS?.split(',') ?? [];

type Database = 'postgres' | 'pglite';

/** A target: a minimum share of hello-world's throughput, a maximum p99, or a minimum rate. */
interface Target {
  minRatio?: number;
  maxP99Ms?: number;
  minRequestsPerSecond?: number;
}

interface Scenario {
  name: string;
  request(fixture: ApiFixture): Omit<LoadOptions, 'url' | 'connections' | 'durationS'> & {
    path: string;
  };
  targets: Partial<Record<Database, Target>>;
}

const auth = (fixture: ApiFixture) => ({ authorization: `Bearer ${fixture.token}` });

/**
 * Issue 16's targets. PGlite's are 3× the figures measured before the work (character read
 * ~300 requests/s, p99 350 ms); "close to hello-world" for health is read as half or more.
 */
const SCENARIOS: Scenario[] = [
  {
    name: 'health',
    request: () => ({ path: '/api/health' }),
    targets: { postgres: { minRatio: 0.5 }, pglite: { minRatio: 0.5 } },
  },
  {
    name: 'character read',
    request: (f) => ({ path: `/api/characters/${f.characterId}`, headers: auth(f) }),
    targets: {
      postgres: { minRatio: 0.35, maxP99Ms: 25 },
      pglite: { minRequestsPerSecond: 900, maxP99Ms: 350 / 3 },
    },
  },
  {
    name: 'sheet',
    request: (f) => ({ path: `/api/characters/${f.characterId}/sheet`, headers: auth(f) }),
    targets: { postgres: { minRatio: 0.25, maxP99Ms: 25 } },
  },
  {
    name: 'character read, If-None-Match',
    request: (f) => ({
      path: `/api/characters/${f.characterId}`,
      headers: { ...auth(f), 'if-none-match': f.etags.character },
    }),
    targets: {},
  },
  {
    name: 'sheet, If-None-Match',
    request: (f) => ({
      path: `/api/characters/${f.characterId}/sheet`,
      headers: { ...auth(f), 'if-none-match': f.etags.sheet },
    }),
    targets: {},
  },
  {
    // 50 players at a table, each changing their own character: no update waits for another.
    name: 'update (POST, temp HP)',
    request: (f) => ({
      path: `/api/characters/${f.characterId}`,
      paths: f.characterIds.map((id) => `/api/characters/${id}`),
      method: 'POST',
      headers: { ...auth(f), 'content-type': 'application/json' },
      body: f.updateBody,
    }),
    targets: { postgres: { minRatio: 0.15 } },
  },
  {
    // The same as the app's outbox sends it: with a new Idempotency-Key, so the change and the
    // memory of its answer commit in one transaction. Informational.
    name: 'update with Idempotency-Key',
    request: (f) => ({
      path: `/api/characters/${f.characterId}`,
      paths: f.characterIds.map((id) => `/api/characters/${id}`),
      freshIdempotencyKeys: true,
      method: 'POST',
      headers: { ...auth(f), 'content-type': 'application/json' },
      body: f.updateBody,
    }),
    targets: {},
  },
  {
    // Every connection on the same character: each update waits for the row lock the one
    // before holds, so this measures how long an update holds it. Informational.
    name: 'update, one character for all',
    request: (f) => ({
      path: `/api/characters/${f.characterId}`,
      method: 'POST',
      headers: { ...auth(f), 'content-type': 'application/json' },
      body: f.updateBody,
    }),
    targets: {},
  },
  {
    name: 'spells catalogue',
    request: () => ({ path: '/api/spells', headers: { 'accept-encoding': 'gzip' } }),
    targets: {},
  },
  {
    name: 'spells, If-None-Match',
    request: (f) => ({
      path: '/api/spells',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': f.etags.spells },
    }),
    targets: {},
  },
  {
    name: 'login (argon2; no target)',
    request: (f) => ({
      path: '/api/auth/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: f.email, password: f.password }),
    }),
    targets: {},
  },
];

interface Row {
  label: string;
  figures: LoadFigures;
  ratio: number;
  target?: Target;
  /** The server's CPU time (user + system) per answer during the measured run, in µs. */
  cpuUsPerRequest?: number;
}

/** CPU time a process has used (user + system), in µs, from /proc (Linux); null elsewhere. */
function cpuTimeUs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // Linux reports in USER_HZ, 100 on every common build.
    return ticks * 10_000;
  } catch {
    return null;
  }
}

/** Warms the route up with the same load (not counted), then measures it. */
async function run(
  url: string,
  options: Omit<LoadOptions, 'url' | 'connections' | 'durationS'> = {},
  pid?: number,
): Promise<LoadFigures & { cpuUsPerRequest?: number }> {
  if (warmUpS > 0) await load({ url, connections, durationS: warmUpS, ...options });
  const cpuBefore = cpuTimeUs(pid);
  const figures = await load({ url, connections, durationS, ...options });
  const cpuAfter = cpuTimeUs(pid);
  if (cpuBefore === null || cpuAfter === null || figures.requestsPerSecond === 0) return figures;
  return {
    ...figures,
    cpuUsPerRequest: (cpuAfter - cpuBefore) / (figures.requestsPerSecond * durationS),
  };
}

async function measureHelloWorld(): Promise<LoadFigures & { cpuUsPerRequest?: number }> {
  const hello = await startHelloWorld(await freePort());
  try {
    return await run(`${hello.url}/`, {}, hello.pid);
  } finally {
    await hello.stop();
  }
}

function postgresDatabase(): { url: string; drop(): void } {
  const name = `hearth_bench_api_${process.pid}`;
  const created = spawnSync('createdb', [`--maintenance-db=${postgresServer}/postgres`, name], {
    encoding: 'utf8',
  });
  if (created.status !== 0) throw new Error(`createdb ${name}: ${created.stderr}`);
  return {
    url: `${postgresServer}/${name}`,
    drop: () =>
      void spawnSync('dropdb', ['--force', `--maintenance-db=${postgresServer}/postgres`, name]),
  };
}

async function measureServer(database: Database, hello: LoadFigures): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-api-'));
  const postgres = database === 'postgres' ? postgresDatabase() : null;
  const server = await startServer(
    {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
    },
    nodeArgs,
  );
  try {
    const fixture = await createApiFixture(server.url, dataDir, connections);
    const etagOf = async (path: string) =>
      (await fetch(`${server.url}${path}`, { headers: auth(fixture) })).headers.get('etag') ?? '';
    // Taken now; the conditional reads run before the update scenario changes the character.
    fixture.etags = {
      character: await etagOf(`/api/characters/${fixture.characterId}`),
      sheet: await etagOf(`/api/characters/${fixture.characterId}/sheet`),
      spells: await etagOf('/api/spells'),
    };
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      if (only.length > 0 && !only.some((part) => scenario.name.includes(part))) continue;
      const { path, ...request } = scenario.request(fixture);
      const figures = await run(`${server.url}${path}`, request, server.process.pid);
      rows.push({
        label: `${database.padEnd(8)} ${scenario.name}`,
        figures,
        ...(figures.cpuUsPerRequest === undefined
          ? {}
          : { cpuUsPerRequest: figures.cpuUsPerRequest }),
        ratio: figures.requestsPerSecond / hello.requestsPerSecond,
        ...(scenario.targets[database] ? { target: scenario.targets[database] } : {}),
      });
    }
    return rows;
  } finally {
    await server.stop();
    postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function describeTarget(target: Target | undefined): string {
  if (!target) return '';
  const parts = [
    target.minRatio === undefined ? '' : `≥ ${Math.round(target.minRatio * 100)}%`,
    target.minRequestsPerSecond === undefined ? '' : `≥ ${target.minRequestsPerSecond}/s`,
    target.maxP99Ms === undefined ? '' : `p99 < ${Math.round(target.maxP99Ms)} ms`,
  ];
  return parts.filter(Boolean).join(', ');
}

function meets(row: Row): boolean {
  const { target, figures } = row;
  if (!target) return true;
  return (
    (target.minRatio === undefined || row.ratio >= target.minRatio) &&
    (target.minRequestsPerSecond === undefined ||
      figures.requestsPerSecond >= target.minRequestsPerSecond) &&
    (target.maxP99Ms === undefined || figures.p99Ms < target.maxP99Ms) &&
    figures.unexpected === 0
  );
}

function printTable(rows: Row[]): boolean {
  console.log(
    `  ${'scenario'.padEnd(38)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}` +
      ` ${'ratio'.padStart(6)} ${'CPU µs'.padStart(7)}  ${'target'.padEnd(22)} result`,
  );
  let allMet = true;
  for (const row of rows) {
    const ok = meets(row);
    allMet &&= ok;
    const { figures } = row;
    const notes = [
      figures.notModified > 0 ? `${figures.notModified} × 304` : '',
      figures.unexpected > 0 ? `${figures.unexpected} unexpected answers` : '',
    ].filter(Boolean);
    console.log(
      `  ${row.label.padEnd(38)} ${figures.requestsPerSecond.toFixed(0).padStart(8)}` +
        ` ${`${figures.p50Ms}`.padStart(6)} ${`${figures.p99Ms}`.padStart(6)}` +
        ` ${`${(row.ratio * 100).toFixed(0)}%`.padStart(6)}` +
        ` ${(row.cpuUsPerRequest === undefined ? '' : row.cpuUsPerRequest.toFixed(0)).padStart(7)}` +
        `  ${describeTarget(row.target).padEnd(22)}` +
        ` ${row.target ? (ok ? 'ok' : 'MISSED') : ''}${notes.length ? ` (${notes.join(', ')})` : ''}`,
    );
  }
  return allMet;
}

console.log(
  `Hearth API on loopback — Node ${process.version}, ${cpus().length} CPUs, ` +
    `load ${loadavg()[0]?.toFixed(2)}, ${connections} connections, ${durationS} s per run ` +
    `after ${warmUpS} s of warm-up; ` +
    'latencies in ms; ratio to the hello-world measured just before each database; ' +
    "CPU µs: the server process's CPU time per answer\n",
);
const rows: Row[] = [];
for (const database of databases as Database[]) {
  const hello = await measureHelloWorld();
  rows.push({
    label: `hello-world (before ${database})`,
    figures: hello,
    ratio: 1,
    ...(hello.cpuUsPerRequest === undefined ? {} : { cpuUsPerRequest: hello.cpuUsPerRequest }),
  });
  rows.push(...(await measureServer(database, hello)));
}
if (!printTable(rows)) process.exitCode = 1;
