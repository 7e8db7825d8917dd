import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { createWizard } from './pages/characters-api.ts';
import { createNoteApi, NotesPage } from './pages/notes.ts';

test('notes: create two, reorder by dragging, soft-delete, restore, delete for good; all of it survives a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  const wizard = await createWizard(request, account.token, 'Merla', 1);
  const notes = new NotesPage(page);
  await notes.seedStorage({ [STORAGE.token]: account.token, [STORAGE.character]: wizard.id });

  await notes.open('/notes');
  await expect(page.getByText('No notes yet.', { exact: false })).toBeVisible();

  // The create dialog: Create waits for a title.
  await page.getByRole('button', { name: 'New note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A markdown note: saved on its own, its preview renders a heading and a list.
  await notes.create('Quest log');
  await notes
    .editorText()
    .fill('# Quests\n\n- Find the cult\n- Pay the smith\n\n<script>window.hacked = 1</script>');
  await expect(notes.saveStatus()).toHaveText('Saved');
  await page.getByRole('button', { name: 'Preview' }).click();
  const rendered = page.getByTestId('note-rendered');
  await expect(rendered.getByRole('heading', { name: 'Quests' })).toBeVisible();
  await expect(rendered.getByRole('listitem')).toHaveText(['Find the cult', 'Pay the smith']);
  // Raw html is shown as text, never run.
  await expect(rendered).toContainText('<script>');
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await page.getByRole('link', { name: 'Back to notes' }).click();

  await notes.create('Loot', 'Blue');
  await page.getByRole('link', { name: 'Back to notes' }).click();
  await expect(notes.titles()).toHaveText(['Quest log', 'Loot']);
  await expect(notes.card('Quest log')).toContainText('Quests Find the cult Pay the smith');

  // Reorder with a drag of the handle: Loot goes above Quest log.
  const ordered = page.waitForResponse(
    (response) => response.url().endsWith('/api/notes/order') && response.ok(),
  );
  await notes.drag('Loot', 'Quest log');
  await ordered;
  await expect(notes.titles()).toHaveText(['Loot', 'Quest log']);

  // Soft delete, then restore from the deleted notes.
  await page.getByRole('button', { name: 'Delete Quest log' }).click();
  await expect(page.getByText('“Quest log” deleted')).toBeVisible();
  await expect(notes.titles()).toHaveText(['Loot']);
  await notes.tab('Deleted').click();
  await expect(notes.titles('Deleted notes')).toHaveText(['Quest log']);
  await page.getByRole('button', { name: 'Restore: Quest log' }).click();
  await expect(page.getByText('No deleted notes.')).toBeVisible();

  // A third note (made elsewhere) is deleted softly, then for good after confirming.
  await createNoteApi(request, account.token, { character_id: wizard.id, title: 'Old rumours' });
  await notes.tab('Notes').click();
  await page.reload();
  await expect(notes.titles()).toHaveText(['Loot', 'Quest log', 'Old rumours']);
  await page.getByRole('button', { name: 'Delete Old rumours' }).click();
  await expect(notes.titles()).toHaveText(['Loot', 'Quest log']);
  await notes.tab('Deleted').click();
  await page.getByRole('button', { name: 'Delete for good: Old rumours' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete for good?' });
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('No deleted notes.')).toBeVisible();

  // After a reload: the order, the restored note and the note gone for good.
  await page.reload();
  await expect(notes.titles('Deleted notes')).toHaveCount(0);
  await expect(page.getByText('No deleted notes.')).toBeVisible();
  await notes.tab('Notes').click();
  await expect(notes.titles()).toHaveText(['Loot', 'Quest log']);

  // Screenshots of the list, the editor and the preview, dark and light, to look at.
  for (const scheme of ['dark', 'light'] as const) {
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      STORAGE.prefs,
      JSON.stringify({ theme: 'neon', scheme }),
    ] as const);
    await notes.open('/notes');
    await expect(notes.titles()).toHaveText(['Loot', 'Quest log']);
    await notes.screenshot(`notes-list-${scheme}`, { fullPage: false });
    await page.getByRole('link', { name: /^Quest log/ }).click();
    await expect(notes.editorText()).toHaveValue(/# Quests/);
    await notes.screenshot(`notes-editor-${scheme}`, { fullPage: false });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('note-rendered')).toBeVisible();
    await notes.screenshot(`notes-preview-${scheme}`, { fullPage: false });
  }
});
