import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { callDevice } from '../../data/device/deviceClient.ts';
import { keptListKeys } from '../../data/device/keptLists.ts';
import { onlineStatus } from '../../data/network/useOnline.ts';
import { pendingNoteChanges } from '../../data/notes/noteDrafts.ts';
import { apiError } from '../../test/mockFetch.ts';
import {
  fakeDebounceTimers,
  makeNote,
  openNotes,
  toastMessages,
  whileTimersStill,
} from './notesTestKit.ts';

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByTestId('note-card')
    .map((card) => card.querySelector('.note-card__title')?.textContent);

afterEach(() => {
  onlineStatus.stop();
  vi.useRealTimers();
});

describe('/notes list', () => {
  it('shows pinned notes first, then the user order, with a 100-character plain preview', async () => {
    const long = `**Bold** start ${'word '.repeat(40)}`;
    openNotes([
      makeNote({ id: 'a', title: 'Second', order_position: 1 }),
      makeNote({ id: 'b', title: 'Pinned late', order_position: 5, pinned: true }),
      makeNote({ id: 'c', title: 'First', order_position: 0, content: long, color: 'blue' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your notes' });
    expect(titlesIn(list)).toEqual(['Pinned late', 'First', 'Second']);
    const pinned = within(list).getAllByTestId('note-card')[0]!;
    expect(within(pinned).getByText('Pinned')).toBeTruthy();
    const preview = within(list)
      .getAllByTestId('note-card')[1]!
      .querySelector('.note-card__preview')!.textContent!;
    // Markdown stripped, cut at 100 characters, an ellipsis after.
    expect(preview.startsWith('Bold start word word')).toBe(true);
    expect(preview).not.toContain('**');
    expect(preview.endsWith('…')).toBe(true);
    expect(Array.from(preview.slice(0, -1)).length).toBeLessThanOrEqual(100);
  });

  it('offline after a reload: the list the device kept, in order', async () => {
    const first = openNotes([
      makeNote({ id: 'a', title: 'Second', order_position: 1 }),
      makeNote({ id: 'c', title: 'First', order_position: 0 }),
    ]);
    expect(titlesIn(await screen.findByRole('list', { name: 'Your notes' }))).toEqual([
      'First',
      'Second',
    ]);
    // The copy is written after the answer: wait until the device has it.
    await waitFor(async () =>
      expect(await callDevice('readKeptList', keptListKeys.notes('42', 'active'))).toHaveLength(2),
    );
    first.unmount();

    openNotes([], { routes: { 'GET /api/notes': 'network-error' } });
    expect(titlesIn(await screen.findByRole('list', { name: 'Your notes' }))).toEqual([
      'First',
      'Second',
    ]);
  });

  it('creates a note only with a title, then opens its editor', async () => {
    const { api, router } = openNotes([]);
    await screen.findByText(/No notes yet/);
    await userEvent.click(screen.getByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Title'), '   ');
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Rumours');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Green' }));
    expect((create as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes/created'));
    expect(api.callsTo('POST /api/notes')[0]!.body).toEqual({
      character_id: '42',
      title: 'Rumours',
      color: 'green',
    });
  });

  it('offline: says creating needs a connection and keeps Create disabled', async () => {
    openNotes([makeNote({ title: 'Kept' })]);
    await screen.findByRole('list', { name: 'Your notes' });
    onlineStatus.start();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(/You are offline: your notes can be read/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    expect(within(dialog).getByText('Creating a note needs a connection.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Later');
    expect(
      (within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move Kept down' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('moves a note with the buttons: sends the new order of the active notes', async () => {
    const { api } = openNotes([
      makeNote({ id: 'p', title: 'Pinned', pinned: true, order_position: 0 }),
      makeNote({ id: 'a', title: 'Alpha', order_position: 1 }),
      makeNote({ id: 'b', title: 'Beta', order_position: 2 }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your notes' });
    // Pinned notes stay above the others: Alpha cannot go above Pinned.
    expect(
      (screen.getByRole('button', { name: 'Move Alpha up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move Beta up' }));
    expect(titlesIn(list)).toEqual(['Pinned', 'Beta', 'Alpha']);
    await waitFor(() => expect(api.callsTo('PUT /api/notes/order')).toHaveLength(1));
    expect(api.callsTo('PUT /api/notes/order')[0]!.body).toEqual({ noteIds: ['p', 'b', 'a'] });
    expect(await screen.findByText('Beta moved to position 2 of 3')).toBeTruthy();
  });

  it('puts the server order back and says so when the reorder fails', async () => {
    openNotes([makeNote({ id: 'a', title: 'Alpha' }), makeNote({ id: 'b', title: 'Beta' })], {
      routes: { 'PUT /api/notes/order': apiError(500, 'INTERNAL', 'boom') },
    });
    const list = await screen.findByRole('list', { name: 'Your notes' });
    await userEvent.click(screen.getByRole('button', { name: 'Move Beta up' }));
    await waitFor(() => expect(toastMessages()).toContain('Failed to update notes order'));
    expect(titlesIn(list)).toEqual(['Alpha', 'Beta']);
  });

  it('deletes softly with an undo, restores, and deletes for good after confirming', async () => {
    const { api } = openNotes([
      makeNote({ id: 'a', title: 'Alpha' }),
      makeNote({ id: 'b', title: 'Beta' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your notes' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await waitFor(() => expect(titlesIn(list)).toEqual(['Beta']));
    expect(api.callsTo('DELETE /api/notes/a')[0]!.body).toEqual({ soft: true });
    // The toast's Undo restores it (the update call with status active).
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(titlesIn(list)).toEqual(['Alpha', 'Beta']));
    expect(api.callsTo('PUT /api/notes/a')[0]!.body).toEqual({ status: 'active' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Beta' }));
    await waitFor(() => expect(titlesIn(list)).toEqual(['Alpha']));
    await userEvent.click(screen.getByRole('button', { name: 'Deleted' }));
    const deleted = await screen.findByRole('list', { name: 'Deleted notes' });
    expect(titlesIn(deleted)).toEqual(['Beta']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good: Beta' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete for good?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('No deleted notes.')).toBeTruthy();
    expect(api.callsTo('DELETE /api/notes/b').map((call) => call.body)).toEqual([
      { soft: true },
      { soft: false },
    ]);
  });

  it('restores a deleted note from the deleted tab', async () => {
    const { api } = openNotes(
      [makeNote({ id: 'd', title: 'Gone', status: 'deleted', deleted_at: '2026-11-24T10:00:00Z' })],
      { path: '/notes?tab=deleted' },
    );
    const deleted = await screen.findByRole('list', { name: 'Deleted notes' });
    expect(titlesIn(deleted)).toEqual(['Gone']);
    await userEvent.click(screen.getByRole('button', { name: 'Restore: Gone' }));
    expect(await screen.findByText('No deleted notes.')).toBeTruthy();
    expect(api.callsTo('PUT /api/notes/d')[0]!.body).toEqual({ status: 'active' });
    await userEvent.click(screen.getByRole('button', { name: 'Notes' }));
    const active = await screen.findByRole('list', { name: 'Your notes' });
    expect(titlesIn(active)).toEqual(['Gone']);
  });
});

describe('/notes/:id editor', () => {
  it('opens offline after a reload on its address, from the list the device kept', async () => {
    const first = openNotes([makeNote({ id: 'n', title: 'Log', content: 'Day 1' })]);
    await screen.findByRole('list', { name: 'Your notes' });
    await waitFor(async () =>
      expect(await callDevice('readKeptList', keptListKeys.notes('42', 'active'))).toHaveLength(1),
    );
    first.unmount();

    openNotes([], {
      path: '/notes/n',
      routes: { 'GET /api/notes/n': 'network-error', 'GET /api/notes': 'network-error' },
    });
    expect(
      ((await screen.findByRole('textbox', { name: 'Note' })) as HTMLTextAreaElement).value,
    ).toBe('Day 1');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Log');
  });

  it('saves 500 ms after the last change, merged into one request', async () => {
    const { api } = openNotes([makeNote({ id: 'n', title: 'Log', content: 'Day 1' })], {
      path: '/notes/n',
    });
    const text = await screen.findByRole('textbox', { name: 'Note' });
    fakeDebounceTimers();
    fireEvent.change(text, { target: { value: 'Day 1, 2' } });
    vi.advanceTimersByTime(300);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Journal' } });
    vi.advanceTimersByTime(499);
    expect(api.callsTo('PUT /api/notes/n')).toHaveLength(0);
    expect(screen.getByTestId('note-save').textContent).toBe('Unsaved changes');
    vi.advanceTimersByTime(1);
    await whileTimersStill(() => expect(api.callsTo('PUT /api/notes/n')).toHaveLength(1));
    expect(api.callsTo('PUT /api/notes/n')[0]!.body).toEqual({
      content: 'Day 1, 2',
      title: 'Journal',
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('note-save').textContent).toBe('Saved'));
    expect(pendingNoteChanges('n')).toBeNull();
  });

  it('saves at once when the editor is left, without waiting for the 500 ms', async () => {
    const { api, router } = openNotes([makeNote({ id: 'n', title: 'Log' })], {
      path: '/notes/n',
    });
    const text = await screen.findByRole('textbox', { name: 'Note' });
    fakeDebounceTimers();
    fireEvent.change(text, { target: { value: 'Last words' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to notes' }));
    // Sent while the 500 ms have not passed.
    await whileTimersStill(() =>
      expect(api.callsTo('PUT /api/notes/n')[0]?.body).toEqual({ content: 'Last words' }),
    );
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
  });

  it('does not send a blank title: it says the title is required', async () => {
    const { api } = openNotes([makeNote({ id: 'n', title: 'Log' })], { path: '/notes/n' });
    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: '  ' } });
    expect(await screen.findByText('Title is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Body' },
    });
    await waitFor(() => expect(api.callsTo('PUT /api/notes/n')).toHaveLength(1));
    expect(api.callsTo('PUT /api/notes/n')[0]!.body).toEqual({ content: 'Body' });
  });

  it('offline: keeps the change on the device and sends it when the connection returns', async () => {
    let reachable = false;
    const { api } = openNotes([makeNote({ id: 'n', title: 'Log' })], {
      path: '/notes/n',
      routes: {
        'GET /api/health': () => (reachable ? { body: { status: 'ok' } } : 'network-error'),
      },
    });
    const text = await screen.findByRole('textbox', { name: 'Note' });
    // The server cannot be reached: the save fails as a lost connection.
    const put = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/notes/n') && init?.method === 'PUT' && !reachable) {
        throw new TypeError('Failed to fetch');
      }
      return put(input, init);
    });
    onlineStatus.start();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    fireEvent.change(text, { target: { value: 'Written in the cellar' } });
    await waitFor(() =>
      expect(screen.getByTestId('note-save').textContent).toBe('Offline: kept on this device'),
    );
    expect(pendingNoteChanges('n')).toEqual({ content: 'Written in the cellar' });
    // In the outbox, under the spec's pending_ prefix (issue 19: `pending_notedraft_<id>.<seq>`).
    await waitFor(() => {
      const kept = Object.keys(window.localStorage).filter((key) =>
        key.startsWith('pending_notedraft_n.'),
      );
      expect(kept.map((key) => window.localStorage.getItem(key))).toEqual([
        expect.stringContaining('Written in the cellar'),
      ]);
    });

    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(pendingNoteChanges('n')).toBeNull());
    const sent = api.callsTo('PUT /api/notes/n');
    expect(sent[sent.length - 1]!.body).toEqual({ content: 'Written in the cellar' });
    await waitFor(() => expect(screen.getByTestId('note-save').textContent).toBe('Saved'));
  });

  it('shows a change kept on the device on an earlier visit, over the server copy', async () => {
    window.localStorage.setItem(
      'pending_note_n',
      JSON.stringify({
        noteId: 'n',
        characterId: '42',
        body: { content: 'Unsent words' },
        key: 'k',
        revision: 1,
        userId: 'u1',
      }),
    );
    const { api } = openNotes([makeNote({ id: 'n', title: 'Log', content: 'Old words' })]);
    const list = await screen.findByRole('list', { name: 'Your notes' });
    expect(within(list).getByText('Unsent words')).toBeTruthy();
    // Moved into the outbox (issue 19) and sent under its old request id, once.
    await waitFor(() => expect(api.callsTo('PUT /api/notes/n')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(api.callsTo('PUT /api/notes/n')[0]!.headers['Idempotency-Key']).toBe('k');
    expect(window.localStorage.getItem('pending_note_n')).toBeNull();
  });

  it('applies the markdown toolbar around the selection', async () => {
    openNotes([makeNote({ id: 'n', title: 'Log', content: 'a sword' })], { path: '/notes/n' });
    const text = (await screen.findByRole('textbox', { name: 'Note' })) as HTMLTextAreaElement;
    text.setSelectionRange(2, 7);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(text.value).toBe('a **sword**');
    fireEvent.click(screen.getByRole('button', { name: 'Checklist' }));
    expect(text.value).toBe('- [ ] a **sword**');
  });

  it('previews markdown without running any script or handler in it', async () => {
    openNotes(
      [
        makeNote({
          id: 'n',
          title: 'Trap',
          content:
            '## Loot\n\n- [x] gold\n- rope\n\n<script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 2">\n\n[bad](javascript:alert(1))',
        }),
      ],
      { path: '/notes/n' },
    );
    await screen.findByRole('textbox', { name: 'Note' });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const rendered = await screen.findByTestId('note-rendered');
    expect(within(rendered).getByRole('heading', { name: 'Loot' })).toBeTruthy();
    expect(within(rendered).getAllByRole('listitem')).toHaveLength(2);
    expect((within(rendered).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(rendered.querySelector('script, img, [onerror]')).toBeNull();
    expect(rendered.textContent).toContain('<script>window.pwned = 1</script>');
    expect(rendered.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('shows an html note read-only, through the client allowlist', async () => {
    openNotes(
      [
        makeNote({
          id: 'h',
          title: 'From the API',
          format: 'html',
          content:
            '<h2>Map</h2><p onclick="x()">North <a href="https://example.com" style="x">road</a></p><img src=x onerror="window.pwned = 3"><script>window.pwned = 4</script>',
        }),
      ],
      { path: '/notes/h' },
    );
    const rendered = await screen.findByTestId('note-rendered');
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    expect(screen.getByText(/shown here read-only/)).toBeTruthy();
    expect(within(rendered).getByRole('heading', { name: 'Map' })).toBeTruthy();
    const link = within(rendered).getByRole('link', { name: 'road' });
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('style')).toBeNull();
    expect(rendered.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });
});
