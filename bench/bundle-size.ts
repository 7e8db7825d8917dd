// First-load JavaScript per route, gzip: every script Chromium requests at phone size until the
// app is ready (its `app-ready` marker, rendered once the route's screen code is in), measured
// against the production build served by the real server. Scripts fetched after that
// (background catalogue sync, prefetches) are listed apart and not counted. The character routes
// are opened signed in, with an active character. Targets (issue 16): the landing at most
// 120 KB gzip, every other route at most 200 KB.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

import type { Browser } from '@playwright/test';
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { freePort } from './lib/free-port.ts';
import type { BenchRoute } from './lib/routes.ts';
import { benchRoutes } from './lib/routes.ts';
import { REPO_ROOT, startServer } from './lib/server-process.ts';
import type { SignedInUser } from './lib/signed-in-user.ts';
import { createSignedInUser, SESSION_KEYS } from './lib/signed-in-user.ts';

const GZIP_AS_SERVED = { level: constants.Z_BEST_COMPRESSION };

const LANDING_TARGET_KB = 120;
const ROUTE_TARGET_KB = 200;

interface FirstLoad {
  files: [string, number][];
  later: [string, number][];
  totalKb: number;
}

async function measureFirstLoad(
  browser: Browser,
  url: string,
  session: SignedInUser | null,
): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    // The moment the app became ready, taken in the page itself: a test runner's polling would
    // notice it later and count scripts requested meanwhile (idle-time background work).
    // (No named functions inside: tsx would wrap them in a helper the page does not have.)
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const state = window as unknown as { readyAt?: number };
        if (state.readyAt !== undefined) return;
        if (document.querySelector('[data-testid="app-ready"]')) state.readyAt = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    if (session) {
      await page.addInitScript(
        ([keys, token, characterId]) => {
          localStorage.setItem(keys.token, token);
          localStorage.setItem(keys.character, characterId);
        },
        [SESSION_KEYS, session.token, session.characterId] as const,
      );
    }
    const sizes = new Map<string, number>();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      void request.response().then(async (response) => {
        const body = await response?.body().catch(() => null);
        // At the level the server's gzip copies are written at (apps/web/scripts/precompress.mjs):
        // the bytes a gzip-only browser is sent.
        if (body) sizes.set(new URL(request.url()).pathname, gzipSync(body, GZIP_AS_SERVED).length);
      });
    });
    await page.goto(url);
    await page.getByTestId('app-ready').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const { readyAt, started } = await page.evaluate(() => ({
      readyAt: (window as unknown as { readyAt?: number }).readyAt ?? Infinity,
      started: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => [new URL(entry.name).pathname, entry.startTime] as [string, number]),
    }));
    const files: [string, number][] = [];
    const later: [string, number][] = [];
    for (const [path, startTime] of started) {
      const size = sizes.get(path);
      if (size === undefined) continue;
      (startTime <= readyAt ? files : later).push([path, size]);
    }
    const total = files.reduce((sum, [, size]) => sum + size, 0);
    return { files, later, totalKb: total / 1024 };
  } finally {
    await context.close();
  }
}

/** The first load of every route of issue 16, each in a fresh context (nothing cached). */
export async function measureRoutes(): Promise<[BenchRoute, FirstLoad][]> {
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium');
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-js-'));
  const server = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const user = await createSignedInUser(server.url, dataDir);
    const measured: [BenchRoute, FirstLoad][] = [];
    // BUNDLE_ROUTES=/,/login measures only those (by label), for a quick look at a change.
    const only = process.env.BUNDLE_ROUTES?.split(',').map((label) => label.trim());
    for (const route of benchRoutes(user)) {
      if (only && !only.includes(route.label)) continue;
      const session = route.signedIn ? user : null;
      measured.push([route, await measureFirstLoad(browser, server.url + route.path, session)]);
    }
    return measured;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function printFirstLoadJs(): Promise<boolean> {
  const measured = await measureRoutes();
  const kb = (size: number) => `${(size / 1024).toFixed(1).padStart(7)} KB`;
  // The landing's scripts always; every route's with BUNDLE_VERBOSE=1 (what to cut, and where).
  const listed = process.env.BUNDLE_VERBOSE ? measured : measured.slice(0, 1);
  for (const [route, load] of listed) {
    console.log(`${route.label} initial JavaScript (gzip), until the app is ready:`);
    const files = [...load.files].sort((a, b) => b[1] - a[1]);
    for (const [path, size] of files) console.log(`  ${kb(size)}  ${path}`);
    if (load.later.length > 0) {
      console.log('  Loaded after the app was ready (not counted):');
      for (const [path, size] of load.later) console.log(`  ${kb(size)}  ${path}`);
    }
  }
  console.log('First-load JavaScript per route (gzip, until the app is ready):');
  let ok = true;
  for (const [route, load] of measured) {
    const target = route.path === '/' ? LANDING_TARGET_KB : ROUTE_TARGET_KB;
    const within = load.totalKb <= target;
    ok &&= within;
    console.log(
      `  ${route.label.padEnd(18)} ${load.totalKb.toFixed(1).padStart(7)} KB ` +
        `(target ≤ ${target} KB) ${within ? 'OK' : 'OVER'}`,
    );
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printFirstLoadJs().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
