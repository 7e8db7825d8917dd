import { expect, test } from './fixtures.ts';
import { STORAGE } from './pages/app.ts';
import { AuthPage, HomePage } from './pages/auth.ts';
import { verificationLinkFor } from './pages/outbox.ts';
import { SettingsPage } from './pages/settings.ts';

test('register, verify from the outbox, log in, keep settings across a reload, log out', async ({
  page,
}) => {
  const email = `player-${Date.now()}@example.test`;
  const password = 'correct horse battery';
  const auth = new AuthPage(page);

  // Client-side validation before any call.
  await auth.open('/register');
  await auth.email.fill('not-an-address');
  await auth.password.fill('short');
  await auth.registerButton.click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await auth.register(email, password);
  await expect(auth.verifyNotice).toBeVisible();
  await auth.screenshot('register-verify-notice');

  // Logging in before verifying is refused with the resend prompt.
  await auth.login(email, password);
  await expect(page.getByRole('dialog', { name: 'Email is not verified' })).toBeVisible();

  const link = await verificationLinkFor(email);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Welcome aboard!' })).toBeVisible();

  await auth.login(email, password);
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE.token)).toBeTruthy();
  const home = new HomePage(page);
  await expect(home.profileButton).toBeVisible();
  await home.screenshot('home-signed-in');

  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.language.selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await settings.theme.selectOption('nordic');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'nordic');
  // The language is saved to the account after a short debounce.
  await page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/user') && response.request().method() === 'PUT',
  );

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'nordic');
  await settings.screenshot('settings-signed-in-ru');

  await settings.language.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await home.open('/home');
  await home.logOut();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE.token)).toBeNull();

  // The revoked session is gone: auth-only pages send the visitor to login again.
  await home.open('/list');
  await expect(page).toHaveURL(/\/login$/);
});
