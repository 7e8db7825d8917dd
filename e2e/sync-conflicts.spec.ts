import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { devices } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { addCatalogueItem, bodyInventoryId, createWizard } from './pages/characters-api.ts';
import { HitPointsPage } from './pages/hit-points.ts';
import { InventoryPage } from './pages/inventory.ts';
import { SpellsPage } from './pages/magic.ts';
import { ProficiencyPage } from './pages/proficiency.ts';
import {
  readCharacter,
  readHistory,
  readItems,
  signIn,
  SyncPage,
  watchCspViolations,
} from './pages/sync.ts';

// A disabled control fails the journey in seconds, not at the end of its long time limit.
test.use({ actionTimeout: 20_000 });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A second phone: its own context (storage, service worker, device id), the same viewport. */
async function secondDevice(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
  });
}

/** Everything a device needs to act on one character: its pages over one browser page. */
function deviceOf(page: Page) {
  return {
    page,
    sync: new SyncPage(page),
    sheet: new HitPointsPage(page),
    ac: new ProficiencyPage(page),
    spells: new SpellsPage(page),
  };
}

/**
 * Issue 19, "Done when" 3: two devices of one account edit one character offline. Changes to
 * different parts both land, damage from both counts; the same value written by both is
 * resolved by the later write, the overwritten value kept in the history and restored from it.
 */
test('two devices edit one character offline: both changes count, the overwritten value is in the history and restored', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = await createVerifiedAccount(request);
  // A wizard 3 (23 HP) with Shield and Magic Missile written in the spellbook, none prepared.
  const wizard = await createWizard(request, account.token, 'Tamsin', 3);
  const booked = await request.post(`/api/characters/${wizard.id}`, {
    headers: auth(account.token),
    data: { spells: { shield: { book: true }, 'magic-missile': { book: true } } },
  });
  expect(booked.status()).toBe(200);

  // Two devices, each signed in on its own.
  const otherContext = await secondDevice(browser, baseURL!);
  const otherViolations = watchCspViolations(otherContext);
  const one = deviceOf(page);
  const two = deviceOf(await otherContext.newPage());
  for (const device of [one, two]) {
    const token = await signIn(request, account);
    await device.sync.seedStorage({ [STORAGE.token]: token, [STORAGE.character]: wizard.id });
    await device.sync.open('/spells');
    await expect(device.spells.toggle('Prepared', 'Shield')).toBeVisible({ timeout: 30_000 });
    await device.sync.open('/character');
    await expect(device.sheet.hpCurrent).toHaveText('23', { timeout: 30_000 });
    // Offline, a screen opened by its address comes from the service worker.
    await device.sync.waitForServiceWorker();
    await expect(device.sync.badge).toHaveAttribute('data-state', 'synced');
  }

  // Offline, both: one hits for 5 and poisons; the other hits for 4 and prepares Shield.
  await page.context().setOffline(true);
  await otherContext.setOffline(true);
  await one.sheet.openHpDrawer();
  await one.sheet.damage(5);
  await one.sheet.closeDrawer();
  await one.sheet.openConditions();
  await one.sheet.drawer.getByRole('checkbox', { name: 'Poisoned', exact: true }).click();
  await one.sheet.closeDrawer();
  await expect(one.sheet.hpCurrent).toHaveText('18');
  await expect(one.sync.badge).toHaveAttribute('data-state', 'pending');

  await two.sheet.openHpDrawer();
  await two.sheet.damage(4);
  await two.sheet.closeDrawer();
  await expect(two.sheet.hpCurrent).toHaveText('19');
  await two.sync.open('/spells');
  await two.spells.toggle('Prepared', 'Shield').click();
  await expect(two.spells.toggle('Prepared', 'Shield')).toHaveAttribute('aria-pressed', 'true');

  // Online, one after the other: the server merges both.
  await page.context().setOffline(false);
  await one.sync.waitUntilSynced();
  await otherContext.setOffline(false);
  await two.sync.waitUntilSynced();
  let stored = await readCharacter(request, account.token, wizard.id);
  expect(stored.hp.current).toBe(23 - 5 - 4);
  expect(stored.conditions).toEqual(['poisoned']);
  expect(stored.spells.shield).toMatchObject({ book: true, prepared: true });
  expect(stored.spells['magic-missile']).toEqual({ book: true });
  expect(stored.ac_mod).toBe(0);

  // The same value on both, offline: the AC adjustment, +1 on one, +2 on the other.
  for (const device of [one, two]) {
    await device.sync.open('/character');
    await expect(device.sheet.hpCurrent).toHaveText('14', { timeout: 20_000 });
  }
  await page.context().setOffline(true);
  await otherContext.setOffline(true);
  for (const [device, steps] of [
    [one, 1],
    [two, 2],
  ] as const) {
    await device.ac.openAc();
    for (let step = 0; step < steps; step += 1) {
      await device.ac.drawer.getByRole('button', { name: 'Increase' }).click();
    }
    await expect(device.ac.acAdjustment()).toHaveValue(String(steps));
    await device.ac.closeDrawer();
  }

  // One syncs first, the other later: the later write wins.
  await page.context().setOffline(false);
  await one.sync.waitUntilSynced();
  expect((await readCharacter(request, account.token, wizard.id)).ac_mod).toBe(1);
  await otherContext.setOffline(false);
  await two.sync.waitUntilSynced();
  stored = await readCharacter(request, account.token, wizard.id);
  expect(stored.ac_mod).toBe(2);
  expect(stored.hp.current).toBe(14);

  // The history keeps the overwritten 1, marked as such, with the device that overwrote it.
  const history = await readHistory(request, account.token, wizard.id);
  const overwritten = history.filter((entry) => entry.conflict);
  expect(overwritten).toHaveLength(1);
  expect(overwritten[0]).toMatchObject({ field: 'ac_mod', old: 1, new: 2 });
  expect(overwritten[0]!.device_id).not.toBeNull();

  // The sheet's history screen shows it overwritten; Restore brings the 1 back.
  await two.sync.open('/character');
  await two.sync.openPanel();
  await two.sync.openHistoryFromPanel();
  const marked = two.sync.overwritten();
  await expect(marked).toHaveCount(1, { timeout: 20_000 });
  await two.sync.screenshot('sync-history-conflict', { fullPage: false });
  await marked.getByRole('button', { name: 'Restore' }).click();
  await two.sync.waitUntilSynced();
  stored = await readCharacter(request, account.token, wizard.id);
  expect(stored.ac_mod).toBe(1);
  // The restore is itself a change in the history, not a silent rewrite.
  const after = await readHistory(request, account.token, wizard.id);
  expect(after[0]).toMatchObject({ field: 'ac_mod', old: 2, new: 1, conflict: false });

  await otherContext.close();
  expect(otherViolations, 'Content-Security-Policy violations on the second device').toEqual([]);
});

