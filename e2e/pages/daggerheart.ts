import type { Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';

/** The second system's screens: the device-only list, the wizard, the sheet and its pages. */
export class DaggerheartPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  /** The wizard's step bar. */
  stepBar(): Locator {
    return this.page.getByRole('group', { name: 'Wizard steps' });
  }

  async next(): Promise<void> {
    await this.stepBar().getByRole('button', { name: 'Next' }).click();
  }

  /** Picks an option of the open step by its name, then goes on. */
  async choose(name: string, { next = true } = {}): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
    if (next) await this.next();
  }

  hope(): Locator {
    return this.page.getByTestId('dh-hope');
  }

  hopeSlot(index: number): Locator {
    return this.page
      .getByRole('group', { name: 'Hope' })
      .getByRole('button', { name: new RegExp(`^Hope ${index},`) });
  }

  trackCount(track: 'hp' | 'stress' | 'armor'): Locator {
    return this.page.getByTestId(`dh-track-${track}-count`);
  }

  trackSlot(track: 'Hit Points' | 'Stress', index: number): Locator {
    return this.page
      .getByRole('group', { name: track })
      .getByRole('button', { name: `${track} ${index}` });
  }

  drawer(): Locator {
    return this.page.getByTestId('drawer');
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }
}
