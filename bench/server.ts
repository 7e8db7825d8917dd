// Server start-up benchmark: `node --import tsx bench/server.ts [--runs=3] [--skip-cold]`.
// Spawns the real server (apps/server/src/main.ts) on temporary DATA_DIRs with the embedded
// database and measures, until GET /api/health answers:
//   - the cold first start of an installation (no initdb template cached yet),
//   - the first start on an empty DATA_DIR (template cached: every later fresh DATA_DIR),
//   - a restart on the same DATA_DIR,
// and the server's resident memory once idle. Each server is stopped with SIGTERM.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGLITE_TEMPLATE_FILE } from '@hearth/server';

import { freePort } from './lib/free-port.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/src/main.ts');
const TARGETS = { firstStartMs: 5_000, restartMs: 3_000, idleRssMb: 300 };
const IDLE_WAIT_MS = 5_000;
const START_TIMEOUT_MS = 60_000;

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const skipCold = args.includes('--skip-cold');

interface Running {
  child: ChildProcess;
  port: number;
  readyMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answersHealth(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.status === 200;
  } catch {
    return false;
  }
}

async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    if (await answersHealth(port)) return { child, port, readyMs: performance.now() - started };
    await sleep(20);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
}

function stopServer({ child }: Running): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** Resident memory of the process, from /proc (Linux) or ps. */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** A few typical requests, then quiet: what a small server looks like most of the time. */
async function idleRss(running: Running): Promise<number> {
  for (const path of ['/api/health', '/api/versions', '/api/docs/json', '/']) {
    await fetch(`http://127.0.0.1:${running.port}${path}`).then((r) => r.arrayBuffer());
  }
  await sleep(IDLE_WAIT_MS);
  return rssMb(running.child.pid ?? 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(label: string, value: string, target?: string, ok?: boolean) {
  const verdict = ok === undefined ? '' : ok ? 'ok' : 'MISSED';
  console.log(
    `  ${label.padEnd(40)} ${value.padStart(10)}   ${(target ?? '').padEnd(14)} ${verdict}`,
  );
}

async function measureColdStart(root: string): Promise<number> {
  // Move the cached template aside so this start runs initdb, as on a new installation.
  const backup = `${PGLITE_TEMPLATE_FILE}.bench-backup`;
  const hadTemplate = existsSync(PGLITE_TEMPLATE_FILE);
  if (hadTemplate) renameSync(PGLITE_TEMPLATE_FILE, backup);
  try {
    const running = await startServer(join(root, 'cold'));
    await stopServer(running);
    return running.readyMs;
  } finally {
    if (hadTemplate && existsSync(PGLITE_TEMPLATE_FILE)) rmSync(backup, { force: true });
    else if (hadTemplate) renameSync(backup, PGLITE_TEMPLATE_FILE);
  }
}

interface Figures {
  coldMs: number;
  firstStarts: number[];
  restarts: number[];
  rssAfterFirst: number[];
  rssAfterRestart: number[];
  exitCodes: Set<number | null>;
}

async function measure(root: string): Promise<Figures> {
  const figures: Figures = {
    coldMs: skipCold ? NaN : await measureColdStart(root),
    firstStarts: [],
    restarts: [],
    rssAfterFirst: [],
    rssAfterRestart: [],
    exitCodes: new Set(),
  };
  for (let run = 0; run < runs; run++) {
    const dataDir = join(root, `run-${run}`);
    const first = await startServer(dataDir);
    figures.firstStarts.push(first.readyMs);
    figures.rssAfterFirst.push(await idleRss(first));
    figures.exitCodes.add(await stopServer(first));
    const again = await startServer(dataDir);
    figures.restarts.push(again.readyMs);
    figures.rssAfterRestart.push(await idleRss(again));
    figures.exitCodes.add(await stopServer(again));
  }
  return figures;
}

/** Prints the table; returns whether every target was met. */
function report(figures: Figures): boolean {
  const firstMs = median(figures.firstStarts);
  const restartMs = median(figures.restarts);
  const rssFirst = median(figures.rssAfterFirst);
  const rssRestart = median(figures.rssAfterRestart);
  const rss = Math.max(rssFirst, rssRestart);
  const exitCodes = [...figures.exitCodes];
  const checks = {
    firstStart: firstMs <= TARGETS.firstStartMs,
    restart: restartMs <= TARGETS.restartMs,
    rss: rss <= TARGETS.idleRssMb,
    exit: exitCodes.every((code) => code === 0),
  };
  if (!skipCold)
    row('first start of an installation (initdb)', seconds(figures.coldMs), 'see note');
  row('first start, empty DATA_DIR', seconds(firstMs), '≤ 5 s', checks.firstStart);
  row('restart, same DATA_DIR', seconds(restartMs), '≤ 3 s', checks.restart);
  row('idle RSS after first start', `${rssFirst.toFixed(0)} MB`);
  row('idle RSS after restart', `${rssRestart.toFixed(0)} MB`);
  row('idle RSS (worst of the two)', `${rss.toFixed(0)} MB`, '≤ 300 MB', checks.rss);
  row('exit code on SIGTERM', exitCodes.join(', '), '0', checks.exit);
  console.log(`\n  runs: first ${figures.firstStarts.map(seconds).join(', ')}`);
  console.log(`        restart ${figures.restarts.map(seconds).join(', ')}`);
  console.log(
    '  note: initdb runs once per installation and its result is cached; running\n' +
      '  `npm run build -w @hearth/server` beforehand moves it out of the very first start.',
  );
  return Object.values(checks).every(Boolean);
}

const root = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
try {
  console.log(
    `Hearth server start-up, embedded PGlite — Node ${process.version}, ` +
      `${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)}, median of ${runs} runs\n`,
  );
  if (!report(await measure(root))) process.exitCode = 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
