import { expect, test } from '@playwright/test';

import { createVerifiedAccount } from './pages/accounts-api.ts';
import { AppPage, STORAGE } from './pages/app.ts';
import { createWizard } from './pages/characters-api.ts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

for (const [theme, scheme] of [['neon', 'dark'], ['parchment', 'light']] as const) {
  test(`explore ${theme}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const account = await createVerifiedAccount(request);
    const wizard = await createWizard(request, account.token, 'Osric', 6);
    const up = await request.post(`/api/characters/${wizard.id}`, {
      headers: auth(account.token),
      data: { classes: [{ id: 'wizard', level: 2, hit_dice: 0 }, { id: 'fighter', level: 3, hit_dice: 0 }, { id: 'rogue', level: 1, hit_dice: 0 }] },
    });
    console.log('multiclass', up.status(), (await up.text()).slice(0, 300));
    const app = new AppPage(page);
    await app.seedStorage({
      [STORAGE.token]: account.token,
      [STORAGE.character]: wizard.id,
      [STORAGE.prefs]: JSON.stringify({ theme, scheme }),
    });
    const { bodyInventoryId } = await import('./pages/characters-api.ts');
    const body = await bodyInventoryId(request, account.token, wizard.id);
    await app.open(`/inventory/${body}/apply-preset`);
    await page.getByRole('radio').first().waitFor({ timeout: 30_000 });
    await app.screenshot(`x-presets-${theme}`, { fullPage: false });
    await page.getByRole('radio').nth(1).check();
    await app.screenshot(`x-presets2-${theme}`, { fullPage: false });
    await app.open('/settings');
    await page.getByRole('button', { name: 'Delete account' }).waitFor();
    await app.screenshot(`x-settings-${theme}`);
    await app.open('/character');
    await page.getByTestId('class-line').waitFor({ timeout: 30_000 });
    await app.screenshot(`x-sheet-${theme}`, { fullPage: false });
    await app.open('/lvlup/classes');
    await page.waitForTimeout(1500);
    await app.screenshot(`x-addclass-${theme}`);
    await app.open('/features/all');
    await page.waitForTimeout(1500);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(500);
    await page.getByRole('navigation', { name: 'Character menu' }).getByRole('link').nth(2).click();
    await page.waitForTimeout(1500);
    console.log('after nav', page.url(), await page.evaluate(() => window.scrollY));
    await app.open('/items');
    await page.waitForTimeout(2500);
    await app.screenshot(`x-items-${theme}`, { fullPage: false });
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(800);
    await app.screenshot(`x-items-scrolled-${theme}`, { fullPage: false });
    await app.open('/character');
    await page.getByTestId('class-line').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /Arcana/ }).first().click();
    await page.waitForTimeout(800);
    await app.screenshot(`x-skill-${theme}`, { fullPage: false });
    expect(1).toBe(1);
  });
}
