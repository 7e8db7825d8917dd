import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { CharacterHistoryEntry } from '@hearth/contract';

import { HISTORY_PAGE_SIZE } from '../../data/characters/history.ts';
import { DEVICE_ID_KEY, resetDeviceIdForTests } from '../../data/device/deviceId.ts';
import { onlineStatus } from '../../data/network/useOnline.ts';
import { outboxEntries, resetOutboxStoreForTests } from '../../data/outbox/outboxStore.ts';
import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { goOffline } from './syncTestKit.tsx';

const character = makeCharacter({
  hp: { current: 4, max: 12, max_mod: 0, temp: 0 },
  conditions: ['prone'],
  name: 'Brienne',
});

let counter = 0;
function change(overrides: Partial<CharacterHistoryEntry>): CharacterHistoryEntry {
  counter += 1;
  return {
    id: String(1000 - counter),
    field: 'hp',
    path: ['current'],
    old: 12,
    new: 4,
    conflict: false,
    user_id: 'u1',
    device_id: 'this-phone',
    device_label: 'Chrome on Android',
    version: 10 - counter,
    at: new Date().toISOString(),
    ...overrides,
  };
}

/** Opens /character/history with a server that pages `entries` by `limit` and `before`. */
function openHistory(entries: CharacterHistoryEntry[]) {
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/health': { body: { status: 'ok' } },
    'GET /api/characters/42': { body: character },
    'GET /api/characters/user/u1': { body: [character] },
    'GET /api/inventory/42': { body: [makeInventory('42')] },
  });
  const pages: URLSearchParams[] = [];
  const answer = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/characters/42/history') return answer(input, init);
    pages.push(url.searchParams);
    const before = url.searchParams.get('before');
    const start = before ? entries.findIndex((entry) => entry.id === before) + 1 : 0;
    const limit = Number(url.searchParams.get('limit'));
    return Response.json({ data: { entries: entries.slice(start, start + limit) } });
  });
  renderApp('/character/history');
  return { pages };
}

const rows = () => screen.queryAllByTestId('history-entry');

beforeEach(async () => {
  setToken('t');
  setCurrentUser(makeUser());
  setActiveCharacter('42');
  resetOutboxStoreForTests();
  localStorage.setItem(DEVICE_ID_KEY, 'this-phone');
  resetDeviceIdForTests();
  onlineManager.setOnline(true);
  mockApi({ 'GET /api/health': { body: { status: 'ok' } } });
  await onlineStatus.check();
});

describe('/character/history', () => {
  it('lists changes newest first, by day, saying who, from where and what was overwritten', async () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    openHistory([
      change({ field: 'hp', path: ['current'], old: 12, new: 4 }),
      change({
        field: 'name',
        path: [],
        old: 'Brienne of Tarth',
        new: 'Brienne',
        conflict: true,
        user_id: 'u2',
        device_id: 'gm-laptop',
        device_label: 'Firefox on Linux',
      }),
      change({
        field: 'conditions',
        path: [],
        old: ['poisoned', 'blinded'],
        new: ['prone'],
        device_id: 'tablet',
        device_label: null,
        at: yesterday.toISOString(),
      }),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [hp, name, conditions] = rows();
    expect(hp?.dataset.conflict).toBe('false');
    expect(within(hp!).getByText('Hit points · current')).toBeTruthy();
    expect(hp?.textContent).toContain('12 → 4');
    expect(hp?.textContent).toContain('You · this device');

    expect(name?.dataset.conflict).toBe('true');
    expect(within(name!).getByText('Overwritten')).toBeTruthy();
    expect(name?.textContent).toContain('Brienne of Tarth → Brienne');
    expect(name?.textContent).toContain('Another player · Firefox on Linux');

    expect(conditions?.textContent).toContain('Poisoned, Blinded → Prone');
    expect(conditions?.textContent).toContain('You · another device');

    const days = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(days).toEqual(['Today', 'Yesterday']);
  });

  it('restores a value as an ordinary edit through the outbox, and says so', async () => {
    openHistory([
      change({ field: 'hp', path: ['current'], old: 12, new: 4 }),
      // Already the value it would restore: nothing to do.
      change({ field: 'conditions', path: ['prone'], old: true, new: true }),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [hp, prone] = rows();
    expect(within(prone!).getByRole('button', { name: 'Restore' }).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.click(within(hp!).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Hit points · current: restored to 12')).toBeTruthy();
    const [queued] = outboxEntries();
    expect(queued).toMatchObject({
      kind: 'character.update',
      target: '42',
      body: { hp: { current: 12, max: 12, max_mod: 0, temp: 0 } },
      base: { hp: { current: 4, max: 12, max_mod: 0, temp: 0 } },
    });
    // The part is back to its old value: restoring again would change nothing.
    await waitFor(() =>
      expect(within(hp!).getByRole('button', { name: 'Restore' }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
    expect(screen.getByTestId('sync-badge').textContent).toBe('Pending 1');
  });

  it('loads older changes with the last one as the cursor', async () => {
    const many = Array.from({ length: HISTORY_PAGE_SIZE + 3 }, (_, index) =>
      change({ field: 'ac_mod', path: [], old: index, new: index + 1 }),
    );
    const { pages } = openHistory(many);
    await waitFor(() => expect(rows()).toHaveLength(HISTORY_PAGE_SIZE));
    expect(pages[0]?.get('before')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(HISTORY_PAGE_SIZE + 3));
    expect(pages[1]?.get('before')).toBe(many[HISTORY_PAGE_SIZE - 1]!.id);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says the history needs the connection when offline, and asks nothing', async () => {
    const reconnect = await goOffline();
    try {
      const { pages } = openHistory([change({})]);
      expect(await screen.findByText(/The history needs a connection/)).toBeTruthy();
      expect(rows()).toHaveLength(0);
      expect(pages).toHaveLength(0);
    } finally {
      await reconnect();
    }
  });

  it('says when there is nothing yet', async () => {
    openHistory([]);
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });
});
