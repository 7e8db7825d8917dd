import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { characterKeys } from '../../data/characters/characterCache.ts';
import { outboxEntries } from '../../data/outbox/outboxStore.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import { apiError, mockApi } from '../../test/mockFetch.ts';
import { SyncBadge } from '../character/SyncBadge.tsx';
import { allowSending, makeEntry, renderWithProviders, seedOutbox } from './syncTestKit.tsx';

// The character command's handler: what the runner sends a retried entry with.
import '../../data/characters/outbox.ts';

const refusedHp = () =>
  makeEntry({
    status: 'refused',
    body: { ac_mod: 30, conditions: ['poisoned'] },
    refusal: {
      status: 400,
      code: 'VALIDATION',
      message: 'Request validation failed',
      fields: [{ path: 'body.ac_mod', message: 'Too big: expected number to be <=20' }],
    },
  });

async function openPanel() {
  const view = renderWithProviders(<SyncBadge characterId="42" />);
  await userEvent.click(screen.getByTestId('sync-badge'));
  const panel = await screen.findByTestId('sync-panel');
  return { ...view, panel };
}

const rows = () => screen.queryAllByTestId('outbox-entry');

describe('the sync panel', () => {
  it("lists the character's edits in words, with a refused one's reason", async () => {
    await seedOutbox([
      makeEntry({ body: { hp: { current: 7, max: 12, max_mod: 0, temp: 3 }, conditions: [] } }),
      makeEntry({
        kind: 'item.update',
        target: 'rope-line',
        status: 'refused',
        body: { quantity: 2, characterId: '42' },
        refusal: { status: 404, code: 'NOT_FOUND', message: 'Item not found' },
      }),
      makeEntry({ kind: 'note.save', target: 'n1', body: { title: 'Goblins', content: 'Four' } }),
    ]);
    const view = renderWithProviders(<SyncBadge characterId="42" />);
    view.queryClient.setQueryData(characterKeys.inventories('42'), [
      makeInventory('42', [
        {
          id: 'rope-line',
          inventory_id: 'inv-42',
          item_id: 'rope-hempen',
          quantity: 1,
          container_id: null,
          equipped: false,
          attuned: false,
          opened: false,
          notes: '',
          options: {},
          custom: false,
          item_data: null,
          updated_at: '2026-11-20T10:00:00.000Z',
        },
      ]),
    ]);
    await userEvent.click(screen.getByTestId('sync-badge'));
    await screen.findByTestId('sync-panel');
    const [hp, item, note] = rows();
    expect(hp?.dataset.status).toBe('pending');
    expect(within(hp!).getByText('Hit points, Conditions')).toBeTruthy();
    expect(within(hp!).getByText('7/12 +3')).toBeTruthy();
    expect(within(hp!).getByText('none')).toBeTruthy();
    expect(within(hp!).queryByRole('button', { name: 'Retry' })).toBeNull();

    expect(item?.dataset.status).toBe('refused');
    expect(within(item!).getByText('Inventory: Rope hempen')).toBeTruthy();
    expect(within(item!).getByText('Item not found')).toBeTruthy();
    // Bookkeeping fields of the request are not shown as changes.
    expect(within(item!).queryByText('characterId')).toBeNull();
    for (const name of ['Retry', 'Edit', 'Discard']) {
      expect(within(item!).getByRole('button', { name })).toBeTruthy();
    }

    expect(within(note!).getByText('Note: Goblins')).toBeTruthy();
    expect(within(note!).getByText('Four')).toBeTruthy();
    expect(screen.getByTestId('sync-device').textContent).toContain('Online');
  });

  it("lists a refusal's field errors by the field's name", async () => {
    await seedOutbox([refusedHp()]);
    await openPanel();
    expect(
      within(rows()[0]!).getByText('Armor class bonus — Too big: expected number to be <=20'),
    ).toBeTruthy();
  });

  it('retries a refused edit: sent again under a new key, gone once the server takes it', async () => {
    const refused = refusedHp();
    await seedOutbox([refused]);
    allowSending();
    const api = mockApi({ 'POST /api/characters/42': { body: makeCharacter({ ac_mod: 30 }) } });
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(0));
    const [sent] = api.callsTo('POST /api/characters/42');
    expect(sent?.body).toMatchObject({ ac_mod: 30, conditions: ['poisoned'] });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
    expect(sent?.headers['Idempotency-Key']).not.toBe(refused.id);
    expect(screen.getByText('Every edit has reached the server.')).toBeTruthy();
    expect(screen.getByTestId('sync-badge').textContent).toBe('Synced');
  });

  it('keeps a retried edit the server refuses again, with the new reason', async () => {
    await seedOutbox([refusedHp()]);
    allowSending();
    mockApi({ 'POST /api/characters/42': apiError(404, 'CHAR.NOT_FOUND', 'Character not found') });
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Character not found')).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]?.dataset.status).toBe('refused');
    expect(screen.getByTestId('sync-badge').textContent).toBe('Not synced 1');
  });

  it('discards only on a second tap within 3 seconds', async () => {
    await seedOutbox([refusedHp(), makeEntry()]);
    await openPanel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const discard = () => within(rows()[0]!).getByRole('button', { name: /Discard|Tap again/ });
    fireEvent.click(discard());
    expect(discard().textContent).toBe('Tap again to discard');
    act(() => void vi.advanceTimersByTime(3100));
    expect(discard().textContent).toBe('Discard');
    expect(rows()).toHaveLength(2);
    fireEvent.click(discard());
    fireEvent.click(discard());
    expect(rows()).toHaveLength(1);
    expect(rows()[0]?.dataset.status).toBe('pending');
    expect(outboxEntries().map((entry) => entry.status)).toEqual(['pending']);
    expect(screen.getByTestId('sync-badge').textContent).toBe('Pending 1');
  });

  it('edits a refused body: each field by its kind, checked against the contract', async () => {
    const refused = refusedHp();
    await seedOutbox([refused]);
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByTestId('outbox-edit');
    const ac = within(form).getByLabelText('Armor class bonus');
    expect((ac as HTMLInputElement).type).toBe('number');
    const conditions = within(form).getByLabelText('Conditions (JSON)');

    // Not JSON: said under the field, nothing saved.
    fireEvent.change(conditions, { target: { value: '["poisoned"' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('This is not valid JSON')).toBeTruthy();

    // JSON the contract refuses: its message under the field.
    fireEvent.change(conditions, { target: { value: '["poisoned"]' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/expected number to be <=20/)).toBeTruthy();
    expect(outboxEntries()[0]?.status).toBe('refused');

    await userEvent.clear(ac);
    await userEvent.type(ac, '2');
    fireEvent.change(conditions, { target: { value: '["poisoned", "prone"]' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rows()[0]?.dataset.status).toBe('pending'));
    const [edited] = outboxEntries();
    expect(edited?.body).toEqual({ ac_mod: 2, conditions: ['poisoned', 'prone'] });
    expect(edited?.id).not.toBe(refused.id);
    expect(screen.queryByTestId('outbox-edit')).toBeNull();
    expect(screen.getByText('Saved: the edit will be sent again')).toBeTruthy();
  });

  it('leads to the history of changes', async () => {
    await seedOutbox([]);
    await openPanel();
    await userEvent.click(screen.getByRole('link', { name: 'History of changes' }));
    expect(await screen.findByText('History page')).toBeTruthy();
  });
});
