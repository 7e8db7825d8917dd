import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { bodyInventoryId, createWizard } from './pages/characters-api.ts';
import { useTheme } from './pages/edit-character.ts';
import { colourDistance, LayoutProbe, multiclassFromWizard } from './pages/layout.ts';
import { SheetPage } from './pages/sheet.ts';

const THEMES = ['neon', 'parchment'] as const;

test('labels read, radios tell chosen from empty, Level up keeps one line, in both schemes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(request);
  const wizard = await createWizard(request, account.token, 'Osric', 6);
  await multiclassFromWizard(request, account.token, wizard.id);
  const body = await bodyInventoryId(request, account.token, wizard.id);
  const probe = new LayoutProbe(page);
  const sheet = new SheetPage(page);
  await probe.seedStorage({ [STORAGE.token]: account.token, [STORAGE.character]: wizard.id });

  for (const theme of THEMES) {
    // Settings: the way in to deleting the account has a label one can read.
    await probe.open('/settings');
    await useTheme(page, theme);
    const deleteAccount = page.getByRole('button', { name: 'Delete account' });
    await expect(deleteAccount).toBeVisible();
    await probe.animationsDone();
    expect(await probe.textContrast(deleteAccount)).toBeGreaterThanOrEqual(4.5);
    await probe.screenshot(`layout-settings-${theme}`);

    // Its confirmation: a filled danger button, readable too; the footer's buttons share a row.
    await deleteAccount.click();
    const modal = page.getByRole('dialog', { name: 'Delete account' });
    await modal.getByLabel('Password').fill('not yet');
    const confirm = modal.getByRole('button', { name: 'Delete forever' });
    await probe.animationsDone();
    expect(await probe.textContrast(confirm)).toBeGreaterThanOrEqual(4.5);
    const [cancelBox, confirmBox] = [
      await modal.getByRole('button', { name: 'Cancel' }).boundingBox(),
      await confirm.boundingBox(),
    ];
    expect(cancelBox!.y).toBeCloseTo(confirmBox!.y, 0);
    expect(Math.abs(cancelBox!.width - confirmBox!.width)).toBeLessThan(24);
    await probe.screenshot(`layout-delete-modal-${theme}`, { fullPage: false });
    await modal.getByRole('button', { name: 'Cancel' }).click();

    // The sheet: a long class line wraps beside Level up, which stays on one line.
    await probe.open('/character');
    await expect(sheet.classLine).toHaveText('Level 6 Wizard 2 / Fighter 3 / Rogue 1', {
      timeout: 30_000,
    });
    const levelUp = page.getByRole('link', { name: 'Level up' });
    expect(await probe.textLines(levelUp)).toBe(1);
    const [lineBox, levelBox] = [await sheet.classLine.boundingBox(), await levelUp.boundingBox()];
    expect(lineBox!.x + lineBox!.width).toBeLessThanOrEqual(levelBox!.x);
    expect(levelBox!.x + levelBox!.width).toBeLessThanOrEqual(390);
    await probe.screenshot(`layout-sheet-${theme}`, { fullPage: false });

    // Radios: an empty one shows the card through its middle, a chosen one a dot.
    await probe.open(`/inventory/${body}/apply-preset`);
    const radios = page.getByRole('radio');
    await radios.nth(1).check({ timeout: 30_000 });
    const empty = await probe.centreAndCorner(radios.nth(0));
    const chosen = await probe.centreAndCorner(radios.nth(1));
    expect(colourDistance(empty.centre, empty.corner)).toBeLessThan(30);
    expect(colourDistance(chosen.centre, chosen.corner)).toBeGreaterThan(80);
    await probe.screenshot(`layout-radios-${theme}`, { fullPage: false });
  }
});

test('every page opens at the top and Back returns to where it was left', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  const wizard = await createWizard(request, account.token, 'Osric', 6);
  const probe = new LayoutProbe(page);
  const sheet = new SheetPage(page);
  await probe.seedStorage({ [STORAGE.token]: account.token, [STORAGE.character]: wizard.id });

  await probe.open('/character');
  await expect(sheet.classLine).toBeVisible({ timeout: 30_000 });
  // The sheet must be tall enough to scroll 1 200 px (its cards come in as the stores answer).
  await expect
    .poll(() => probe.pageHeight(), { timeout: 30_000 })
    .toBeGreaterThan(1200 + (page.viewportSize()?.height ?? 844));
  await probe.settle();
  await probe.scrollTo(1200);
  await expect.poll(() => probe.scrollY()).toBe(1200);

  await probe.menuLink('Features').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await expect.poll(() => probe.scrollY()).toBe(0);
  // The features list is drawn once the catalogue is read.
  await expect.poll(() => probe.pageHeight()).toBeGreaterThan(1600);
  await probe.settle();
  await probe.scrollTo(600);

  await probe.menuLink('Inventory').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect.poll(() => probe.scrollY()).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  // Near, not exact: a card drawn late above the view moves it by its height (the browser's
  // scroll anchoring keeps the same lines in sight), which is where the reader was.
  await expect.poll(() => probe.scrollY()).toBeGreaterThan(540);
  expect(await probe.scrollY()).toBeLessThan(660);
  await page.goBack();
  await expect(sheet.classLine).toBeVisible();
  await expect.poll(() => probe.scrollY()).toBeGreaterThan(1140);
  expect(await probe.scrollY()).toBeLessThan(1260);
  // Once there, the cards off screen go back to being skipped (the page is laid out in full
  // only while restoring).
  await expect
    .poll(() => page.evaluate(() => 'scrollRestoring' in document.documentElement.dataset))
    .toBe(false);

  // Forward returns to a page visited before: where it was left, not the top.
  await page.goForward();
  await expect.poll(() => probe.scrollY()).toBeGreaterThan(540);
  expect(await probe.scrollY()).toBeLessThan(660);
});

test('items: filters name their sources, the to-top button leaves the weights clear', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  const wizard = await createWizard(request, account.token, 'Osric', 1);
  const probe = new LayoutProbe(page);
  await probe.seedStorage({ [STORAGE.token]: account.token, [STORAGE.character]: wizard.id });

  for (const theme of THEMES) {
    await probe.open('/items');
    await useTheme(page, theme);
    await expect.poll(() => probe.pageHeight(), { timeout: 30_000 }).toBeGreaterThan(3000);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('group', { name: 'Filters', exact: true });
    await expect(filters.getByText('System Reference Document 5.2')).toBeVisible();
    await expect(filters.getByText(/srd-5-2/i)).toHaveCount(0);
    await filters.getByRole('group', { name: 'Source' }).scrollIntoViewIfNeeded();
    await probe.screenshot(`layout-item-filters-${theme}`, { fullPage: false });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();

    await probe.scrollTo(2500);
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(toTop).toBeVisible();
    const button = (await toTop.boundingBox())!;
    // Every weight on screen ends left of the button or lies clear of it vertically.
    for (const weight of await page.locator('.items-row__numbers').all()) {
      const box = await weight.boundingBox();
      if (!box) continue;
      const overlaps =
        box.x < button.x + button.width &&
        button.x < box.x + box.width &&
        box.y < button.y + button.height &&
        button.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
    await probe.screenshot(`layout-items-to-top-${theme}`, { fullPage: false });
  }
});
