// Tap-to-paint on the sheet (issue 16): from a tap's input event to the next paint, under 4× CPU
// throttling, for damage, heal and a condition on /character and a cast on /magic; and the long
// tasks (> 50 ms) while /character and /magic load on a repeat visit. Measured against the
// production build served by the real server, in Debian's Chromium at phone size, with a
// level-20 wizard (the heaviest sheet a player has). Needs `npm run build` first.
//
// The page itself times each tap: "shown" runs from the input event to the first task after the
// frame that paints the result (a user-blocking task queued from that frame's animation callback,
// so work the tap leaves for after the paint, such as an undo toast, is not counted), and the
// Event Timing API gives an INP-style reading beside it (the longest event of the interaction,
// input to next paint, in 8 ms steps). Event Timing reports nothing under 16 ms, so a tap with
// no entry counts as 16 ms, an upper bound. Each tap is a plain input event at the control's
// centre (Playwright's `click()` would run its own hit-target checks inside the measured task).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Locator, Page } from '@playwright/test';
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { freePort } from './lib/free-port.ts';
import { startServer } from './lib/server-process.ts';

const TAP_TARGET_MS = 50;
/** Issue 16: total blocking time (the part of each long task past 50 ms) ≤ 150 ms. */
const BLOCKING_TARGET_MS = 150;
const TAPS = 11;
const CPU_SLOWDOWN = 4;
const EVENT_FLOOR_MS = 16;
const HP = '[data-testid="hp-current"]';

interface Account {
  token: string;
  characterId: string;
}

