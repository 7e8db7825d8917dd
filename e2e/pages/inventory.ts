import type { Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';

/** `/inventory/{id}`: inventories, their items with toggles, the item drawers. */
export class InventoryPage extends AppPage {
  readonly drawer: Locator;

  constructor(page: Page) {
    super(page);
    this.drawer = page.getByRole('dialog');
  }

  /** The line of an item (the innermost one holding its Details button). */
  line(title: string): Locator {
    return this.page
      .locator('.inventory-item')
      .filter({ has: this.page.getByRole('button', { name: `Details of ${title}`, exact: true }) })
      .last();
  }

  /** Waits for the debounced change of an item to reach the server. */
  itemSaved(): Promise<unknown> {
    return this.page.waitForResponse(
      (response) =>
        response.url().includes('/api/inventory/item/') &&
        response.request().method() === 'PUT' &&
        response.ok(),
    );
  }

  /** The purse of an inventory, by the inventory's name. */
  purse(inventoryName: string): Locator {
    return this.page.getByRole('region', { name: `Purse of ${inventoryName}` });
  }

  /** What a container lists inside it while open. */
  contents(title: string): Locator {
    return this.page.getByRole('list', { name: `Contents of ${title}` });
  }

  async openDetails(title: string): Promise<Locator> {
    await this.page
      .getByRole('button', { name: `Details of ${title}`, exact: true })
      .first()
      .click();
    await this.drawer.waitFor();
    return this.drawer;
  }
}
