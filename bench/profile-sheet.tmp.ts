// Temporary profiling harness (not committed): React commits and rendered components per commit
// during a repeat-visit load of /character and /magic and during taps, plus CPU profiles.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { startServer } from './lib/server-process.ts';
import { setUpForProfile } from './tap-to-paint.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-prof-'));
const server = await startServer({ PORT: '4592', DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_ARGS });
try {
  const account = await setUpForProfile(server.url, dataDir);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.url });
  await context.addInitScript(({ token, characterId }) => {
    if (window.localStorage.getItem('hearth.token')) return;
    window.localStorage.setItem('hearth.token', token);
    window.localStorage.setItem('hearth.character', characterId);
  }, account);
  await context.addInitScript(() => {
    const w = window as any;
    w.commits = [];
    const t0 = performance.now();
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, renderers: new Map(), inject() { return 1; },
      onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      checkDCE() {},
      onCommitFiberRoot(_id: number, root: any) {
        const names: Record<string, number> = {};
        const stack = [root.current];
        while (stack.length) {
          const f = stack.pop();
          if (!f) continue;
          if ((f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 15 || f.tag === 14) && (f.flags & 1)) {
            const t = f.type?.displayName || f.type?.name || f.type?.render?.name || f.type?.type?.name || '?';
            names[t] = (names[t] ?? 0) + 1;
          }
          if (f.child) stack.push(f.child);
          if (f.sibling) stack.push(f.sibling);
        }
        w.commits.push({ at: Math.round(performance.now() - t0), rendered: Object.values(names).reduce((a: number, b: any) => a + b, 0), names });
      },
    };
  });
  const page = await context.newPage();
  await page.goto('/character');
  await page.getByTestId('hp-current').waitFor({ timeout: 60000 });
  await page.waitForLoadState('networkidle');
  await page.goto('/magic');
  await page.getByTestId('slots-regular-1').waitFor({ timeout: 60000 });
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  for (const [path, ready] of [['/character', 'hp-current'], ['/magic', 'slots-regular-1']] as const) {
    await cdp.send('Profiler.start');
    await page.goto(path);
    await page.getByTestId(ready).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/i16prof/load${path.replace('/', '-')}.cpuprofile`, JSON.stringify(profile));
    const commits = await page.evaluate(() => (window as any).commits);
    console.log(`\n${path}: ${commits.length} commits`);
    for (const c of commits) console.log(`  @${c.at}ms ${c.rendered} comps: ${Object.entries(c.names).sort((a: any, b: any) => b[1] - a[1]).map(([n, k]) => `${n}×${k}`).join(' ')}`);
  }
  await page.goto('/character');
  await page.getByTestId('hp-current').waitFor();
  await page.waitForTimeout(1500);
  const drawer = page.getByTestId('drawer');
  await page.getByRole('button', { name: 'Change hit points' }).click();
  await drawer.getByLabel('Amount').fill('1');
  await page.evaluate(() => { (window as any).commits = []; });
  await cdp.send('Profiler.start');
  for (let i = 0; i < 3; i++) {
    await drawer.getByRole('button', { name: 'Damage', exact: true }).click();
    await page.waitForTimeout(800);
  }
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/i16prof/tap-damage.cpuprofile', JSON.stringify(profile));
  const commits = await page.evaluate(() => (window as any).commits);
  console.log(`\ndamage ×3: ${commits.length} commits`);
  for (const c of commits) console.log(`  @${c.at}ms ${c.rendered} comps: ${Object.entries(c.names).sort((a: any, b: any) => b[1] - a[1]).map(([n, k]) => `${n}×${k}`).join(' ')}`);
} finally {
  await browser.close();
  await server.stop();
}
