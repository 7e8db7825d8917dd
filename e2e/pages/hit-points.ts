import type { Locator, Page } from '@playwright/test';

import { SheetPage } from './sheet.ts';

/** The sheet's hit points: the HP drawer, undo toasts, death saves and exhaustion. */
export class HitPointsPage extends SheetPage {
  readonly hpDrawerNow: Locator;
  readonly deathState: Locator;
  readonly dead: Locator;
  readonly conditionsSummary: Locator;

  constructor(page: Page) {
    super(page);
    this.hpDrawerNow = page.getByTestId('hp-drawer-now');
    this.deathState = page.getByTestId('death-state');
    this.dead = page.getByTestId('hp-dead');
    this.conditionsSummary = page.getByTestId('conditions-summary');
  }

  async openHpDrawer(): Promise<void> {
    await this.page.getByRole('button', { name: 'Change hit points' }).click();
    await this.drawer.waitFor();
  }

  async closeDrawer(): Promise<void> {
    await this.drawer.getByRole('button', { name: 'Close' }).click();
    await this.drawer.waitFor({ state: 'detached' });
  }

  field(label: 'Amount' | 'Base'): Locator {
    return this.drawer.getByLabel(label, { exact: true });
  }

  /** Types an amount in the open drawer and presses Damage (marked critical when asked). */
  async damage(amount: number, { critical = false } = {}): Promise<void> {
    await this.field('Amount').fill(String(amount));
    if (critical) await this.drawer.getByRole('switch', { name: 'Critical hit' }).check();
    await this.drawer.getByRole('button', { name: 'Damage', exact: true }).click();
  }

  async heal(amount: number): Promise<void> {
    await this.field('Amount').fill(String(amount));
    await this.drawer.getByRole('button', { name: 'Heal', exact: true }).click();
  }

  /** The toast that says what an HP change did, with its Undo. */
  undoToast(text: string): Locator {
    return this.page.getByTestId('toast').filter({ hasText: text });
  }

  /** How many death-save pips of a kind are filled. */
  async deathSavePips(kind: 'Successes' | 'Failures'): Promise<number> {
    return this.deathSaves
      .getByRole('button', { name: new RegExp(`^${kind} `), pressed: true })
      .count();
  }

  async openConditions(): Promise<void> {
    await this.page.getByRole('button', { name: 'Conditions', exact: true }).click();
    await this.drawer.waitFor();
  }

  exhaustionSwitch(): Locator {
    return this.drawer.getByRole('checkbox', { name: 'Exhaustion', exact: true });
  }

  exhaustionStep(direction: 'Raise' | 'Lower'): Locator {
    return this.drawer.getByRole('button', { name: `${direction} exhaustion` });
  }

  /** A short rest that spends hit dice first, each healing its average (the Roll switch off). */
  async shortRestSpending(dice: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Short rest', exact: true }).click();
    await this.drawer.getByRole('checkbox', { name: 'Roll' }).uncheck();
    for (let die = 0; die < dice; die += 1) {
      await this.drawer.getByRole('button', { name: /^Spend d/ }).click();
    }
    const hold = this.drawer.getByRole('button', { name: 'Hold to rest' });
    await hold.hover();
    await this.page.mouse.down();
    await this.page.waitForTimeout(700);
    await this.page.mouse.up();
  }
}