/**
 * Issue 19, "Done when" 4: an edit the server refuses stays on the device with its reason, and
 * can be retried (refused again) or discarded.
 */
test('a refused edit stays listed with its reason; Retry refuses again, Discard removes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  const wizard = await createWizard(request, account.token, 'Odo', 1);
  const body = await bodyInventoryId(request, account.token, wizard.id);
  await addCatalogueItem(request, account.token, body, { itemId: 'torch', quantity: 10 });
  const torch = (await readItems(request, account.token, wizard.id)).find(
    (item) => item.item_id === 'torch',
  )!;
  const sync = new SyncPage(page);
  const inventory = new InventoryPage(page);
  const sheet = new HitPointsPage(page);
  await sync.seedStorage({ [STORAGE.token]: account.token, [STORAGE.character]: wizard.id });
  await sync.open('/character');
  await expect(sheet.hpCurrent).toBeVisible({ timeout: 30_000 });
  await expect(sync.badge).toHaveText('Synced');
  await sync.open(`/inventory/${body}`);
  await expect(inventory.line('Torch')).toBeVisible({ timeout: 30_000 });

  // Offline: one more torch, kept on the device.
  await context.setOffline(true);
  await inventory.line('Torch').getByRole('button', { name: 'One more Torch' }).click();
  await expect(page.getByTestId(`quantity-${torch.id}`)).toHaveText('11');
  await expect.poll(() => sync.pendingKeys()).toEqual([expect.stringMatching(/^pending_item_/)]);

  // Meanwhile another device deletes the line.
  const deleted = await request.delete(`/api/inventory/item/${torch.id}`, {
    headers: auth(account.token),
  });
  expect(deleted.ok()).toBe(true);

  // Online: the server refuses the change; the badge says so and the panel keeps it.
  const itemPut = (response: Response) =>
    response.url().endsWith(`/api/inventory/item/${torch.id}`) &&
    response.request().method() === 'PUT';
  const refused = page.waitForResponse(itemPut);
  await context.setOffline(false);
  expect((await refused).status()).toBe(404);
  await expect(sync.badge).toHaveAttribute('data-state', 'refused', { timeout: 20_000 });
  await expect(sync.badge).toHaveText('Not synced 1');
  await sync.openPanel();
  await expect(sync.entries).toHaveCount(1);
  const entry = sync.entries.first();
  await expect(entry).toHaveAttribute('data-status', 'refused');
  await expect(entry).toContainText('Item not found');
  await sync.screenshot('sync-panel-refused', { fullPage: false });

  // It outlives a reload: still on the device, still refused, on the sheet too.
  await sync.open('/character');
  await expect(sheet.hpCurrent).toBeVisible({ timeout: 20_000 });
  await expect(sync.badge).toHaveText('Not synced 1');
  expect(await sync.pendingKeys()).toEqual([expect.stringMatching(/^pending_item_/)]);
  await sync.openPanel();
  await expect(entry).toHaveAttribute('data-status', 'refused');
  await expect(entry).toContainText('Item not found');

  // Retry: sent again, refused again, still listed.
  const retried = page.waitForResponse(itemPut);
  await sync.entryButton(entry, 'Retry').click();
  expect((await retried).status()).toBe(404);
  await expect(sync.entries).toHaveCount(1);
  await expect(entry).toHaveAttribute('data-status', 'refused');
  await expect(entry).toContainText('Item not found');

  // Discard (a second tap confirms): gone from the list, the device and the badge.
  await sync.discard(entry);
  await expect(sync.entries).toHaveCount(0);
  await expect(sync.badge).toHaveAttribute('data-state', 'synced');
  await expect(sync.badge).toHaveText('Synced');
  expect(await sync.pendingKeys()).toEqual([]);
});
