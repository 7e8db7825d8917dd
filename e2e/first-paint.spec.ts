import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { AppPage, STORAGE } from './pages/app.ts';

/** The page as the HTML alone paints it: the app's scripts never arrive. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

test.describe('the first paint, before the app runs', () => {
  // A service worker would serve the scripts from its cache, past the blocked requests.
  test.use({ serviceWorkers: 'block' });

  test("a visitor sees the landing, sign-in and home screens from the HTML alone, and no other page's", async ({
    page,
  }) => {
    await withoutScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hearth', exact: true })).toBeVisible();
    await expect(page.getByText('Start adventure')).toBeVisible();

    await page.goto('/login');
    await expect(page.getByText('Sign in to keep your characters')).toBeVisible();
    await expect(page.getByText('Start adventure')).toBeHidden();

    await page.goto('/home');
    await expect(page.getByText('Fifth-edition characters need an account')).toBeVisible();

    // Elsewhere, the loading shell: a screen the app will not show must not flash.
    await page.goto('/register');
    await expect(page.getByTestId('loading-screen')).toBeVisible();
    await expect(page.getByText('Sign in to keep your characters')).toBeHidden();
  });

  test('a signed-in user gets the loading shell, not a visitor’s screen', async ({ page }) => {
    const app = new AppPage(page);
    await app.seedStorage({ [STORAGE.token]: 'a-token' });
    await withoutScripts(page);
    await page.goto('/login');
    await expect(page.getByTestId('loading-screen')).toBeVisible();
    await expect(page.getByText('Sign in to keep your characters')).toBeHidden();
  });

  test('the app then renders the same screen in its place, and it works', async ({ page }) => {
    const app = new AppPage(page);
    await app.open('/login');
    await expect(page.locator('.first-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(1);
    await page.getByLabel('Email').fill('someone@example.test');
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.test');
  });
});
