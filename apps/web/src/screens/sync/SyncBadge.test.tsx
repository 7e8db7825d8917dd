import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { putEntry, removeEntry } from '../../data/outbox/outboxStore.ts';
import { i18n } from '../../i18n/index.ts';
import { mockApi } from '../../test/mockFetch.ts';
import { SyncBadge } from '../character/SyncBadge.tsx';
import { goOffline, makeEntry, renderWithProviders, seedOutbox } from './syncTestKit.tsx';

const badge = () => screen.getByTestId('sync-badge');

afterEach(() => {
  mockApi({ 'GET /api/health': { body: { status: 'ok' } } });
});

describe('the sync badge', () => {
  it('says Synced, quietly, when nothing of the character waits', async () => {
    // Another character's and another account's edits are not this badge's.
    await seedOutbox([
      makeEntry({ characterId: '7', target: '7' }),
      makeEntry({ userId: 'someone-else' }),
    ]);
    renderWithProviders(<SyncBadge characterId="42" />);
    expect(badge().textContent).toBe('Synced');
    expect(badge().dataset.state).toBe('synced');
  });

  it('counts the edits waiting, and follows the outbox as entries come and go', async () => {
    const first = makeEntry();
    await seedOutbox([first, makeEntry({ status: 'sending' }), makeEntry({ characterId: '7' })]);
    renderWithProviders(<SyncBadge characterId="42" />);
    expect(badge().textContent).toBe('Pending 2');
    expect(badge().dataset.state).toBe('pending');
    act(() => putEntry(makeEntry({ kind: 'item.update', target: 'sword' })));
    expect(badge().textContent).toBe('Pending 3');
    act(() => {
      removeEntry(first.id);
    });
    expect(badge().textContent).toBe('Pending 2');
  });

  it('warns of refused edits before waiting ones', async () => {
    await seedOutbox([
      makeEntry(),
      makeEntry({
        status: 'refused',
        refusal: { status: 404, code: 'NOT_FOUND', message: 'Item not found' },
      }),
    ]);
    renderWithProviders(<SyncBadge characterId="42" />);
    expect(badge().textContent).toBe('Not synced 1');
    expect(badge().dataset.state).toBe('refused');
  });

  it('says when the edits wait for the connection', async () => {
    await seedOutbox([makeEntry()]);
    const reconnect = await goOffline();
    try {
      renderWithProviders(<SyncBadge characterId="42" />);
      expect(badge().textContent).toBe('Pending 1');
      expect(screen.getByRole('img', { name: 'Offline' })).toBeTruthy();
      expect(badge().title).toContain('kept on this device');
    } finally {
      mockApi({ 'GET /api/health': { body: { status: 'ok' } } });
      await reconnect();
    }
    expect(screen.queryByRole('img', { name: 'Offline' })).toBeNull();
  });

  it('counts in Russian with its plural forms', async () => {
    await seedOutbox([
      makeEntry({ status: 'refused' }),
      makeEntry({ status: 'refused' }),
      makeEntry({ status: 'refused' }),
    ]);
    await act(() => i18n.changeLanguage('ru'));
    await i18n.loadNamespaces('sync');
    renderWithProviders(<SyncBadge characterId="42" />);
    expect(badge().textContent).toBe('3 правки не сохранены');
    act(() => putEntry(makeEntry({ status: 'refused' })));
    act(() => putEntry(makeEntry({ status: 'refused' })));
    expect(badge().textContent).toBe('5 правок не сохранено');
  });

  it('opens the sync panel on a tap', async () => {
    await seedOutbox([makeEntry()]);
    renderWithProviders(<SyncBadge characterId="42" />);
    await userEvent.click(badge());
    expect(await screen.findByTestId('sync-panel')).toBeTruthy();
    expect(screen.getAllByTestId('outbox-entry')).toHaveLength(1);
  });
});
