import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { addCatalogueItem, bodyInventoryId, createWizard } from './pages/characters-api.ts';
import { HitPointsPage } from './pages/hit-points.ts';
import { InventoryPage } from './pages/inventory.ts';
import { CharacterMenu, MagicPage } from './pages/magic.ts';
import { createNoteApi, NotesPage } from './pages/notes.ts';
import { ServerProcess } from './pages/server-process.ts';
import type { HistoryEntry, SentEdit } from './pages/sync.ts';
import {
  readCharacter,
  readHistory,
  readItems,
  readNote,
  recordEdits,
  SyncPage,
} from './pages/sync.ts';

// A disabled control fails the journey in seconds, not at the end of its long time limit.
test.use({ actionTimeout: 20_000 });

/** The journey's records: an account's wizard 3 (23 HP) with ten torches and a note. */
interface Records {
  token: string;
  characterId: string;
  /** The character's version before the journey's edits. */
  version: number;
  bodyId: string;
  torchId: string;
  noteId: string;
}

async function makeRecords(
  request: APIRequestContext,
  account: { token: string },
): Promise<Records> {
  const wizard = await createWizard(request, account.token, 'Ysolde', 3);
  const bodyId = await bodyInventoryId(request, account.token, wizard.id);
  await addCatalogueItem(request, account.token, bodyId, { itemId: 'torch', quantity: 10 });
  const torch = (await readItems(request, account.token, wizard.id)).find(
    (item) => item.item_id === 'torch',
  );
  if (!torch) throw new Error('no torch line');
  const note = await createNoteApi(request, account.token, {
    character_id: wizard.id,
    title: 'Session log',
    content: 'Arrived at the inn.',
  });
  return {
    token: account.token,
    characterId: wizard.id,
    version: wizard.version,
    bodyId,
    torchId: torch.id,
    noteId: note.id,
  };
}

/** The note's text after each of the five writes. */
const NOTE_TEXTS = [1, 2, 3, 4, 5].map(
  (part) => `Arrived at the inn.${' The cult stirs.'.repeat(part)}`,
);

/**
 * Visits, online, every screen the edits use (so the device keeps a copy of each), waits for
 * the service worker to control the page, then cuts the network and reloads the sheet: the app
 * and the character open from the service worker and the device.
 */
async function openOfflineAfterReload(
  page: Page,
  context: BrowserContext,
  origin: string,
  records: Records,
): Promise<void> {
  const sync = new SyncPage(page);
  const sheet = new HitPointsPage(page);
  await sync.seedStorage({
    [STORAGE.token]: records.token,
    [STORAGE.character]: records.characterId,
  });
  await sync.open(`${origin}/inventory/${records.bodyId}`);
  // The first catalogue download on a new device can take a while.
  await expect(new InventoryPage(page).line('Torch')).toBeVisible({ timeout: 30_000 });
  await sync.open(`${origin}/notes`);
  await expect(new NotesPage(page).card('Session log')).toBeVisible();
  await sync.open(`${origin}/magic`);
  await expect(new MagicPage(page).slots(1)).toContainText('4 of 4 left');
  await sync.open(`${origin}/character`);
  await expect(sheet.hpCurrent).toHaveText('23', { timeout: 30_000 });
  await sync.waitForServiceWorker();
  await expect(sheet.hpCurrent).toHaveText('23');

  await sync.reloadOffline(context);
  await expect(sheet.hpCurrent).toHaveText('23', { timeout: 20_000 });
  await expect(sheet.classLine).toHaveText('Level 3 Wizard');
}

/**
 * Fifty edits, offline, in this order: 1-20 ten hits of 3 and ten heals of 1 (never at 0 nor the
 * maximum, so the arithmetic is exact: 23 → 3); 21-30 conditions switched on and off; 31-40 slot
 * pips; 41-45 the torches' quantity; 46-50 the note written in five goes.
 */