async function api<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(base + path, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The verification link from the server's mail outbox (DATA_DIR/outbox, no SMTP_URL). */
async function verificationLink(dataDir: string, email: string): Promise<string> {
  const dir = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const files = (() => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    })();
    for (const name of files) {
      const text = readFileSync(join(dir, name), 'utf8');
      if (!text.includes(email)) continue;
      const link = /https?:\/\/[^\s"'<>]+\/verify\/[A-Za-z0-9_-]+/.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}

/** A verified user with a level-20 human wizard, Magic Missile prepared. */
async function setUp(base: string, dataDir: string): Promise<Account> {
  const email = `bench-${Date.now()}@example.test`;
  const password = 'a sturdy password';
  const body = (data: unknown) => ({ method: 'POST', body: JSON.stringify(data) });
  await api(base, '/api/auth/register', body({ email, password }));
  const link = await verificationLink(dataDir, email);
  await api(base, `/api${new URL(link).pathname}`);
  const { token } = await api<{ token: string }>(
    base,
    '/api/auth/login',
    body({ email, password }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  const created = await api<{ id: string }>(base, '/api/characters', {
    ...body({
      name: 'Merla',
      specie: 'human',
      background: 'sage',
      classes: [{ id: 'wizard', level: 1 }],
      attributes: { str: 8, dex: 15, con: 15, int: 15, wis: 8, cha: 8 },
      options: {
        lang: ['elvish', 'draconic'],
        'wizard-skills': ['arcana', 'history'],
        'sage-bonus': ['int', 'int', 'con'],
        'human-size': ['2'],
      },
      hp: { current: 9, max: 9, max_mod: 0, temp: 0 },
      presets: ['wizard-a', 'sage-a'],
      settings: { abilityType: 1 },
    }),
    headers,
  });
  await api(base, `/api/characters/${created.id}`, {
    ...body({
      classes: [{ id: 'wizard', level: 20, hit_dice: 0 }],
      hp: { current: 126, max: 126, max_mod: 0, temp: 0 },
      spells: {
        'fire-bolt': { prepared: true },
        'magic-missile': { prepared: true, book: true },
        shield: { prepared: true, book: true },
        web: { prepared: true, book: true },
        fireball: { prepared: true, book: true },
      },
    }),
    headers,
  });
  return { token, characterId: created.id };
}

/** Collects Event Timing entries and long tasks in the page, from before its first script. */
async function instrument(page: Page): Promise<void> {
  // (No named functions inside: tsx would wrap them in a helper the page does not have.)
  await page.addInitScript((floor) => {
    const state = window as unknown as {
      benchEvents: { id: number; duration: number }[];
      benchLongTasks: number[];
    };
    state.benchEvents = [];
    state.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) {
          state.benchEvents.push({ id: entry.interactionId, duration: entry.duration });
        }
      }
    }).observe({
      type: 'event',
      durationThreshold: floor,
      buffered: true,
    } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  }, EVENT_FLOOR_MS);
}

/** One tap, timed two ways in the page. */
interface TapTiming {
  /** Input → the paint that shows the tap's result (the watched text changed). */
  shown: number;
  /** Event Timing: the interaction's longest event, input → next paint (INP-style). */
  interaction: number;
}

/**
 * Taps `target` and times it. `shows` selects the elements whose text the tap changes (the HP,
 * the conditions summary, the slot counters): the time runs from the pointerdown to the end of
 * the first frame after that text changed (a message posted from that frame's animation
 * callback runs once the frame is painted).
 */
async function timeTap(page: Page, target: Locator, shows: string): Promise<TapTiming> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the tapped control has no box');
  await page.evaluate((selector) => {
    const state = window as unknown as {
      benchEvents: unknown[];
      benchTap: { input?: number; shown?: number };
    };
    state.benchEvents = [];
    state.benchTap = {};
    // (Inline, not a named helper: tsx would wrap a named function in a helper the page lacks.)
    const before = Array.from(document.querySelectorAll(selector), (el) => el.textContent).join(
      '|',
    );
    addEventListener(
      'pointerdown',
      (event) => {
        state.benchTap.input = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      const now = Array.from(document.querySelectorAll(selector), (el) => el.textContent);
      if (now.join('|') === before) return;
      observer.disconnect();
      // The first task after the frame that paints the change: a user-blocking task runs before
      // the work the tap left for later (a toast, a write), which a message could queue behind.
      requestAnimationFrame(() => {
        const scheduler = (
          window as unknown as {
            scheduler?: { postTask(task: () => void, options: { priority: string }): unknown };
          }
        ).scheduler;
        if (scheduler) {
          scheduler.postTask(
            () => {
              state.benchTap.shown = performance.now();
            },
            { priority: 'user-blocking' },
          );
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.benchTap.shown = performance.now();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, shows);
  // A plain input event at the control's centre: `locator.click()` would also run Playwright's
  // hit-target listeners inside the page, in the very tasks this measures (~5 ms a tap at 4×).
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(
    () => (window as unknown as { benchTap: { shown?: number } }).benchTap.shown !== undefined,
  );
  // Event Timing reports after the paint; give the observer a few frames to deliver.
  await page.waitForTimeout(Number(process.env.TAP_GAP_MS ?? 400));
  const { durations, input, shown } = await page.evaluate(() => {
    const state = window as unknown as {
      benchEvents: { duration: number }[];
      benchTap: { input: number; shown: number };
    };
    return {
      durations: state.benchEvents.map((entry) => entry.duration),
      ...state.benchTap,
    };
  });
  return { shown: shown - input, interaction: Math.max(EVENT_FLOOR_MS, ...durations) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Long tasks while a route loads on a repeat visit (until its content shows and settles). */
async function longTasksOnLoad(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await ready.waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks);
}

export async function measureTapToPaint() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium');
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-tap-'));
  const server = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const account = await setUp(server.url, dataDir);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: server.url,
    });
    await context.addInitScript(
      ({ token, characterId }) => {
        if (window.localStorage.getItem('hearth.token')) return;
        window.localStorage.setItem('hearth.token', token);
        window.localStorage.setItem('hearth.character', characterId);
      },
      { token: account.token, characterId: account.characterId },
    );
    const page = await context.newPage();
    await instrument(page);
    const hpCurrent = page.getByTestId('hp-current');
    const slots = page.getByTestId('slots-regular-1');

    // First visit: the catalogue reaches the device; both routes are visited once.
    await page.goto('/character');
    await hpCurrent.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.goto('/magic');
    await slots.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const longTasks = {
      character: await longTasksOnLoad(page, '/character', hpCurrent),
      magic: await longTasksOnLoad(page, '/magic', slots),
    };

    const taps: Record<string, TapTiming[]> = { damage: [], heal: [], condition: [], cast: [] };
    await page.goto('/character');
    await hpCurrent.waitFor();
    const drawer = page.getByTestId('drawer');
    await page.getByRole('button', { name: 'Change hit points' }).click();
    await drawer.getByLabel('Amount').fill('1');
    for (let tap = 0; tap < TAPS; tap += 1) {
      const damage = drawer.getByRole('button', { name: 'Damage', exact: true });
      taps.damage!.push(await timeTap(page, damage, HP));
      const heal = drawer.getByRole('button', { name: 'Heal', exact: true });
      taps.heal!.push(await timeTap(page, heal, HP));
    }
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Conditions', exact: true }).click();
    for (let tap = 0; tap < TAPS; tap += 1) {
      const poisoned = drawer.getByRole('checkbox', { name: 'Poisoned', exact: true });
      taps.condition!.push(await timeTap(page, poisoned, '[data-testid="conditions-summary"]'));
    }
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.goto('/magic');
    await slots.waitFor();
    for (let tap = 0; tap < TAPS; tap += 1) {
      await page
        .getByTestId('spell-magic-missile')
        .getByRole('button', { name: /^Magic Missile/ })
        .first()
        .click();
      const spell = page.getByRole('dialog', { name: 'Magic Missile' });
      const cast = spell.getByRole('button', { name: /^Cast with a level \d slot$/ });
      taps.cast!.push(await timeTap(page, cast, '[data-testid^="slots-regular-"]'));
      await spell.getByRole('button', { name: 'Close' }).click();
      await spell.waitFor({ state: 'detached' });
    }
    return { taps, longTasks };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function printTapToPaint(): Promise<boolean> {
  const { taps, longTasks } = await measureTapToPaint();
  let ok = true;
  console.log(
    `Tap → its result painted, ${CPU_SLOWDOWN}× CPU slow-down, median of ${TAPS} taps ` +
      `(Event Timing interaction beside it):`,
  );
  for (const [action, timings] of Object.entries(taps)) {
    const shown = median(timings.map((timing) => timing.shown));
    const interaction = median(timings.map((timing) => timing.interaction));
    const hit = shown <= TAP_TARGET_MS && interaction <= TAP_TARGET_MS;
    ok &&= hit;
    console.log(
      `  ${action.padEnd(10)} ${String(Math.round(shown)).padStart(5)} ms shown, ` +
        `${String(Math.round(interaction)).padStart(4)} ms interaction ` +
        `(shown: ${timings.map((timing) => Math.round(timing.shown)).join(' ')}; ` +
        `target ≤ ${TAP_TARGET_MS} ms) ${hit ? 'OK' : 'SLOW'}`,
    );
  }
  console.log(
    `Long tasks (> 50 ms) while a route loads on a repeat visit, ${CPU_SLOWDOWN}× slow-down:`,
  );
  for (const [route, durations] of Object.entries(longTasks)) {
    const blocking = Math.round(durations.reduce((sum, duration) => sum + duration - 50, 0));
    const hit = blocking <= BLOCKING_TARGET_MS;
    ok &&= hit;
    const longest = Math.round(Math.max(0, ...durations));
    console.log(
      `  /${route.padEnd(9)} ${String(durations.length).padStart(3)} tasks, longest ${longest} ms, ` +
        `blocking ${blocking} ms (target ≤ ${BLOCKING_TARGET_MS} ms) ${hit ? 'OK' : 'OVER'}`,
    );
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTapToPaint().then((ok) => process.exit(ok ? 0 : 1));
}
