import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';

/** /notes and /notes/:id: the notes list, its dialogs and a note's editor. */
export class NotesPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  /** The active notes' list (or the deleted ones', on that tab). */
  list(which: 'Your notes' | 'Deleted notes' = 'Your notes'): Locator {
    return this.page.getByRole('list', { name: which });
  }

  /** The titles of the cards, in order. */
  titles(which: 'Your notes' | 'Deleted notes' = 'Your notes'): Locator {
    return this.list(which).getByTestId('note-card').locator('.note-card__title');
  }

  card(title: string): Locator {
    return this.page.getByTestId('note-card').filter({ hasText: title });
  }

  tab(name: 'Notes' | 'Deleted'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Opens the create dialog, names the note and creates it: the editor opens. */
  async create(title: string, color?: string): Promise<void> {
    await this.page.getByRole('button', { name: 'New note' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New note' });
    await dialog.getByLabel('Title').fill(title);
    if (color) await dialog.getByRole('radio', { name: color }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await this.page.waitForURL(/\/notes\/[^/]+$/);
  }

  /** Drags a card by its handle to the place of another (a finger's long move, as a mouse). */
  async drag(title: string, onto: string): Promise<void> {
    const handle = this.page.getByRole('button', { name: `Drag to reorder ${title}` });
    const from = (await handle.boundingBox())!;
    const to = (await this.card(onto).boundingBox())!;
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    const targetY = to.y + (to.y < from.y ? 4 : to.height - 4);
    await this.page.mouse.move(from.x + from.width / 2, targetY, { steps: 12 });
    await this.page.mouse.up();
  }

  saveStatus(): Locator {
    return this.page.getByTestId('note-save');
  }

  editorText(): Locator {
    return this.page.getByRole('textbox', { name: 'Note' });
  }
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A note made through the API (the journeys' setup), answered as the server stored it. */
export async function createNoteApi(
  request: APIRequestContext,
  token: string,
  body: { character_id: string; title: string; content?: string; format?: 'markdown' | 'html' },
): Promise<{ id: string }> {
  const created = await request.post('/api/notes', { headers: auth(token), data: body });
  if (created.status() !== 201)
    throw new Error(`note: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { data: { id: string } }).data;
}
