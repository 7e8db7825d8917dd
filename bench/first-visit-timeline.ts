// A diagnostic, not a benchmark with a target (not in `npm run bench`): what a signed-in user's
// first visit to a character route waits for, on a phone's slow 4G (150 ms latency, 1.6 Mbps,
// emulated per request by DevTools) with the CPU slowed 4×, against the production build served
// by the real server. Prints every request of the page (start → end, compressed size), the long
// tasks and the largest-contentful-paint candidates on one time line, from navigation. Unlike
// Lighthouse's simulation it is repeatable to within about 50 ms, so two builds can be compared.
// The app worker's own requests (the catalogue) are not listed, and DevTools does not slow them.
//   node --import tsx bench/first-visit-timeline.ts /magic
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { freePort } from './lib/free-port.ts';
import { startServer } from './lib/server-process.ts';
import { createSignedInUser, SESSION_KEYS } from './lib/signed-in-user.ts';

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Runs in the page before its scripts: records long tasks and LCP candidates. */
const OBSERVE = `
  window.__timeline = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__timeline.push([entry.startTime, 'long task ' + Math.round(entry.duration) + ' ms']);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element ? entry.element.tagName.toLowerCase() + '.' + entry.element.className : '';
      window.__timeline.push([entry.startTime, 'LCP candidate ' + entry.size + ' px² ' + element]);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function main(path: string): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium');
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-timeline-'));
  const server = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const user = await createSignedInUser(server.url, dataDir);
    // No service worker: a first visit, and every request in the page's own timing.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const session = `localStorage.setItem(${JSON.stringify(SESSION_KEYS.token)}, ${JSON.stringify(
      user.token,
    )}); localStorage.setItem(${JSON.stringify(SESSION_KEYS.character)}, ${JSON.stringify(
      user.characterId,
    )});`;
    await context.addInitScript({ content: session + OBSERVE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(server.url + path.replace('{id}', user.inventoryId));
    await page.getByTestId('app-ready').waitFor({ state: 'attached', timeout: 60_000 });
    // The screen's content and the work after it (idle-time loads, the install prompt's timer).
    await page.waitForTimeout(4000);
    const lines = await page.evaluate(() => {
      const recorded = (window as unknown as { __timeline: [number, string][] }).__timeline;
      const requests = performance.getEntriesByType('resource').map((entry): [number, string] => {
        const timing = entry as PerformanceResourceTiming;
        const name = timing.name.replace(location.origin, '');
        return [
          timing.startTime,
          `${name} → ${Math.round(timing.responseEnd)} ms (${timing.encodedBodySize} B)`,
        ];
      });
      return [...recorded, ...requests].sort((a, b) => a[0] - b[0]);
    });
    console.log(`First visit to ${path}, slow 4G and 4× CPU (times in ms from navigation):`);
    for (const [at, what] of lines) console.log(`${String(Math.round(at)).padStart(6)}  ${what}`);
    const scripts = lines.filter(([, what]) => /\.js /.test(what)).length;
    console.log(`${scripts} script requests`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main(process.argv[2] ?? '/character').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
