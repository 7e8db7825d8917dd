import type { Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';

/** `/moc`: the creation wizard, one step open at a time, Back and Next in the bottom bar. */
export class WizardPage extends AppPage {
  readonly next: Locator;
  readonly create: Locator;

  constructor(page: Page) {
    super(page);
    this.next = page.getByRole('button', { name: 'Next', exact: true });
    this.create = page.getByRole('button', { name: 'Create character', exact: true });
  }

  choose(name: string): Promise<void> {
    return this.page.getByRole('button', { name, exact: true }).click();
  }

  region(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  async chooseIn(region: string, name: string): Promise<void> {
    await this.region(region).getByRole('button', { name, exact: true }).click();
  }

  pointsLeft(): Locator {
    return this.page.getByTestId('points-left');
  }
}

/** `/moc/1`: congratulations; the way to the sheet is held for 500 ms. */
export class CongratulationsPage extends AppPage {
  async holdToSkip(): Promise<void> {
    const button = this.page.getByRole('button', { name: 'Go to character' });
    await button.hover();
    await this.page.mouse.down();
    await this.page.waitForTimeout(700);
    await this.page.mouse.up();
  }
}