async function makeFiftyEdits(page: Page, origin: string, records: Records): Promise<void> {
  const sync = new SyncPage(page);
  const sheet = new HitPointsPage(page);
  const magic = new MagicPage(page);
  const inventory = new InventoryPage(page);
  const notes = new NotesPage(page);

  await sheet.openHpDrawer();
  for (let round = 0; round < 10; round += 1) {
    await sheet.damage(3);
    await sheet.heal(1);
  }
  await sheet.closeDrawer();
  await expect(sheet.hpCurrent).toHaveText('3');

  await sheet.openConditions();
  for (const condition of [
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
  ]) {
    await sheet.drawer.getByRole('checkbox', { name: condition, exact: true }).click();
  }
  await sheet.closeDrawer();
  await expect(sheet.conditionsSummary).toContainText('Frightened');

  // A free pip spends a slot, a used one gives it back.
  await new CharacterMenu(page).go('Magic');
  for (const [level, pip] of [
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
    await magic
      .slots(level)
      .getByRole('button', { name: `Slot ${pip}`, exact: true })
      .click();
  }
  await expect(magic.slots(1)).toContainText('1 of 4 left');
  await expect(magic.slots(2)).toContainText('1 of 2 left');

  // Addresses typed offline: each screen from the service worker and the device.
  await sync.open(`${origin}/inventory/${records.bodyId}`);
  const torches = inventory.line('Torch');
  for (const name of ['One more', 'One more', 'One more', 'One fewer', 'One more']) {
    await torches.getByRole('button', { name: `${name} Torch`, exact: true }).click();
  }
  await expect(page.getByTestId(`quantity-${records.torchId}`)).toHaveText('13');

  // The note from the list the device keeps (a note's own address reloaded offline finds no
  // copy of it on the device).
  await sync.open(`${origin}/notes`);
  await page.getByRole('link', { name: /^Session log/ }).click();
  await expect(notes.editorText()).toHaveValue('Arrived at the inn.');
  for (const text of NOTE_TEXTS) await notes.editorText().fill(text);
  await expect(notes.editorText()).toHaveValue(NOTE_TEXTS.at(-1)!);
}

/**
 * The server holds the result of all fifty edits, each counted once (a hit counted twice would
 * leave other hit points; a torch step twice, other torches), sent in the order they were made.
 */
async function expectFiftyApplied(
  request: APIRequestContext,
  records: Records,
  sent: readonly SentEdit[],
): Promise<void> {
  const stored = await readCharacter(request, records.token, records.characterId);
  expect(stored.hp.current).toBe(3);
  expect(stored.spell_slots[0].slice(0, 2)).toEqual([3, 1]);
  expect([...stored.conditions].sort()).toEqual([
    'charmed',
    'deafened',
    'frightened',
    'restrained',
  ]);
  const items = await readItems(request, records.token, records.characterId);
  expect(items.find((item) => item.id === records.torchId)?.quantity).toBe(13);
  expect((await readNote(request, records.token, records.noteId)).content).toBe(NOTE_TEXTS.at(-1));

  // Every request carries its Idempotency-Key; the targets go in the order of their first edit.
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((edit) => edit.key !== null)).toBe(true);
  expect([...new Set(sent.map((edit) => `${edit.method} ${edit.path}`))]).toEqual([
    `POST /api/characters/${records.characterId}`,
    `PUT /api/inventory/item/${records.torchId}`,
    `PUT /api/notes/${records.noteId}`,
  ]);

  // The history, newest first, versions never going back, the newest the character's.
  const history = await readHistory(request, records.token, records.characterId);
  expect(history[0]?.version).toBe(stored.version);
  const versions = history.map((entry) => entry.version);
  expect(versions).toEqual([...versions].sort((a, b) => b - a));
  // Each character request the device sent (one key each, merged edits share one) made one
  // version, one after the other: none was applied twice.
  const synced = history.filter((entry) => entry.version > records.version).reverse();
  const syncedVersions = [...new Set(synced.map((entry) => entry.version))];
  const characterKeys = new Set(
    sent.filter((edit) => edit.path === `/api/characters/${records.characterId}`).map((e) => e.key),
  );
  expect(syncedVersions).toEqual(syncedVersions.map((_, index) => records.version + 1 + index));
  expect(syncedVersions).toHaveLength(characterKeys.size);
  expect(stored.version).toBe(records.version + characterKeys.size);
  // Every part changed goes from its value before the edits to its value after them, each step
  // starting where the one before it ended, all from this device, none overwriting another.
  expect(changesOf(synced, 'hp', ['current'])).toEqual([23, 3]);
  expect(changesOf(synced, 'spell_slots', ['0', '0'])).toEqual([0, 3]);
  expect(changesOf(synced, 'spell_slots', ['0', '1'])).toEqual([0, 1]);
  const conditions = changesOf(synced, 'conditions', []);
  expect(conditions[0]).toEqual([]);
  expect([...(conditions[1] as string[])].sort()).toEqual([
    'charmed',
    'deafened',
    'frightened',
    'restrained',
  ]);
  expect(synced.every((entry) => !entry.conflict && entry.device_id !== null)).toBe(true);
  expect(new Set(synced.map((entry) => entry.device_id)).size).toBe(1);
}

