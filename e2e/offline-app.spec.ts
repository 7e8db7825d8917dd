import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { createWizard } from './pages/characters-api.ts';
import { MagicPage, SpellsPage } from './pages/magic.ts';
import { createNoteApi } from './pages/notes.ts';
import { addBeastApi, OfflinePage } from './pages/offline.ts';
import { SheetPage } from './pages/sheet.ts';

/** Every screen of an existing character (issue 19), with something only real content shows. */
const SCREENS: { path: string; shows: (page: Page) => Locator }[] = [
  { path: '/list', shows: (page) => page.getByRole('button', { name: /^Ysolde/ }) },
  { path: '/character', shows: (page) => new SheetPage(page).classLine },
  { path: '/features/view', shows: (page) => page.getByText('Arcane Recovery').first() },
  { path: '/magic', shows: (page) => new MagicPage(page).slots(1) },
  // (The first screenful of each list: its other rows come in as the reader scrolls.)
  { path: '/spells', shows: (page) => new SpellsPage(page).toggle('Known', 'Fire Bolt') },
  {
    path: '/inventory',
    shows: (page) => page.getByRole('button', { name: 'Details of Spellbook', exact: true }),
  },
  { path: '/items', shows: (page) => page.getByText('Airship', { exact: true }).first() },
  { path: '/notes', shows: (page) => page.getByText('Tower rumours') },
  { path: '/beasts', shows: (page) => page.getByRole('button', { name: /^Cat/ }) },
];

test('offline after one visit: the app and every screen of a character open from the service worker and the device', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(request);
  const wizard = await createWizard(request, account.token, 'Ysolde', 3);
  await createNoteApi(request, account.token, {
    character_id: wizard.id,
    title: 'Tower rumours',
    content: 'The bell tolls at midnight.',
    format: 'markdown',
  });
  await addBeastApi(request, account.token, wizard.id, { beast_id: 'cat', type: 'familiar' });
  const app = new OfflinePage(page);
  await app.seedStorage({
    [STORAGE.token]: account.token,
    [STORAGE.character]: wizard.id,
    // Should Chromium offer installation (headless does not today), the card stays away.
    'hearth.installDeclined': String(Date.now()),
  });

  // Online, once: each screen, so the device keeps its copies and the catalogue arrives.
  for (const screen of SCREENS) {
    await app.open(screen.path);
    await expect(screen.shows(page), screen.path).toBeVisible({ timeout: 30_000 });
  }
  await app.waitForServiceWorker();

  // The table's Wi-Fi drops; the player reloads.
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('app-ready').waitFor({ state: 'attached' });
  expect(await app.controlled()).toBe(true);
  await expect(app.badge).toBeVisible();

  for (const screen of SCREENS) {
    await app.open(screen.path);
    await expect(screen.shows(page), `${screen.path} offline`).toBeVisible();
    await expect(app.badge).toBeVisible();
  }
  await app.screenshot('offline-beasts', { fullPage: false });

  // The sheet's own numbers, from the device.
  const sheet = new SheetPage(page);
  await sheet.open('/character');
  await expect(page.getByRole('heading', { name: 'Ysolde' })).toBeVisible();
  await expect(sheet.classLine).toHaveText('Level 3 Wizard');
  await expect(sheet.hpCurrent).toHaveText('23');

  // The list says what waits for the connection; creating a character is refused with the modal.
  await app.open('/list');
  await expect(page.getByText(/your characters can still be viewed and edited/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide' })).toBeDisabled();
  await page.getByRole('link', { name: 'Create character' }).click();
  await expect(app.modal).toBeVisible();
  expect(app.path()).toBe('/list');
  await expect(app.needs()).toHaveText([
    'Creating, archiving, restoring and deleting characters',
    'Refreshing the character list',
    'Updating character info (name and portrait)',
    'Moving and giving items',
    'Adding, splitting and removing items',
    'Syncing with the server',
    'Campaign interactions',
    'Saving progression (level up, classes, feats)',
    'Content updates',
  ]);
  await app.screenshot('offline-modal', { fullPage: false });
  await app.modal.getByRole('button', { name: 'Got it' }).click();

  // The bar at the top opens the same modal.
  await app.badge.click();
  await expect(app.modal).toBeVisible();
  await app.modal.getByRole('button', { name: 'Got it' }).click();

  // Back online: the bar goes.
  await context.setOffline(false);
  await expect(app.badge).toBeHidden({ timeout: 15_000 });
});
