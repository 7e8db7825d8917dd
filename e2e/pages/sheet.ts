import type { Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';

/** `/character`: the live sheet. */
export class SheetPage extends AppPage {
  readonly hpCurrent: Locator;
  readonly ac: Locator;
  readonly initiative: Locator;
  readonly speed: Locator;
  readonly proficiency: Locator;
  readonly classLine: Locator;
  readonly deathSaves: Locator;
  readonly drawer: Locator;

  constructor(page: Page) {
    super(page);
    this.hpCurrent = page.getByTestId('hp-current');
    this.ac = page.getByTestId('ac');
    this.initiative = page.getByTestId('initiative');
    this.speed = page.getByTestId('speed');
    this.proficiency = page.getByTestId('proficiency');
    this.classLine = page.getByTestId('class-line');
    this.deathSaves = page.getByTestId('death-saves');
    this.drawer = page.getByTestId('drawer');
  }

  hpMax(): Locator {
    return this.page.locator('.hp-card__max');
  }

  /** Opens the HP drawer, sets the amount and presses Damage or Heal, then closes it. */
  async changeHitPoints(action: 'Damage' | 'Heal', amount: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Change hit points' }).click();
    await this.drawer.getByLabel('Amount').fill(String(amount));
    await this.drawer.getByRole('button', { name: action, exact: true }).click();
    await this.drawer.getByRole('button', { name: 'Close' }).click();
  }

  longRest(): Promise<void> {
    return this.rest('Long rest');
  }

  shortRest(): Promise<void> {
    return this.rest('Short rest');
  }

  /** Opens the rest drawer and holds its button past the 500 ms the spec asks for. */
  private async rest(name: 'Long rest' | 'Short rest'): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
    const hold = this.drawer.getByRole('button', { name: 'Hold to rest' });
    await hold.hover();
    await this.page.mouse.down();
    await this.page.waitForTimeout(700);
    await this.page.mouse.up();
  }

  /** Waits until the device has no edit left to send (the outbox under `pending_`). */
  async waitUntilSaved(): Promise<void> {
    await this.page.waitForFunction(
      () => Object.keys(localStorage).every((key) => !key.startsWith('pending_character_')),
      undefined,
      { timeout: 10_000 },
    );
  }
}