/**
 * A part's history entries, oldest first, as [its first old value, its last new value]; fails
 * when one entry does not start where the one before it ended (a change lost or doubled).
 */
function changesOf(
  entries: readonly HistoryEntry[],
  field: string,
  path: readonly string[],
): [unknown, unknown] {
  const steps = entries.filter(
    (entry) => entry.field === field && JSON.stringify(entry.path) === JSON.stringify(path),
  );
  expect(steps.length, `history of ${field} ${path.join('.')}`).toBeGreaterThan(0);
  steps.slice(1).forEach((step, index) => expect(step.old).toEqual(steps[index]!.new));
  return [steps[0]!.old, steps.at(-1)!.new];
}

/**
 * Issue 19, "Done when" 1: fifty edits made offline after a reload reach the server exactly
 * once and in order.
 */
test('fifty offline edits across hit points, slots, conditions, an item and a note reach the server once and in order', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = await createVerifiedAccount(request);
  const records = await makeRecords(request, account);
  const origin = baseURL!;
  const sync = new SyncPage(page);
  await openOfflineAfterReload(page, context, origin, records);

  const sent = recordEdits(context);
  await makeFiftyEdits(page, origin, records);
  // Nothing has left the device: every edit waits under `pending_`.
  expect(sent).toEqual([]);
  expect((await sync.pendingKeys()).length).toBeGreaterThan(0);
  await sync.open(`${origin}/character`);
  await expect(sync.badge).toHaveAttribute('data-state', 'pending');

  await context.setOffline(false);
  await sync.waitUntilSynced(60_000);
  await expect(sync.badge).toHaveText('Synced');
  await expectFiftyApplied(request, records, sent);
  // Sent once each: nothing failed, so nothing was sent again.
  expect(new Set(sent.map((edit) => edit.key)).size).toBe(sent.length);
});

/**
 * Issue 19, "Done when" 2: the same fifty edits, with the server killed while the first request
 * is in flight — after it has applied the edit but before its answer reaches the device, the
 * case where a resend without an Idempotency-Key would apply it twice — and started again on the
 * same data: nothing lost, nothing applied twice.
 */
test('the server killed during the sync and started again: nothing lost, nothing applied twice', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(300_000);
  // The port beside the shared server's (the config sets E2E_PORT before any test runs).
  const server = new ServerProcess(Number(process.env.E2E_PORT) + 1);
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    await server.start();
    const account = await server.createVerifiedAccount(api);
    const records = await makeRecords(api, account);
    const sync = new SyncPage(page);
    await openOfflineAfterReload(page, context, server.baseURL, records);
    const sent = recordEdits(context);
    await makeFiftyEdits(page, server.baseURL, records);
    await sync.open(`${server.baseURL}/character`);

    // The first request reaches the server and is applied; the server dies before answering.
    let killed: Promise<void> | null = null;
    await context.route(
      (url) => url.pathname.startsWith('/api/') && !killed,
      async (route) => {
        if (route.request().method() === 'GET' || killed) return route.fallback();
        killed = (async () => {
          await route.fetch();
          await server.kill();
        })();
        await killed;
        await route.abort('connectionreset');
      },
    );
    await context.setOffline(false);
    await expect.poll(() => killed !== null, { timeout: 20_000 }).toBe(true);
    await killed;
    // The edits wait on the device while the server is down.
    expect((await sync.pendingKeys()).length).toBeGreaterThan(0);

    await server.start();
    await sync.waitUntilSynced(90_000);
    await expectFiftyApplied(api, records, sent);
    // The first request was sent again under its own key, and the server answered it from
    // its memory instead of applying it twice (the hit points above prove it).
    const first = sent[0]!;
    expect(sent.filter((edit) => edit.key === first.key).length).toBeGreaterThanOrEqual(2);
  } finally {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await api.dispose();
    await server.stop();
  }
});
