import type { Locator, Page } from '@playwright/test';

import { STORAGE } from './app.ts';
import { SheetPage } from './sheet.ts';

/**
 * The sheet's proficiency parts: a skill's drawer (its level control and where proficiency
 * comes from), the proficiencies and languages card, the AC drawer with its adjustment.
 */
export class ProficiencyPage extends SheetPage {
  readonly card: Locator;

  constructor(page: Page) {
    super(page);
    this.card = page.getByRole('region', { name: 'Proficiencies and languages' });
  }

  skillRow(skill: string): Locator {
    return this.page.getByTestId(`skill-${skill}`);
  }

  /** Opens a skill's drawer from its row (`arcana`). */
  async openSkill(skill: string): Promise<void> {
    await this.skillRow(skill).click();
    await this.drawer.waitFor();
  }

  /** The level control's option in the open skill drawer. */
  level(name: 'Not proficient' | 'Proficient' | 'Expertise'): Locator {
    return this.drawer.getByRole('radio', { name, exact: true });
  }

  skillTotal(): Locator {
    return this.drawer.getByTestId('skill-total');
  }

  skillSources(): Locator {
    return this.drawer.getByTestId('skill-sources');
  }

  /** The rows of one list of the proficiencies card (`languages`, `tools`, `twice`). */
  cardList(id: string): Locator {
    return this.page.getByTestId(`training-${id}`).locator('li');
  }

  async openAc(): Promise<void> {
    await this.page.getByRole('button', { name: /^Armor class \d+$/ }).click();
    await this.drawer.waitFor();
  }

  acAdjustment(): Locator {
    return this.drawer.getByLabel('Adjustment (−20 to 20)');
  }

  async closeDrawer(): Promise<void> {
    await this.drawer.getByRole('button', { name: 'Close' }).click();
    await this.drawer.waitFor({ state: 'detached' });
  }

  /** Reloads the sheet and waits for it (the device store is read again: slow when busy). */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.ac.waitFor({ timeout: 20_000 });
  }

  /** Stores the colour theme and scheme on the device and reloads, as Settings would. */
  async usePrefs(prefs: { theme: 'neon' | 'parchment'; scheme: 'dark' | 'light' }): Promise<void> {
    await this.page.evaluate(
      ([key, changes]) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
        localStorage.setItem(key, JSON.stringify({ ...stored, ...changes }));
      },
      [STORAGE.prefs, prefs] as const,
    );
    await this.reload();
    await this.page.locator(`html[data-theme="${prefs.theme}"]`).waitFor({ state: 'attached' });
  }
}
