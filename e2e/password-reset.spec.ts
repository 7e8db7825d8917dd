import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { AuthPage, HomePage } from './pages/auth.ts';
import { verificationLinkFor } from './pages/outbox.ts';
import { SettingsPage } from './pages/settings.ts';

/**
 * The newest password-reset link e-mailed to `email`, from the server's outbox (one JSON
 * file per message, its action in `link`; the text is searched too in case it is not).
 */
async function resetLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = listFiles(dir).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const link = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No password-reset e-mail to ${email} in ${dir}`);
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir).map((name) => join(dir, name));
  } catch {
    return [];
  }
}

function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE.token);
}

test('forgot password: the e-mailed link sets a new password once, and it signs in', async ({
  page,
}) => {
  const email = `reset-${Date.now()}@example.test`;
  const oldPassword = 'correct horse battery';
  const newPassword = 'a brand new staple';
  const auth = new AuthPage(page);
  const home = new HomePage(page);

  await auth.register(email, oldPassword);
  await expect(auth.verifyNotice).toBeVisible();
  await page.goto(new URL(await verificationLinkFor(email)).pathname);
  await expect(page.getByRole('heading', { name: 'Welcome aboard!' })).toBeVisible();
  await auth.login(email, oldPassword);
  await expect(page).toHaveURL(/\/home$/);
  await home.logOut();
  await expect(page).toHaveURL(/\/$/);

  // From the login form, the typed address travels to the forgot-password page.
  await auth.open('/login');
  await auth.email.fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);
  await auth.screenshot('forgot-password-sent');

  const link = await resetLinkFor(email);
  await auth.open(new URL(link).pathname);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
  await auth.screenshot('reset-password-done');

  // The link works once.
  await auth.open(new URL(link).pathname);
  await page.getByLabel('New password').fill('yet another password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await auth.login(email, oldPassword);
  await expect(page.getByTestId('toast').filter({ hasText: 'Wrong credentials' })).toBeVisible();
  await auth.login(email, newPassword);
  await expect(page).toHaveURL(/\/home$/);
  expect(await storedToken(page)).toBeTruthy();
});

test('changing the password in settings signs the other browser out; sign out everywhere ends all', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const account = await createVerifiedAccount(request);
  const newPassword = 'a changed password';
  const phone = new AuthPage(page);
  await phone.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);

  const otherContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const laptop = new AuthPage(await otherContext.newPage());
  await laptop.login(account.email, account.password);
  await expect(laptop.page).toHaveURL(/\/home$/);

  const settings = new SettingsPage(page);
  await settings.goto();
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByTestId('device')).toHaveCount(3); // the API login of the fixture too
  await expect(devices.getByText('This device')).toHaveCount(1);
  await settings.screenshot('settings-account-devices');

  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByLabel('New password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('toast')).toContainText('2 other devices were signed out.');
  await expect(devices.getByTestId('device')).toHaveCount(1);

  // The other browser's session is over: its next start drops the token and goes to the root.
  await laptop.open('/list');
  await expect(laptop.page).toHaveURL(/\/(login)?$/);
  await expect.poll(() => storedToken(laptop.page)).toBeNull();

  // This browser stays signed in; the new password signs the other one in again.
  await settings.open('/list');
  await expect(page).toHaveURL(/\/list$/);
  await laptop.login(account.email, newPassword);
  await expect(laptop.page).toHaveURL(/\/home$/);

  await settings.goto();
  await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedToken(page)).toBeNull();
  await laptop.open('/list');
  await expect.poll(() => storedToken(laptop.page)).toBeNull();
  await expect(laptop.page).not.toHaveURL(/\/list$/);
  await otherContext.close();
});
