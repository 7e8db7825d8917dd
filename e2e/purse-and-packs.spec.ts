import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { addCustomItem, bodyInventoryId, createWizard } from './pages/characters-api.ts';
import { InventoryPage } from './pages/inventory.ts';

/** Whether two boxes share any horizontal span. */
async function overlapHorizontally(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('not on screen');
  return first.x < second.x + second.width && second.x < first.x + first.width;
}

/** The bottom of a box and the top of the character menu, in viewport pixels. */
async function clearsTheMenu(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const menu = await page.locator('.character-nav').boundingBox();
  if (!box || !menu) throw new Error('not on screen');
  return box.y >= 0 && box.y + box.height <= menu.y;
}

test('packs arrive packed, coins make a purse, custom items can be edited', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(request);
  // Wizard option A unpacks a Scholar's Pack; it brings 5 gp and the Sage's option A 8 gp.
  const wizard = await createWizard(request, account.token, 'Osric', 1, ['wizard-a', 'sage-a']);
  const body = await bodyInventoryId(request, account.token, wizard.id);
  await addCustomItem(request, account.token, { name: 'Anvil', inventory_id: body, weight: 100 });
  const inventory = new InventoryPage(page);
  await inventory.seedStorage({
    [STORAGE.token]: account.token,
    [STORAGE.character]: wizard.id,
  });

  // The wizard's starting Scholar's Pack is in its backpack; the staff and daggers are not.
  await inventory.open(`/inventory/${body}`);
  // The first catalogue download on a new device can take a while.
  await expect(inventory.line('Backpack')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Show what is in Backpack' }).click();
  const scholars = inventory.contents('Backpack');
  for (const title of ['Book', 'Ink', 'Lamp', 'Oil', 'Parchment', 'Tinderbox']) {
    await expect(
      scholars.getByRole('button', { name: `Details of ${title}`, exact: true }),
    ).toBeVisible();
  }
  await expect(scholars.getByRole('button', { name: 'Details of Dagger' })).toHaveCount(0);
  await expect(inventory.line('Dagger')).toBeVisible();

  // The gold is a purse, not an item line: 13 gp, 13 coins weigh 0.26 lb.
  const purse = inventory.purse('Equipment');
  await expect(purse.getByTestId('purse-gp')).toHaveText('13');
  await expect(purse.getByTestId('purse-total')).toHaveText('13 gp in all · 0.26 lb');
  await expect(page.getByRole('button', { name: 'Details of Gold Piece' })).toHaveCount(0);
  await purse.getByRole('button', { name: 'Count coins' }).click();
  const recount = page.getByRole('dialog', { name: 'Purse: Equipment' });
  await recount.getByLabel('Silver pieces (sp)').fill('25');
  await recount.getByLabel('Platinum pieces (pp)').fill('2');
  await expect(recount.getByTestId('purse-new-total')).toContainText('35.5 gp in all · 0.8 lb');
  await inventory.screenshot('purse-recount', { fullPage: false });
  await recount.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Purse saved.')).toBeVisible();
  await expect(purse.getByTestId('purse-sp')).toHaveText('25');
  await expect(purse.getByTestId('purse-pp')).toHaveText('2');
  await expect(purse.getByTestId('purse-total')).toHaveText('35.5 gp in all · 0.8 lb');

  // The Explorer's Pack: Add pack stays in sight above the menu on a long page.
  await page.getByRole('link', { name: 'Add pack' }).first().click();
  await expect(page.getByRole('radio', { name: "Explorer's Pack" })).toBeVisible();
  const addPack = page.getByRole('button', { name: 'Add pack' });
  expect(await clearsTheMenu(page, addPack)).toBe(true);
  await page.getByRole('radio', { name: "Explorer's Pack" }).check();
  await expect(page.getByText("Chosen: Explorer's Pack")).toBeVisible();
  // Other classes' kits are folded: the page is short enough to read.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(4000);
  await page.mouse.wheel(0, 1200);
  expect(await clearsTheMenu(page, addPack)).toBe(true);
  await addPack.click();
  await expect(page.getByText(`Preset "Explorer's Pack" applied successfully`)).toBeVisible();
  // A second backpack, its contents inside it.
  const backpacks = page.getByRole('button', { name: 'Show what is in Backpack' });
  await expect(backpacks).toHaveCount(1);
  await backpacks.click();
  const explorers = inventory.contents('Backpack').last();
  for (const title of ['Bedroll', 'Rations', 'Rope', 'Torch', 'Waterskin']) {
    await expect(
      explorers.getByRole('button', { name: `Details of ${title}`, exact: true }),
    ).toBeVisible();
  }

  // The custom anvil is renamed and made lighter.
  const anvil = await inventory.openDetails('Anvil');
  await anvil.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit custom item' });
  await expect(form.getByLabel('Weight (lb)')).toHaveValue('100');
  await form.getByLabel('Name').fill('Travelling anvil');
  await form.getByLabel('Weight (lb)').fill('60');
  await form.getByLabel('Description').fill('Folds, somehow.');
  await inventory.screenshot('custom-item-edit', { fullPage: false });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Custom item "Travelling anvil" saved.')).toBeVisible();
  const details = page.getByRole('dialog', { name: 'Travelling anvil' });
  await expect(details).toContainText('Folds, somehow.');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(inventory.line('Travelling anvil')).toContainText('60 lb');
  await inventory.screenshot('inventory-purse-packs', { fullPage: false });

  // The items page: sources by name, and the to-top button clear of the cost and weight.
  await inventory.open(`/items/${body}`);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const filters = page.getByRole('group', { name: 'Filters' });
  await expect(
    filters.getByRole('button', { name: 'System Reference Document 5.2' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.mouse.wheel(0, 1600);
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await expect(toTop).toBeVisible();
  const numbers = page.locator('.items-row__numbers').first();
  expect(await overlapHorizontally(toTop, numbers)).toBe(false);
  await inventory.screenshot('items-scrolled', { fullPage: false });
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the inventory, items and packs in a light and a dark theme', async ({ page, request }) => {
  test.setTimeout(150_000);
  const account = await createVerifiedAccount(request);
  const wizard = await createWizard(request, account.token, 'Osric', 1, ['wizard-a', 'sage-a']);
  const body = await bodyInventoryId(request, account.token, wizard.id);
  await addCustomItem(request, account.token, { name: 'Anvil', inventory_id: body, weight: 100 });
  const inventory = new InventoryPage(page);
  for (const [theme, scheme] of [
    ['neon', 'dark'],
    ['parchment', 'light'],
  ] as const) {
    await inventory.seedStorage({
      [STORAGE.token]: account.token,
      [STORAGE.character]: wizard.id,
      [STORAGE.prefs]: JSON.stringify({ theme, scheme }),
    });
    await inventory.open(`/inventory/${body}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // The first catalogue download on a new device can take a while: the coins show it is in.
    await expect(inventory.purse('Equipment').getByTestId('purse-gp')).toHaveText('13', {
      timeout: 30_000,
    });
    const open = page.getByRole('button', { name: 'Show what is in Backpack' });
    if ((await open.count()) > 0) await open.click();
    await expect(inventory.purse('Equipment')).toBeVisible();
    await inventory.screenshot(`inventory-${theme}`, { fullPage: false });
    await inventory.purse('Equipment').getByRole('button', { name: 'Count coins' }).click();
    await page.waitForTimeout(300);
    await inventory.screenshot(`purse-${theme}`, { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const anvil = await inventory.openDetails('Anvil');
    await anvil.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit custom item' })).toBeVisible();
    // Past the dialog's 180 ms fade-in, for a picture of it as it stays.
    await page.waitForTimeout(300);
    await inventory.screenshot(`custom-item-edit-${theme}`, { fullPage: false });

    await inventory.open(`/inventory/${body}/apply-preset?characterId=${wizard.id}`);
    await page.getByRole('radio', { name: "Explorer's Pack" }).check();
    await inventory.screenshot(`preset-${theme}`, { fullPage: false });
    await page.mouse.wheel(0, 1400);
    await inventory.screenshot(`preset-scrolled-${theme}`, { fullPage: false });

    await inventory.open(`/items/${body}`);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.mouse.wheel(0, 900);
    await inventory.screenshot(`items-filters-${theme}`, { fullPage: false });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.mouse.wheel(0, 1600);
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    await inventory.screenshot(`items-scrolled-${theme}`, { fullPage: false });
  }
});
