import type { Locator, Page } from '@playwright/test';

import { AppPage, STORAGE } from './app.ts';

type Prefs = { theme: 'neon' | 'parchment'; scheme: 'dark' | 'light' };

/**
 * What a visitor (no account) sees: the home side menu, the catalogue at /catalogue/{tab},
 * and the offline bar with its 'Offline mode' modal, which every page shares.
 */
export class VisitorPage extends AppPage {
  readonly menu: Locator;
  readonly drawer: Locator;
  readonly offlineBar: Locator;
  readonly offlineModal: Locator;
  /** Every path the page was on, to prove it never went to the sign-in page. */
  readonly visited: string[] = [];

  constructor(page: Page) {
    super(page);
    this.menu = page.getByRole('navigation', { name: 'Side menu' });
    this.drawer = page.getByTestId('drawer');
    this.offlineBar = page.getByTestId('offline-badge');
    this.offlineModal = page.getByRole('dialog', { name: 'Offline mode' });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.visited.push(new URL(frame.url()).pathname);
    });
  }

  catalogueLink(name: 'Spells' | 'Items' | 'Rules'): Locator {
    return this.menu.getByRole('link', { name: new RegExp(`^${name}`) });
  }

  tab(name: 'Spells' | 'Items' | 'Rules'): Locator {
    return this.page
      .getByRole('navigation', { name: 'Catalogue sections' })
      .getByRole('link', { name });
  }

  /** Opens a catalogue entry's details by its title; answers the drawer. */
  async openEntry(title: string): Promise<Locator> {
    // A long list's rows come in as the reader scrolls: scroll until every row is in.
    await this.page.locator('.search-list').first().waitFor({ timeout: 30_000 });
    await this.scrollListToEnd();
    await this.page.getByRole('button', { name: title, exact: true }).click();
    await this.drawer.waitFor();
    return this.drawer;
  }

  async closeDrawer(): Promise<void> {
    await this.drawer.getByRole('button', { name: 'Close' }).click();
    await this.drawer.waitFor({ state: 'detached' });
  }

  /** Waits until the toasts (4 s each) are gone: a screenshot should show the page itself. */
  async toastsGone(): Promise<void> {
    await this.page.locator('.toast').first().waitFor({ state: 'detached', timeout: 10_000 });
  }

  async scrollToTop(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }

  /** Paints the app in a theme and scheme (kept in the device prefs), then reloads. */
  async usePrefs(prefs: Prefs): Promise<void> {
    await this.page.evaluate(
      ([key, changes]) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
        localStorage.setItem(key, JSON.stringify({ ...stored, ...changes }));
      },
      [STORAGE.prefs, prefs] as const,
    );
    await this.page.reload();
    await this.page.getByTestId('app-ready').waitFor({ state: 'attached' });
    await this.page.locator(`html[data-theme="${prefs.theme}"]`).waitFor({ state: 'attached' });
  }

  /** Whether the element is what a tap at its centre reaches (nothing lies over it). */
  async tappable(target: Locator): Promise<boolean> {
    // Mid-screen, clear of the fixed menu at the bottom: only what floats over it is in the way.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await target.boundingBox();
    if (!box) throw new Error('not on screen');
    return target.evaluate(
      (element, point) => {
        const hit = document.elementFromPoint(point.x, point.y);
        return hit !== null && (element === hit || element.contains(hit));
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
  }
}

/** Whether two boxes share any area. */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('not on screen');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}
