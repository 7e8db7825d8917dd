import type { Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';

/** `/settings`: language, colour theme and scheme. Labels match in English and Russian. */
export class SettingsPage extends AppPage {
  readonly language: Locator;
  readonly theme: Locator;
  readonly darkMode: Locator;

  constructor(page: Page) {
    super(page);
    this.language = page.getByLabel(/^(Language|Язык)/);
    this.theme = page.getByLabel(/^(Theme|Тема)/);
    this.darkMode = page.getByRole('switch', { name: /^(Dark mode|Тёмный режим|Темный режим)/ });
  }

  async goto(): Promise<void> {
    await this.open('/settings');
  }
}
