import type { Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';

/** `/login` and `/register`: one page, two modes. */
export class AuthPage extends AppPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly registerButton: Locator;
  readonly loginButton: Locator;
  readonly verifyNotice: Locator;

  constructor(page: Page) {
    super(page);
    this.email = page.getByRole('textbox', { name: 'Email' });
    this.password = page.getByLabel('Password');
    this.registerButton = page.getByRole('button', { name: 'Register', exact: true });
    this.loginButton = page.getByRole('button', { name: 'Login', exact: true });
    this.verifyNotice = page.getByTestId('verify-notice');
  }

  async register(email: string, password: string): Promise<void> {
    await this.open('/register');
    await this.email.fill(email);
    await this.password.fill(password);
    await this.registerButton.click();
  }

  async login(email: string, password: string): Promise<void> {
    await this.open('/login');
    await this.email.fill(email);
    await this.password.fill(password);
    await this.loginButton.click();
  }
}

/** `/home`: the side menu and the profile drawer. */
export class HomePage extends AppPage {
  readonly sideMenu: Locator;
  readonly profileButton: Locator;

  constructor(page: Page) {
    super(page);
    this.sideMenu = page.getByRole('navigation', { name: 'Side menu' });
    this.profileButton = this.sideMenu.getByRole('button', { name: 'Profile' });
  }

  async logOut(): Promise<void> {
    await this.profileButton.click();
    const drawer = this.page.getByRole('dialog', { name: 'Profile' });
    await drawer.getByRole('button', { name: 'Log out' }).click();
    await this.page
      .getByRole('dialog', { name: 'Log out?' })
      .getByRole('button', { name: 'Log out' })
      .click();
  }
}
