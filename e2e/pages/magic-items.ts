import { expect, type Locator, type Page } from '@playwright/test';

import { AppPage } from './app.ts';
import { SettingsPage } from './settings.ts';

/** `/items/{inventory}`: finding a catalogue item and adding it with its variant and base. */
export class MagicItemsPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  /** Searches the catalogue for an item and opens its details. */
  async openItem(title: string): Promise<Locator> {
    await this.page.getByRole('searchbox', { name: 'Search items' }).fill(title);
    await this.page.getByRole('button', { name: title, exact: true }).click();
    const details = this.page.getByTestId('item-details');
    await details.waitFor();
    return details;
  }

  /** Opens the add dialog of an item whose details are open. */
  async startAdding(title: string): Promise<Locator> {
    await this.page
      .getByTestId('item-details')
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Add ${title}` });
    await dialog.waitFor();
    return dialog;
  }

  /** Picks the variant ("+1 · Uncommon") and, when asked, the base in the add dialog. */
  async choose(dialog: Locator, variant: string, base?: string): Promise<void> {
    await dialog.getByRole('combobox', { name: 'Which one' }).selectOption({ label: variant });
    if (base !== undefined) {
      await dialog
        .getByRole('combobox', { name: /^Made from which/ })
        .selectOption({ label: base });
    }
  }

  /** Adds and waits for the toast naming the concrete item. */
  async add(dialog: Locator, name: string): Promise<void> {
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.page.getByText(`${name} added`)).toBeVisible();
  }
}

/** The to-hit number of a weapon's attack row on /actions, by the row's exact title. */
export async function toHit(page: Page, title: string): Promise<number> {
  const row = page
    .getByTestId('actions-action')
    .locator('.attack-row')
    .filter({ has: page.locator('.attack-row__title').getByText(title, { exact: true }) });
  const text = (await row.getByTestId('to-hit').textContent()) ?? '';
  // The app signs with a true minus (−1).
  return Number(text.replace('−', '-'));
}

/**
 * Runs `shoot` in the dark default theme (neon), then again in parchment's light scheme, and
 * puts the dark one back. `reopen` brings the page back after each visit to the settings.
 */
export async function inDarkAndLight(
  app: AppPage,
  reopen: () => Promise<void>,
  shoot: (theme: 'dark' | 'light') => Promise<void>,
): Promise<void> {
  await shoot('dark');
  const settings = new SettingsPage(app.page);
  await settings.goto();
  await settings.theme.selectOption('parchment');
  if ((await settings.htmlAttribute('data-scheme')) === 'dark') await settings.darkMode.click();
  await expect(app.page.locator('html')).toHaveAttribute('data-scheme', 'light');
  await reopen();
  await shoot('light');
  await settings.goto();
  await settings.theme.selectOption('neon');
  if ((await settings.htmlAttribute('data-scheme')) === 'light') await settings.darkMode.click();
  await expect(app.page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await reopen();
}
