import type { Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';

/** `/campaigns`, `/campaign/{id}/{tab}` and `/j/{token}`: campaigns as players and GMs see them. */
export class CampaignsPage extends AppPage {
  readonly dialog: Locator;

  constructor(page: Page) {
    super(page);
    this.dialog = page.getByRole('dialog');
  }

  /** Creates a campaign from the list and returns its id (from the address it opens). */
  async create(name: string): Promise<string> {
    await this.open('/campaigns');
    await this.page.getByRole('button', { name: 'Create campaign' }).click();
    await this.dialog.getByLabel('Name').fill(name);
    await this.dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await this.page.waitForURL(/\/campaign\/[^/]+$/);
    return this.path().split('/')[2]!;
  }

  tab(name: 'Characters' | 'Stock' | 'Settings'): Locator {
    return this.page.getByRole('navigation', { name: 'Campaign' }).getByRole('link', { name });
  }

  /** Makes an invite link on the settings tab and returns it. */
  async makeInvite(): Promise<string> {
    await this.tab('Settings').click();
    await this.page.getByRole('button', { name: 'Make invite link' }).click();
    return (await this.page.getByTestId('invite-link').textContent())!.trim();
  }

  /** A character's card in the party view. */
  card(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  stockItem(title: string): Locator {
    return this.page.getByRole('list', { name: 'Campaign stock' }).getByText(title);
  }
}
