import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

/** Screenshots land in e2e/screenshots/ (git-ignored) to be looked at after a run. */
const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Storage keys the web app keeps its session and preferences under. */
export const STORAGE = {
  token: 'hearth.token',
  character: 'hearth.character',
  lastRoute: 'hearth.lastRoute',
  prefs: 'hearth.prefs',
} as const;

/** The app as a whole: navigation, document state and the device storage. */
export class AppPage {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.getByTestId('app-ready').waitFor({ state: 'attached' });
  }

  path(): string {
    return new URL(this.page.url()).pathname;
  }

  htmlAttribute(name: string): Promise<string | null> {
    return this.page.locator('html').getAttribute(name);
  }

  /** Stores values before any page script runs, on every navigation of this page. */
  async seedStorage(values: Record<string, string>): Promise<void> {
    await this.page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, values);
  }

  /**
   * Scrolls down as a reader would until a long list (spells, items, creatures) has every row:
   * its rows come in as its end nears the window.
   */
  async scrollListToEnd(): Promise<void> {
    const end = this.page.locator('.search-list__end');
    for (let step = 0; step < 40 && (await end.count()) > 0; step += 1) {
      await end.scrollIntoViewIfNeeded().catch(() => undefined);
      await this.page.waitForTimeout(100);
    }
    await end.waitFor({ state: 'detached' });
  }

  /** The whole page by default; `fullPage: false` for the phone's screen as a player sees it. */
  async screenshot(name: string, { fullPage = true } = {}): Promise<void> {
    await this.page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage });
  }
}
