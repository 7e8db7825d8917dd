// Initial JavaScript of the landing page, gzip: every script the browser loads for `/` in
// Chromium at phone size, measured against the production build served by the real server.
// Target (issue 2): at most 170 KB gzip.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { REPO_ROOT, startServer } from './lib/server-process.ts';

const TARGET_KB = 170;

export async function measureLandingJs(): Promise<{ files: [string, number][]; totalKb: number }> {
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium');
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-js-'));
  const server = await startServer({ PORT: '4598', DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const files: [string, number][] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) files.push([new URL(response.url()).pathname, gzipSync(body).length]);
    });
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    const total = files.reduce((sum, [, size]) => sum + size, 0);
    return { files, totalKb: total / 1024 };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function printLandingJs(): Promise<boolean> {
  const { files, totalKb } = await measureLandingJs();
  console.log('Landing page initial JavaScript (gzip):');
  for (const [path, size] of files)
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  const ok = totalKb <= TARGET_KB;
  console.log(
    `  ${totalKb.toFixed(1).padStart(7)} KB  total (target ≤ ${TARGET_KB} KB) ${ok ? 'OK' : 'OVER'}`,
  );
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printLandingJs().then((ok) => process.exit(ok ? 0 : 1));
}
