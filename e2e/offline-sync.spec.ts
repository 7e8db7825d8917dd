import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { addCatalogueItem, bodyInventoryId, createWizard } from './pages/characters-api.ts';
import { HitPointsPage } from './pages/hit-points.ts';
import { InventoryPage } from './pages/inventory.ts';
import { CharacterMenu, MagicPage } from './pages/magic.ts';
import { createNoteApi, NotesPage } from './pages/notes.ts';
import {
  readCharacter,
  readHistory,
  readItems,
  readNote,
  recordEdits,
  SyncPage,
} from './pages/sync.ts';

/**
 * Issue 19, "Done when" 1: fifty edits made offline after a reload (the app and the character
 * from the service worker and the device) reach the server exactly once and in order.
 */
test('fifty offline edits across hit points, slots, conditions, an item and a note reach the server once and in order', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const account = await createVerifiedAccount(request);
  // A wizard 3: 23 HP, four level 1 and two level 2 slots.
  const wizard = await createWizard(request, account.token, 'Ysolde', 3);
  const body = await bodyInventoryId(request, account.token, wizard.id);
  await addCatalogueItem(request, account.token, body, { itemId: 'torch', quantity: 10 });
  const torch = (await readItems(request, account.token, wizard.id)).find(
    (item) => item.item_id === 'torch',
  )!;
  const note = await createNoteApi(request, account.token, {
    character_id: wizard.id,
    title: 'Session log',
    content: 'Arrived at the inn.',
  });
  const sync = new SyncPage(page);
  const sheet = new HitPointsPage(page);
  const magic = new MagicPage(page);
  const inventory = new InventoryPage(page);
  const notes = new NotesPage(page);
  const menu = new CharacterMenu(page);
  await sync.seedStorage({ [STORAGE.token]: account.token, [STORAGE.character]: wizard.id });

  // Online once: every screen the journey uses, so the device keeps a copy of each.
  await sync.open(`/inventory/${body}`);
  // The first catalogue download on a new device can take a while.
  await expect(inventory.line('Torch')).toBeVisible({ timeout: 30_000 });
  await sync.open(`/notes/${note.id}`);
  await expect(notes.editorText()).toHaveValue('Arrived at the inn.');
  await sync.open('/magic');
  await expect(magic.slots(1)).toContainText('4 of 4 left');
  await sync.open('/character');
  await expect(sheet.hpCurrent).toHaveText('23', { timeout: 30_000 });
  await sync.waitForServiceWorker();
  await expect(sheet.hpCurrent).toHaveText('23');

  // Offline, reloaded: the shell from the service worker, the character from the device.
  const sent = recordEdits(context);
  await sync.reloadOffline(context);
  await expect(sheet.hpCurrent).toHaveText('23', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Ysolde' })).toBeVisible();

  // 1-20: ten hits of 3 and ten heals of 1 (never at 0 nor the maximum: exact arithmetic).
  await sheet.openHpDrawer();
  for (let round = 0; round < 10; round += 1) {
    await sheet.damage(3);
    await sheet.heal(1);
  }
  await sheet.closeDrawer();
  await expect(sheet.hpCurrent).toHaveText('3');

  // 21-30: conditions switched on and off.
  await sheet.openConditions();
  const flips = [
    'Poisoned',
    'Prone',
    'Blinded',
    'Prone',
    'Frightened',
    'Blinded',
    'Charmed',
    'Poisoned',
    'Deafened',
    'Restrained',
  ];
  for (const condition of flips) {
    await sheet.drawer.getByRole('checkbox', { name: condition, exact: true }).click();
  }
  await sheet.closeDrawer();
  await expect(sheet.conditionsSummary).toContainText('Frightened');

  // 31-40: slot pips (a free pip spends one, a used pip gives one back).
  await menu.go('Magic');
  const pip = (level: number, number: number) =>
    magic.slots(level).getByRole('button', { name: `Slot ${number}`, exact: true });
  for (const [level, number] of [
    [1, 1],
    [1, 2],
    [1, 3],
    [1, 4],
    [1, 4],
    [2, 1],
    [2, 2],
    [2, 2],
    [2, 2],
    [2, 2],
  ] as const) {
    await pip(level, number).click();
  }
  await expect(magic.slots(1)).toContainText('1 of 4 left');
  await expect(magic.slots(2)).toContainText('1 of 2 left');

  // 41-45: the torches' quantity, one step at a time.
  await sync.open(`/inventory/${body}`);
  const line = inventory.line('Torch');
  for (const step of ['more', 'more', 'more', 'fewer', 'more'] as const) {
    await line
      .getByRole('button', { name: step === 'more' ? 'One more Torch' : 'One fewer Torch' })
      .click();
  }
  await expect(page.getByTestId(`quantity-${torch.id}`)).toHaveText('13');

  // 46-50: the note written in five goes.
  await sync.open(`/notes/${note.id}`);
  const texts = [1, 2, 3, 4, 5].map(
    (part) => `Arrived at the inn.${' The cult stirs.'.repeat(part)}`,
  );
  for (const text of texts) {
    await notes.editorText().fill(text);
  }
  await expect(notes.editorText()).toHaveValue(texts.at(-1)!);

  // Nothing has left the device; every edit is kept under `pending_`.
  expect(sent).toEqual([]);
  expect((await sync.pendingKeys()).length).toBeGreaterThan(0);

  // Back online: the outbox empties.
  await context.setOffline(false);
  await sync.waitUntilSynced(60_000);

  // The server holds the result of all fifty edits, each counted once.
  const stored = await readCharacter(request, account.token, wizard.id);
  expect(stored.hp.current).toBe(3);
  expect(stored.spell_slots[0].slice(0, 2)).toEqual([3, 1]);
  expect([...stored.conditions].sort()).toEqual(
    ['charmed', 'deafened', 'frightened', 'restrained'].sort(),
  );
  const items = await readItems(request, account.token, wizard.id);
  expect(items.find((item) => item.id === torch.id)?.quantity).toBe(13);
  expect((await readNote(request, account.token, note.id)).content).toBe(texts.at(-1));

  // In order: each request once (retries reuse their key), the character's first.
  const keys = sent.map((edit) => edit.key);
  expect(keys.every((key) => key !== null)).toBe(true);
  const targets = [...new Set(sent.map((edit) => `${edit.method} ${edit.path}`))];
  expect(targets).toEqual([
    `POST /api/characters/${wizard.id}`,
    `PUT /api/inventory/item/${torch.id}`,
    `PUT /api/notes/${note.id}`,
  ]);

  // The history: newest first, versions never going back, the last the character's.
  const history = await readHistory(request, account.token, wizard.id);
  expect(history.length).toBeGreaterThan(0);
  expect(history[0]!.version).toBe(stored.version);
  const versions = history.map((entry) => entry.version);
  expect(versions).toEqual([...versions].sort((a, b) => b - a));
  const hp = history.filter((entry) => entry.field === 'hp');
  expect(hp.map((entry) => [entry.old, entry.new])).toContainEqual([23, 3]);
});
