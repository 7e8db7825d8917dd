import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { bodyInventoryId, createWizard } from './pages/characters-api.ts';
import { SheetPage } from './pages/sheet.ts';
import { overlap, VisitorPage } from './pages/visitor.ts';

const NEEDS_CONNECTION = [
  'Creating, archiving, restoring and deleting characters',
  'Refreshing the character list',
  'Updating character info (name and portrait)',
  'Moving and giving items',
  'Adding, splitting and removing items',
  'Syncing with the server',
  'Campaign interactions',
  'Saving progression (level up, classes, feats)',
  'Content updates',
];

test('a visitor lands on home, browses the catalogue and reads what needs a connection', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const visitor = new VisitorPage(page);
  await visitor.open('/');
  // The landing names what works apart from what is coming, and credits the SRD.
  await expect(page.getByRole('region', { name: 'What Hearth does' })).toContainText('Daggerheart');
  await expect(page.getByRole('region', { name: 'Coming' })).toContainText('field by field');
  await expect(page.getByRole('region', { name: 'Credits' })).toContainText('SRD 5.2');
  await visitor.screenshot('visitor-landing-dark');
  await page.getByRole('link', { name: 'Start adventure' }).click();
  await expect(visitor.menu).toBeVisible();
  expect(visitor.path()).toBe('/home');
  // Characters need an account: no link that would only bounce to sign-in.
  await expect(visitor.menu.getByRole('link', { name: 'Characters', exact: true })).toHaveCount(0);
  // Daggerheart needs no account: its characters live on the device.
  await expect(visitor.menu.getByRole('link', { name: /Daggerheart/ })).toHaveAttribute(
    'href',
    '/dh/list',
  );
  await visitor.screenshot('visitor-home-dark', { fullPage: false });

  // Spells: the first catalogue download on a new device can take a while.
  await visitor.catalogueLink('Spells').click();
  await expect(page).toHaveURL(/\/catalogue\/spells$/);
  const spell = await visitor.openEntry('Magic Missile');
  await expect(spell.getByText('Level 1 Evocation')).toBeVisible({ timeout: 30_000 });
  await visitor.screenshot('visitor-spell-dark', { fullPage: false });
  await visitor.closeDrawer();
  await visitor.scrollToTop();
  await visitor.screenshot('visitor-catalogue-dark', { fullPage: false });

  await visitor.tab('Items').click();
  await expect(page).toHaveURL(/\/catalogue\/items$/);
  const item = await visitor.openEntry('Longsword');
  await expect(item.getByRole('heading', { name: 'Longsword' })).toBeVisible();
  await visitor.screenshot('visitor-item-dark', { fullPage: false });
  await visitor.closeDrawer();

  await visitor.tab('Rules').click();
  const conditions = page.getByRole('region', { name: 'Conditions' });
  await expect(conditions.getByRole('button', { name: 'Prone', exact: true })).toBeVisible();
  await visitor.scrollToTop();
  await visitor.screenshot('visitor-rules-dark', { fullPage: false });

  // Offline: a bar in the page's flow; tapping it opens the Offline mode modal.
  await context.setOffline(true);
  await expect(visitor.offlineBar).toBeVisible();
  expect(await visitor.tappable(page.getByRole('button', { name: 'Back' }))).toBe(true);
  await visitor.offlineBar.click();
  await expect(visitor.offlineModal).toBeVisible();
  await expect(visitor.offlineModal.getByRole('listitem')).toHaveText(NEEDS_CONNECTION);
  await visitor.toastsGone();
  await visitor.screenshot('visitor-offline-modal-dark', { fullPage: false });
  await visitor.offlineModal.getByRole('button', { name: 'Got it' }).click();

  // The catalogue lives on the device: still there offline.
  await visitor.tab('Spells').click();
  await expect(page.getByRole('button', { name: 'Fire Bolt', exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(visitor.offlineBar).toHaveCount(0, { timeout: 15_000 });

  // The same screens in a light theme.
  await visitor.usePrefs({ theme: 'parchment', scheme: 'light' });
  await visitor.screenshot('visitor-catalogue-light', { fullPage: false });
  // The app reopens at the last route: forget it to see the landing again.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE.lastRoute);
  await visitor.open('/');
  await expect(page.getByRole('link', { name: 'Start adventure' })).toBeVisible();
  await visitor.screenshot('visitor-landing-light');
  await visitor.open('/home');
  await visitor.screenshot('visitor-home-light', { fullPage: false });
  await context.setOffline(true);
  await visitor.offlineBar.click();
  await expect(visitor.offlineModal).toBeVisible();
  await visitor.screenshot('visitor-offline-modal-light', { fullPage: false });
  await context.setOffline(false);

  expect(visitor.visited.filter((path) => path === '/login' || path === '/register')).toEqual([]);
});

test('offline, the bar covers no button and squeezes no title', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  const wizard = await createWizard(request, account.token, 'Osric', 1);
  const body = await bodyInventoryId(request, account.token, wizard.id);
  const visitor = new VisitorPage(page);
  const sheet = new SheetPage(page);
  // The sync badge of an edit kept on the device while offline (issue 19).
  const keptOffline = page.locator(
    '[data-testid="sync-badge"][data-state="pending"][data-online="false"]',
  );
  await visitor.seedStorage({ [STORAGE.token]: account.token, [STORAGE.character]: wizard.id });

  // The character list: Create character stays uncovered.
  await visitor.open('/list');
  const create = page.getByRole('link', { name: 'Create character' });
  await expect(create).toBeVisible();
  await context.setOffline(true);
  await expect(visitor.offlineBar).toBeVisible();
  expect(await visitor.tappable(create)).toBe(true);
  expect(await overlap(visitor.offlineBar, create)).toBe(false);
  await context.setOffline(false);
  await expect(visitor.offlineBar).toHaveCount(0, { timeout: 15_000 });

  // The sheet, then an edit kept on the device while offline.
  await visitor.open(`/inventory/${body}`);
  await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible({ timeout: 30_000 });
  // The first catalogue download on a new device can take a while.
  await expect(page.getByRole('button', { name: 'Details of Book', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await visitor.open('/character');
  await expect(sheet.hpCurrent).toBeVisible();
  await context.setOffline(true);
  await expect(visitor.offlineBar).toBeVisible();
  const conditions = page.getByRole('button', { name: 'Conditions' });
  expect(await visitor.tappable(conditions)).toBe(true);
  await sheet.changeHitPoints('Damage', 1);
  await expect(keptOffline).toBeVisible({ timeout: 10_000 });

  // Inventory, offline with an edit pending: its title keeps its room beside New inventory.
  const menu = page.locator('.character-nav');
  await menu.getByRole('link', { name: 'Inventory' }).click();
  const title = page.getByRole('heading', { name: 'Inventory' });
  await expect(title).toBeVisible();
  const titleBox = await title.boundingBox();
  expect(titleBox?.width ?? 0).toBeGreaterThan(80);
  expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await expect(keptOffline).toBeVisible();
  // The character's name beside it is not cut either.
  const name = page.locator('.character-page__subtitle');
  await expect(name).toHaveText('Osric');
  expect(await name.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  const createInventory = page.getByRole('button', { name: 'New inventory' });
  expect(await overlap(title, createInventory)).toBe(false);
  expect(await overlap(visitor.offlineBar, createInventory)).toBe(false);
  await visitor.toastsGone();
  await visitor.screenshot('offline-inventory-dark', { fullPage: false });
  await context.setOffline(false);
  await sheet.waitUntilSaved();

  // The same in a light theme: the theme is applied online (a reload), then offline again.
  await visitor.usePrefs({ theme: 'parchment', scheme: 'light' });
  await expect(title).toBeVisible();
  await context.setOffline(true);
  await menu.getByRole('link', { name: 'Character' }).click();
  await sheet.changeHitPoints('Damage', 1);
  await expect(keptOffline).toBeVisible({ timeout: 10_000 });
  await visitor.toastsGone();
  await visitor.screenshot('offline-sheet-light', { fullPage: false });
  await menu.getByRole('link', { name: 'Inventory' }).click();
  await expect(visitor.offlineBar).toBeVisible();
  await expect(keptOffline).toBeVisible();
  expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await visitor.screenshot('offline-inventory-light', { fullPage: false });
  await context.setOffline(false);
  await sheet.waitUntilSaved();
});
