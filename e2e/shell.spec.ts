import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { AppPage, STORAGE } from './pages/app.ts';
import { SettingsPage } from './pages/settings.ts';

test.describe('app shell at phone size', () => {
  test('switches language to Russian and back, and keeps it', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(page).toHaveTitle('Hearth · Settings');
    expect(await settings.htmlAttribute('lang')).toBe('en');

    await settings.language.selectOption('ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).not.toHaveTitle('Hearth · Settings');
    await expect(page.getByText('Settings', { exact: true })).toHaveCount(0);
    await settings.screenshot('settings-ru');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    await settings.language.selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Hearth · Settings');
  });

  test('switches theme and scheme, and keeps them after a reload', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    expect(await settings.htmlAttribute('data-theme')).toBe('neon');
    const neonBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );

    await settings.theme.selectOption('parchment');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'parchment');
    const parchmentBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    expect(parchmentBackground).not.toBe(neonBackground);

    const scheme = await settings.htmlAttribute('data-scheme');
    await settings.darkMode.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-scheme', scheme ?? '');
    const switched = await settings.htmlAttribute('data-scheme');
    await settings.screenshot('settings-parchment');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'parchment');
    await expect(page.locator('html')).toHaveAttribute('data-scheme', switched ?? '');
  });

  test('guards send visitors to login and signed-in users to their list', async ({
    page,
    request,
  }) => {
    const app = new AppPage(page);

    await app.open('/list');
    await expect(page).toHaveURL(/\/login$/);

    await app.open('/character');
    await expect(page).toHaveURL(/\/(login|list)$/);

    await app.open('/no-such-page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();

    const account = await createVerifiedAccount(request);
    await app.seedStorage({ [STORAGE.token]: account.token });
    await app.open('/login');
    await expect(page).toHaveURL(/\/login$/);

    await app.open('/list');
    await expect(page).toHaveURL(/\/list$/);

    await app.open('/character');
    await expect(page).toHaveURL(/\/list$/);

    await app.open('/no-such-page');
    await expect(page).toHaveURL(/\/list$/);
  });

  test('a token the server refuses is dropped and the visitor goes to the start', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await page.addInitScript(
      ([key]) => {
        // Only on the first load: the app itself must remove it.
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem(key!, 'forged-token');
        }
      },
      [STORAGE.token],
    );
    await app.open('/list');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE.token)).toBeNull();
  });

  test('open routes render for visitors with a page title', async ({ page }) => {
    const app = new AppPage(page);
    await app.open('/');
    await expect(page).toHaveTitle('Hearth');
    await app.screenshot('landing');

    await app.open('/privacy-policy');
    await expect(page).toHaveTitle(/^Hearth · /);
  });
});
